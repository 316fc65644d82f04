import type { UseQueryResult } from '@tanstack/react-query';
import { useRef } from 'react';

/**
 * Whether an editor that takes its starting values once (Editor.js, a form) may start from what the
 * query holds. It must not start from a copy the server has already replaced: a cache restored after
 * a reload can be older than the last save, and saving the edit would write that old copy back. So
 * while online and a fetch is on its way, wait for it; offline (fetch paused) the saved copy is the
 * best there is. Once started for a record, a later background refetch never takes the editor away.
 */
export function useEditableCopy<D extends { id: string } | null, E = Error>(
  query: UseQueryResult<D, E>,
): NonNullable<D> | undefined {
  const startedFor = useRef<string | null>(null);
  const data: NonNullable<D> | undefined = query.data ?? undefined;
  if (
    data !== undefined &&
    (!query.isFetching || query.isFetchedAfterMount || query.fetchStatus === 'paused')
  ) {
    startedFor.current = data.id;
  }
  return data !== undefined && startedFor.current === data.id ? data : undefined;
}
