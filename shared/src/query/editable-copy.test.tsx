import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useEditableCopy } from './editable-copy';

type Doc = { id: string; text: string };

function setup(cached: Doc | undefined, fetchDoc: () => Promise<Doc>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (cached) client.setQueryData(['doc'], cached);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => useEditableCopy(useQuery({ queryKey: ['doc'], queryFn: fetchDoc, staleTime: 0 })),
    { wrapper },
  );
  return { client, hook };
}

describe('useEditableCopy', () => {
  it('waits for the server instead of starting from a cached copy that is being refetched', async () => {
    let answer: ((doc: Doc) => void) | null = null;
    const { hook } = setup(
      { id: 'd', text: 'staro' },
      () => new Promise<Doc>((resolve) => (answer = resolve)),
    );
    expect(hook.result.current).toBeUndefined();
    await waitFor(() => expect(answer).not.toBeNull());
    await act(async () => answer?.({ id: 'd', text: 'novo' }));
    await waitFor(() => expect(hook.result.current?.text).toBe('novo'));
  });

  it('keeps the editor once started when a later background refetch runs', async () => {
    let calls = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { client, hook } = setup(undefined, async () => {
      calls += 1;
      if (calls > 1) await held;
      return { id: 'd', text: `v${calls}` };
    });
    await waitFor(() => expect(hook.result.current?.text).toBe('v1'));
    act(() => void client.refetchQueries({ queryKey: ['doc'] }));
    await waitFor(() => expect(calls).toBe(2));
    expect(hook.result.current?.text).toBe('v1');
    await act(async () => release());
    await waitFor(() => expect(hook.result.current?.text).toBe('v2'));
  });

  it('an error answer lets the cached copy through (the stale notice tells the user)', async () => {
    const { hook } = setup({ id: 'd', text: 'staro' }, async () => {
      throw new Error('down');
    });
    await waitFor(() => expect(hook.result.current?.text).toBe('staro'));
  });
});
