import { tokenStore } from '@organizator/shared/runtime';
import { earlyDataPaths, startPage } from './start-page';

const PAGE_FILES =
  '<template data-start-page><link rel="preload" href="/remotes/mf-lists/7.js" as="script">' +
  '<link rel="preload" href="/remotes/mf-lists/7.css" as="style"></template>';

let fetchMock: jest.Mock;
beforeEach(() => {
  document.head.innerHTML = PAGE_FILES;
  document.documentElement.removeAttribute('data-boot');
  fetchMock = jest.fn(() => new Promise<Response>(() => {}));
  global.fetch = fetchMock as unknown as typeof fetch;
  tokenStore.set('abc');
});
afterEach(() => tokenStore.clear());

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => l.getAttribute('href'));
const asked = () => fetchMock.mock.calls.map(([url]) => String(url));

test("a signed-in start asks for the page's files the server named, once, and its data", () => {
  document.documentElement.setAttribute('data-boot', 'app');
  startPage(document, '/editor/l1');
  startPage(document, '/editor/l1');
  expect(preloads()).toEqual(['/remotes/mf-lists/7.js', '/remotes/mf-lists/7.css']);
  expect(asked()).toContain('/api/lists/l1');
  const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
  expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
});

test('a signed-out start asks for nothing: the page it shows is the login', () => {
  startPage(document, '/editor/l1');
  expect(preloads()).toEqual([]);
  expect(asked()).toEqual([]);
});

test("a page's early data: the user's and the route's, with the route's params in place", () => {
  expect(earlyDataPaths('/editor/abc-1')).toEqual(['/me', '/lists/abc-1']);
  expect(earlyDataPaths('/groceries/recipes')).toEqual(['/me', '/recipes', '/recipes/public']);
  // A route that names no data, and a path of no route: the user's only.
  expect(earlyDataPaths('/notes/new')).toEqual(['/me']);
  expect(earlyDataPaths('/nowhere')).toEqual(['/me']);
  // A param that would change the path's shape is left to the page.
  expect(earlyDataPaths('/notes/a%2Fb')).toEqual(['/me']);
  expect(earlyDataPaths('/notes/%E0%A4%A')).toEqual(['/me']);
});
