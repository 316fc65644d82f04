import { onlineManager } from '@tanstack/react-query';
import { listChangeKey } from './list-changes';
import { createQueryClient } from './query-client';

describe('mutations offline', () => {
  beforeEach(() => onlineManager.setOnline(false));
  afterEach(() => onlineManager.setOnline(true));

  it('a change that is not queued is tried at once and fails visibly, never left waiting in memory', async () => {
    const client = createQueryClient();
    const send = jest.fn().mockRejectedValue(new Error('offline'));
    const mutation = client.getMutationCache().build(client, { mutationFn: send });
    await expect(mutation.execute(undefined)).rejects.toThrow('offline');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a list change waits paused until the browser is back online', async () => {
    const client = createQueryClient();
    const mutation = client
      .getMutationCache()
      .build(client, { mutationKey: listChangeKey('toggle', 'l1') });
    void mutation.execute({ item: { id: 'i1' }, isDone: true }).catch(() => undefined);
    await Promise.resolve();
    expect(mutation.state.isPaused).toBe(true);
  });
});
