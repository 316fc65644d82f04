import { pageCommitted } from '@organizator/shared/runtime';
import { QueryClient } from '@tanstack/react-query';
import {
  arrivalSettled,
  holdForArrivalPage,
  holdUntilArrived,
  queriesIdle,
  releaseArrivalPage,
  resetArrivalGate,
} from './arrival-gate';

afterEach(() => {
  resetArrivalGate();
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

it('is settled at once when the start holds nothing', async () => {
  expect(await isSettled(arrivalSettled())).toBe(true);
});

it('waits until everything held has settled, failures included', async () => {
  const code = deferred();
  const data = deferred();
  holdUntilArrived(code.promise);
  holdUntilArrived(data.promise);
  const settled = arrivalSettled();
  code.resolve();
  expect(await isSettled(settled)).toBe(false);
  data.reject(new Error('offline'));
  expect(await isSettled(settled)).toBe(true);
});

it('also waits for what is held while it waits', async () => {
  const first = deferred();
  const later = deferred();
  holdUntilArrived(first.promise);
  const settled = arrivalSettled();
  holdUntilArrived(later.promise);
  first.resolve();
  expect(await isSettled(settled)).toBe(false);
  later.resolve();
  expect(await isSettled(settled)).toBe(true);
});

it('lets go after the cap when a request never answers', async () => {
  jest.useFakeTimers();
  holdUntilArrived(new Promise(() => {}));
  const settled = arrivalSettled(1000);
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

describe("the arriving route's page", () => {
  it('holds the gate until the page is committed, its queries have answered and a frame is painted', async () => {
    jest.useFakeTimers();
    const client = new QueryClient();
    holdForArrivalPage(client);
    const settled = arrivalSettled();
    expect(await isSettled(settled)).toBe(false);
    const answer = deferred();
    void client.prefetchQuery({ queryKey: ['page'], queryFn: () => answer.promise.then(() => 1) });
    pageCommitted();
    expect(await isSettled(settled)).toBe(false);
    answer.resolve();
    expect(await isSettled(settled)).toBe(false);
    // The next frame, and the task after it.
    await jest.advanceTimersByTimeAsync(50);
    expect(await isSettled(settled)).toBe(true);
    client.clear();
  });

  it('is released at once when the route shows its error panel instead', async () => {
    holdForArrivalPage(new QueryClient());
    const settled = arrivalSettled();
    releaseArrivalPage();
    expect(await isSettled(settled)).toBe(true);
  });
});
