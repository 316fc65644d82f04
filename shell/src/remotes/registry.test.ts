import { createQueryClient } from '@organizator/shared/query';
import { waitFor } from '@testing-library/react';
import { preloadArea, resetRegistry } from './registry';

// Jest has no Module Federation (__mocks__/federation.ts); remotes.json comes from a fetch mock.
jest.mock('./federation');
const { mockFederation } =
  jest.requireMock<typeof import('./__mocks__/federation')>('./federation');
const mockedLoad = mockFederation().loadRemote;

/** The notes area's routes module: each page can fetch its code and its data ahead. */
function notesArea() {
  const page = (name: string) =>
    Object.assign(() => null, {
      displayName: name,
      preload: jest.fn(async () => {}),
      prefetch: jest.fn(),
    });
  const routes = { '/notes': page('list'), '/notes/new': page('new'), '/notes/:id': page('note') };
  mockedLoad.mockResolvedValue({ area: 'mf_notes', routes });
  return routes;
}

beforeEach(() => {
  resetRegistry();
  mockedLoad.mockReset();
  global.fetch = jest.fn(async () =>
    Response.json({ mf_notes: '/remotes/mf-notes/mf-manifest.json' }),
  ) as unknown as typeof fetch;
});

test("an arrival starts the page's code and its data, with the path's params", async () => {
  const routes = notesArea();
  const client = createQueryClient();
  preloadArea('mf_notes', '/notes/42', client);
  await waitFor(() => expect(routes['/notes/:id'].preload).toHaveBeenCalled());
  expect(routes['/notes/:id'].prefetch).toHaveBeenCalledWith(client, { id: '42' });
  expect(routes['/notes'].preload).not.toHaveBeenCalled();
  expect(routes['/notes/new'].prefetch).not.toHaveBeenCalled();
});

test("a nav link's hover starts the page's code only: no data is asked for a page not opened", async () => {
  const routes = notesArea();
  preloadArea('mf_notes', '/notes');
  await waitFor(() => expect(routes['/notes'].preload).toHaveBeenCalled());
  expect(routes['/notes'].prefetch).not.toHaveBeenCalled();
});
