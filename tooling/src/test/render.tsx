import { AppProviders } from '@organizator/shared/providers';
import { createQueryClient } from '@organizator/shared/query';
import type { QueryClient } from '@tanstack/react-query';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/**
 * Renders a page as it runs in the app: QueryClient, toasts and a router at `route`.
 * Pass `client` to start from a cache that already holds answers (as after a restore).
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    client = createQueryClient(),
    ...options
  }: RenderOptions & { route?: string; client?: QueryClient } = {},
) {
  client.setDefaultOptions({ queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } });
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders client={client}>{ui}</AppProviders>
    </MemoryRouter>,
    options,
  );
  return { ...result, client };
}

/** A fetch mock answering API paths with envelopes; an unmatched call gets a 404 naming it. */
export function mockApi(
  routes: Record<
    string,
    (init?: RequestInit) => { status?: number; data?: unknown; message?: string }
  >,
) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.toString();
    const path = url.replace(/^.*\/api/, '').split('?')[0] ?? '';
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ method, path, body });
    const handler = routes[`${method} ${path}`];
    // An unknown route answers as the real API does (404 in the envelope), not as a dead network:
    // a request with no answer marks the whole page offline (query/query-client.ts).
    const {
      status = 200,
      data = null,
      message = 'OK',
    } = handler ? handler(init) : { status: 404, message: `Unmocked API call: ${method} ${path}` };
    const ok = status >= 200 && status < 300;
    return new Response(JSON.stringify({ success: ok, message, data }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, calls };
}
