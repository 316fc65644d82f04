import type { z } from 'zod/mini';
import { LIVE_EVENT_ID_HEADER, LIVE_ORIGIN_HEADER } from '../contract/events';
import { API_BASE } from '../domain/constants';
import { takeEarlyAnswer } from '../runtime/early-answers';
import { liveOrigin } from '../runtime/live-origin';
import { tokenStore } from '../runtime/token-store';
import { ApiError, NETWORK_ERROR_STATUS, transportMessages } from './errors';
import { noteAnswerEventId } from './live-event-id';
import { parseAnswer } from './parse-answer';

export interface RequestOptions<S extends z.ZodMiniType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Parses `data` of the envelope; omit for calls whose result is not shown. */
  schema?: S;
  /** The verify call from the link is sent without Authorization (docs/product.md#api). */
  auth?: boolean;
  signal?: AbortSignal;
}

const authorizationHeader = () => {
  const token = tokenStore.get();
  return token ? `Bearer ${token}` : '';
};

/**
 * One call to the API: the stored token in Authorization (empty when absent), the page's live
 * origin (so the change's events skip only this page's own stream), the {success, message, data}
 * envelope, and the transport errors of docs/product.md#errors.
 */
export async function request<S extends z.ZodMiniType = z.ZodMiniUnknown>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<z.infer<S>> {
  const { method = 'GET', body, schema, auth = true, signal } = options;
  const headers: Record<string, string> = { [LIVE_ORIGIN_HEADER]: liveOrigin() };
  if (auth) headers.Authorization = authorizationHeader();
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    const early =
      method === 'GET' && headers.Authorization
        ? takeEarlyAnswer(path, headers.Authorization)
        : null;
    // An early answer that failed in transit is asked for again, as if it had never been asked.
    response =
      (await early?.catch(() => null)) ??
      (await fetch(`${API_BASE}${path}`, { method, headers, body: payload, signal }));
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(NETWORK_ERROR_STATUS, transportMessages.network);
  }

  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ApiError(response.status, transportMessages.server);
  }
  const envelope = json as { success?: unknown; message?: unknown; data?: unknown } | null;
  if (!envelope || typeof envelope !== 'object' || envelope.success !== true || !response.ok) {
    const message =
      envelope && typeof envelope.message === 'string' && envelope.message
        ? envelope.message
        : transportMessages.server;
    throw new ApiError(response.status, message);
  }
  if (auth)
    noteAnswerEventId(headers.Authorization ?? '', response.headers.get(LIVE_EVENT_ID_HEADER));
  if (!schema) return envelope.data as z.infer<S>;
  const parsed = parseAnswer(schema, envelope.data);
  if (!parsed.success) {
    console.error('Unexpected API response', path, parsed.error);
    throw new ApiError(response.status, transportMessages.server);
  }
  return parsed.data;
}
