import { t } from '@organizator/shared/i18n';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { Loading } from './loading';
import { type QueryLike, StaleNotice } from './stale-notice';

/**
 * A page's main query, one way everywhere: loading while there is no data, a load error with retry
 * when the first load failed, and once there is data, the data, with the stale notice when a later
 * refetch fails (stale-while-error).
 */
export function QueryView<T, E = unknown>({
  query,
  errorTitle,
  errorText,
  errorActions,
  children,
}: {
  query: QueryLike & { data: T | undefined; error: E | null };
  errorTitle: string;
  /** Why it failed, in the user's words (e.g. the API's message, or "not found" for a 404). */
  errorText?: (error: E) => ReactNode;
  /** Ways out besides retrying (e.g. back to the overview). */
  errorActions?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.data === undefined) {
    return query.isError ? (
      <LoadError
        title={errorTitle}
        text={errorText && query.error !== null ? errorText(query.error) : undefined}
        actions={
          <>
            <Button onClick={() => query.refetch()}>{t.common.retry}</Button>
            {errorActions}
          </>
        }
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
