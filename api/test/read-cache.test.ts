import { READ_CACHE_MAX_ENTRIES, ReadCache } from '../src/http/read-cache';

// The read cache's bookkeeping must stay bounded over a long-running process: it used to keep a
// generation for every list and team ever written, one map entry each, forever.
const body = Buffer.from('{"success":true}');
const others = (prefix: string, count = READ_CACHE_MAX_ENTRIES + 1) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i}`);

test('the generations of written lists and teams stay bounded', () => {
  const cache = new ReadCache(60_000);
  for (const id of others('list-', READ_CACHE_MAX_ENTRIES * 2)) cache.invalidate({ lists: [id] });
  for (const id of others('team-', READ_CACHE_MAX_ENTRIES * 2)) cache.invalidate({ teams: [id] });
  expect(cache.generationsHeld).toBeLessThanOrEqual(2 * READ_CACHE_MAX_ENTRIES);
});

test('a list fill that raced with a write is dropped even once that write is forgotten', () => {
  const cache = new ReadCache(60_000);
  const before = cache.listGeneration('list-a', 'team-a');
  cache.invalidate({ lists: ['list-a'] });
  // Enough later writes to push list-a's generation out of the bounded map.
  for (const id of others('list-')) cache.invalidate({ lists: [id] });
  cache.storeList('list-a', 'team-a', body, before);
  expect(cache.list('list-a', 'team-a')).toBeUndefined();

  // A list written before and read again since is filled as usual.
  const now = cache.listGeneration('list-a', 'team-a');
  cache.storeList('list-a', 'team-a', body, now);
  expect(cache.list('list-a', 'team-a')).toBe(body);
});

test('a list fill that raced with a write of its team is dropped once that write is forgotten', () => {
  const cache = new ReadCache(60_000);
  const list = cache.listGeneration('list-a', 'team-a');
  const lists = cache.listsOfTeamGeneration('team-a');
  cache.invalidate({ teams: ['team-a'] });
  for (const id of others('team-')) cache.invalidate({ teams: [id] });
  cache.storeList('list-a', 'team-a', body, list);
  cache.storeListsOfTeam('team-a', ['list-a'], body, lists);
  expect(cache.list('list-a', 'team-a')).toBeUndefined();
  expect(cache.listsOfTeam('team-a')).toBeUndefined();
});

test('a fill with no write in between is kept, whatever was forgotten before it', () => {
  const cache = new ReadCache(60_000);
  for (const id of others('list-')) cache.invalidate({ lists: [id] });
  for (const id of others('team-')) cache.invalidate({ teams: [id] });
  // list-0 and team-0 were forgotten: their generation is the floor now, and stays so.
  const list = cache.listGeneration('list-0', 'team-0');
  const lists = cache.listsOfTeamGeneration('team-0');
  cache.storeList('list-0', 'team-0', body, list);
  cache.storeListsOfTeam('team-0', ['list-0'], body, lists);
  expect(cache.list('list-0', 'team-0')).toBe(body);
  expect(cache.listsOfTeam('team-0')).toBe(body);
});
