import { groceries } from '@organizator/shared/i18n/groceries';
import { notes } from '@organizator/shared/i18n/notes';
import { onlineManager } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_STATUS, transportMessages } from '../client/errors';
import { toastBus } from '../runtime/toast-bus';
import { listChangeKey } from './list-changes';
import type { MutationErrorMeta } from './mutation-errors';
import { createQueryClient } from './query-client';

/** Runs one failing mutation through the page's query client; answers the toast it left. */
async function fail(
  error: unknown,
  {
    meta,
    mutationKey,
    variables,
  }: {
    meta?: MutationErrorMeta;
    mutationKey?: readonly unknown[];
    variables?: unknown;
  } = {},
) {
  const client = createQueryClient();
  const mutation = client.getMutationCache().build(client, {
    mutationKey,
    // Only when given: an explicit `undefined` would hide the defaults' meta of the key.
    ...(meta ? { meta } : {}),
    mutationFn: () => Promise.reject(error),
    networkMode: 'always',
  });
  await mutation.execute(variables).catch(() => undefined);
  const toast = toastBus.get();
  return toast && { title: toast.title, description: toast.description, variant: toast.variant };
}

afterEach(() => {
  toastBus.dismiss();
  onlineManager.setOnline(true);
});

describe('one report of a failed mutation', () => {
  it('titles the error toast from meta and says the server’s message', async () => {
    expect(
      await fail(new ApiError(400, 'Naziv je obavezan'), {
        meta: { errorTitle: groceries.errorCreating },
      }),
    ).toEqual({
      title: 'Error creating grocery',
      description: 'Naziv je obavezan',
      variant: 'destructive',
    });
  });

  it('is titled "Greška" without a title, and says "Unknown server error" for a failure that is no answer of the API', async () => {
    expect(await fail(new TypeError('x is undefined'))).toEqual({
      title: 'Greška',
      description: transportMessages.unknown,
      variant: 'destructive',
    });
  });

  it('shows no toast for a mutation whose page says it inline', async () => {
    expect(await fail(new ApiError(500, 'boom'), { meta: { inlineError: true } })).toBeNull();
  });

  it('keeps the product’s own text where it hides the server’s', async () => {
    const meta: MutationErrorMeta = {
      errorText: notes.notSaved,
      serverText: 'none',
    };
    expect((await fail(new ApiError(500, 'stack trace'), { meta }))?.description).toBe(
      'Note not saved, please try again',
    );
  });

  it('tells a queued list change dropped because its item is gone, naming the item', async () => {
    const toast = await fail(new ApiError(404, 'Not found'), {
      mutationKey: listChangeKey('toggle', 'l1'),
      variables: { item: { id: 'i1', name: 'Mlijeko' }, isDone: true },
    });
    expect(toast?.title).toBe('Greška');
    expect(toast?.description).toContain('Mlijeko');
  });

  it('says nothing when removing an item that is gone already', async () => {
    expect(
      await fail(new ApiError(404, 'Not found'), {
        mutationKey: listChangeKey('remove-item', 'l1'),
        variables: { id: 'i1', name: 'Mlijeko' },
      }),
    ).toBeNull();
  });

  it('still marks the page offline when a change got no answer at all', async () => {
    await fail(new ApiError(NETWORK_ERROR_STATUS, transportMessages.network));
    expect(onlineManager.isOnline()).toBe(false);
  });
});
