import { QueryClient } from '@tanstack/react-query';
import {
  holdWorkerUntil,
  queriesIdle,
  resetWorkerStartGate,
  startSettled,
} from './worker-start-gate';

afterEach(() => {
  resetWorkerStartGate();
  jest.useRealTimers();
});

/** A promise with its resolve and reject at hand. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const isSettled = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return settled;
};

it('lets the worker register at once when the start holds nothing', async () => {
  expect(await isSettled(startSettled())).toBe(true);
});

it('holds the worker until everything held has settled, failures included', async () => {
  const code = deferred();
  const data = deferred();
  holdWorkerUntil(code.promise);
  holdWorkerUntil(data.promise);
  const settled = startSettled();
  code.resolve();
  expect(await isSettled(settled)).toBe(false);
  data.reject(new Error('offline'));
  expect(await isSettled(settled)).toBe(true);
});

it('also waits for what is held while it waits', async () => {
  const first = deferred();
  const later = deferred();
  holdWorkerUntil(first.promise);
  const settled = startSettled();
  holdWorkerUntil(later.promise);
  first.resolve();
  expect(await isSettled(settled)).toBe(false);
  later.resolve();
  expect(await isSettled(settled)).toBe(true);
});

it('lets the worker register after the cap when a request never answers', async () => {
  jest.useFakeTimers();
  holdWorkerUntil(new Promise(() => {}));
  const settled = startSettled(1000);
  expect(await isSettled(settled)).toBe(false);
  jest.advanceTimersByTime(1000);
  expect(await isSettled(settled)).toBe(true);
});

it('waits until no query is fetching', async () => {
  const client = new QueryClient();
  const answer = deferred();
  void client.prefetchQuery({ queryKey: ['list'], queryFn: () => answer.promise.then(() => 1) });
  const idle = queriesIdle(client);
  expect(await isSettled(idle)).toBe(false);
  answer.resolve();
  expect(await isSettled(idle)).toBe(true);
  client.clear();
});

it('does not wait for a query paused offline', async () => {
  const client = new QueryClient();
  const { onlineManager } = await import('@tanstack/react-query');
  onlineManager.setOnline(false);
  try {
    void client.prefetchQuery({ queryKey: ['list'], queryFn: () => Promise.resolve(1) });
    expect(await isSettled(queriesIdle(client))).toBe(true);
  } finally {
    onlineManager.setOnline(true);
    client.clear();
  }
});
