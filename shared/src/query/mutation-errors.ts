import { isApiError, transportMessages } from '@organizator/shared/client';
import { type DictionaryText, t } from '@organizator/shared/i18n';
import { toast } from '@organizator/shared/runtime';
import type { Mutation } from '@tanstack/react-query';
import { droppedChangeText } from './list-changes';

/**
 * How a failed mutation is told, in its `meta` (useMutation, or setMutationDefaults for the changes
 * queued offline). Data only, no functions: a change queued offline is saved with its meta. The texts
 * are the dictionary's own, taken by the code that makes the mutation (its area's texts load with
 * its remote, so the shell's query client could not look an area's key up).
 */
export type MutationErrorMeta = {
  /** The error toast's title; "Greška" without one. */
  errorTitle?: DictionaryText;
  /** The toast's text when the server's own message is not shown; "Unknown server error" without one. */
  errorText?: DictionaryText;
  /** Which of the server's messages reach the user: every one (default), refusals (4xx) only, none. */
  serverText?: 'all' | 'refusals' | 'none';
  /** The product's own texts for particular answers, by status (403: only owners may...). */
  statusTexts?: Partial<Record<number, DictionaryText>>;
  /** The product's own texts for particular answers, by the server's whole message. */
  messageTexts?: Readonly<Record<string, DictionaryText>>;
  /**
   * A 404 for a queued list change: its item or list was deleted meanwhile, so the change is
   * dropped and the member told which ('dropped'), or there is nothing to tell ('ignore': removing
   * what is gone already).
   */
  notFound?: 'dropped' | 'ignore';
  /** The page shows this failure itself, beside the form: no toast. */
  inlineError?: true;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationErrorMeta;
  }
}

type AnyMutation = Mutation<unknown, unknown, unknown, unknown>;

/** The toast a failed mutation shows, or null for none (see `MutationErrorMeta`). */
export function mutationErrorToast(
  error: unknown,
  variables: unknown,
  mutation: Pick<AnyMutation, 'meta' | 'options'>,
): { title: string; description: string } | null {
  const meta: MutationErrorMeta = mutation.meta ?? {};
  if (meta.inlineError) return null;
  const title = meta.errorTitle ?? t.common.error;
  if (!isApiError(error)) {
    return {
      title,
      description: meta.errorText ?? transportMessages.unknown,
    };
  }
  if (error.status === 404 && meta.notFound) {
    if (meta.notFound === 'ignore') return null;
    return { title, description: droppedChangeText(mutation.options.mutationKey, variables) };
  }
  const own = meta.messageTexts?.[error.message] ?? meta.statusTexts?.[error.status];
  if (own) return { title, description: own };
  const serverText = meta.serverText ?? 'all';
  const shown =
    error.message !== '' &&
    (serverText === 'all' || (serverText === 'refusals' && error.status < 500));
  if (shown) return { title, description: error.message };
  return { title, description: meta.errorText ?? transportMessages.unknown };
}

/** The query client's one report of a failed mutation; the mutations' own `onError` only roll back. */
export function reportMutationError(error: unknown, variables: unknown, mutation: AnyMutation) {
  const shown = mutationErrorToast(error, variables, mutation);
  if (shown) toast.error(shown.title, shown.description);
}
