import { t } from '@organizator/shared/i18n';
import { useEffect } from 'react';
import { useThemeToken } from './theme-token';

/** How often a page showing stale data asks again on its own while the API is unreachable. */
export const STALE_RETRY_MS = 5000;

/** The part of a TanStack query result the stale-while-error pattern reads. */
export interface QueryLike {
  data: unknown;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * Stale-while-error. A page takes the whole area for a spinner or a load error only while it has
 * no data (`query.data === undefined`); once data was loaded it keeps showing it, and this small
 * notice shown while a page keeps showing data its last refetch could
 * not renew (API or network briefly down). It retries on its own (every few seconds and when the
 * browser is back online) and disappears with the first refetch that succeeds.
 */
export function StaleNotice({ query }: { query: QueryLike }) {
  const stale = query.isError && query.data !== undefined;
  const { refetch } = query;
  const token = useThemeToken();
  useEffect(() => {
    if (!stale) return;
    const retry = () => void refetch();
    const timer = setInterval(retry, STALE_RETRY_MS);
    window.addEventListener('online', retry);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', retry);
    };
  }, [stale, refetch]);
  if (!stale) return null;
  return (
    <div
      role="status"
      data-testid="stale-notice"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6,
        margin: '0 0 8px',
        padding: '2px 10px',
        borderRadius: token.borderRadiusSM,
        background: token.colorWarningBg,
        border: `1px solid ${token.colorWarningBorder}`,
        color: token.colorText,
        fontSize: token.fontSizeSM,
        lineHeight: token.lineHeightSM,
      }}
    >
      <span
        aria-hidden
        style={{
          width: 8,
          height: 8,
          borderRadius: '50%',
          background: token.colorWarning,
          flex: 'none',
        }}
      />
      <span>
        {t.common.staleNotice} · {t.common.staleReconnecting}
      </span>
    </div>
  );
}
