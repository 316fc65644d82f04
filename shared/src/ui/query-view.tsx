import { t } from '@organizator/shared/i18n';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { Loading } from './loading';
import { type QueryLike, StaleNotice } from './stale-notice';

/**
 * A page's main query, one way everywhere: loading while there is no data, a load error with retry
 * when the first load failed, and once there is data, the data, with the stale notice when a later
 * refetch fails (stale-while-error).
 */
export function QueryView<T>({
  query,
  errorTitle,
  children,
}: {
  query: QueryLike & { data: T | undefined };
  errorTitle: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data === undefined) {
    return query.isError ? (
      <EmptyState
        text={errorTitle}
        action={<Button onClick={() => query.refetch()}>{t.common.retry}</Button>}
      />
    ) : (
      <Loading />
    );
  }
  return (
    <>
      <StaleNotice query={query} />
      {children(query.data)}
    </>
  );
}
