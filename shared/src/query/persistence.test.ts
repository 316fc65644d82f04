import { QueryClient } from '@tanstack/react-query';
import { set } from 'idb-keyval';
import { persistQueryCache } from './persistence';

jest.mock('idb-keyval', () => ({
  createStore: jest.fn(() => 'store'),
  get: jest.fn(async () => undefined),
  set: jest.fn(async () => {}),
  del: jest.fn(async () => {}),
}));

const saved = set as jest.MockedFunction<typeof set>;
const savedKeys = () => {
  const client = saved.mock.calls.at(-1)?.[1] as
    | { clientState: { queries: { queryKey: unknown }[] } }
    | undefined;
  return client?.clientState.queries.map((q) => q.queryKey) ?? [];
};

describe('the saved query cache', () => {
  let client: QueryClient;
  let stop: () => void;
  beforeEach(async () => {
    jest.useFakeTimers();
    saved.mockClear();
    client = new QueryClient();
    stop = await persistQueryCache(client, 'session');
  });
  afterEach(() => {
    stop();
    client.clear();
    jest.useRealTimers();
  });

  it('writes an answer from the server when it arrives, not a batch later', async () => {
    await client.fetchQuery({ queryKey: ['lists', 'detail', 'l1'], queryFn: async () => 'items' });
    expect(savedKeys()).toEqual([['lists', 'detail', 'l1']]);
  });

  it('batches the cache’s own edits, and writes them when the tab is hidden', () => {
    client.setQueryData(['lists', 'detail', 'l1'], 'ticked');
    client.setQueryData(['lists', 'detail', 'l1'], 'ticked twice');
    expect(saved).not.toHaveBeenCalled();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(saved).toHaveBeenCalledTimes(1);
    expect(savedKeys()).toEqual([['lists', 'detail', 'l1']]);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('writes a batch of edits once its delay has passed', () => {
    client.setQueryData(['notes', 'list'], 'one');
    client.setQueryData(['notes', 'list'], 'two');
    jest.runOnlyPendingTimers();
    expect(saved).toHaveBeenCalledTimes(1);
  });
});
