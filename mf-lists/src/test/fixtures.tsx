import type { ListItem } from '@organizator/shared/contract';
import { tokenStore } from '@organizator/shared/runtime';
import { mockApi, renderWithProviders } from '@organizator/tooling/test';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';

let n = 0;
export const makeItem = (name: string, category = '', isDone = false): ListItem => ({
  id: `item-${++n}`,
  listId: 'l1',
  name,
  category,
  isDone,
  images: [],
});

type Handler = Parameters<typeof mockApi>[0][string];

/**
 * The API answers `routes`; every later GET of an already fetched path never answers, so what the
 * page shows after a failed mutation comes from the rollback, not from a refetch.
 */
export function mockListsApi(routes: Record<string, Handler>) {
  tokenStore.set('test-token');
  const api = mockApi(routes);
  const answer = api.fetchMock.getMockImplementation()!;
  const seen = new Set<string>();
  api.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const key = `${method} ${String(input)}`;
    if (method === 'GET' && seen.has(key)) {
      api.calls.push({ method, path: String(input).replace(/^.*\/api/, '') });
      return new Promise<Response>(() => {});
    }
    seen.add(key);
    return answer(input, init);
  });
  return api;
}

/** Renders a page at `route` with the area's route pattern, as the shell mounts it. */
export function renderAt(path: string, page: ReactElement, route: string) {
  return renderWithProviders(
    <Routes>
      <Route path={path} element={page} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { route },
  );
}

export const fail = () => ({ status: 500, message: 'boom' });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Takes over every `method` call: records it, then answers as told: 'hang' never answers, 'fail' is a
 * 500, data is a success; `release()` answers calls that were held with `{ hold: true }`.
 */
export function answerMethod(
  api: ReturnType<typeof mockListsApi>,
  method: string,
  how: 'hang' | 'fail' | { data: unknown },
  { hold = false } = {},
) {
  const answer = api.fetchMock.getMockImplementation()!;
  const held: (() => void)[] = [];
  api.fetchMock.mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
    if ((init?.method ?? 'GET') !== method) return answer(input, init);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    api.calls.push({ method, path: String(input).replace(/^.*\/api/, ''), body });
    if (how === 'hang') return new Promise<Response>(() => {});
    const response = () =>
      how === 'fail'
        ? json(500, { success: false, message: 'boom', data: null })
        : json(200, { success: true, message: 'OK', data: how.data });
    if (!hold) return Promise.resolve(response());
    return new Promise<Response>((resolve) => held.push(() => resolve(response())));
  });
  return {
    release: () => {
      for (const go of held.splice(0)) go();
    },
  };
}
