import { t } from '@organizator/shared/i18n';
import { theme } from 'antd';

/**
 * Grey placeholder lines while data loads, in the spirit of antd's Skeleton (which costs its own
 * chunk of CSS-in-JS for a few bars).
 */
export function LoadingBlock({ rows = 3 }: { rows?: number }) {
  const { token } = theme.useToken();
  return (
    <div role="status" aria-label={t.common.loading} style={{ display: 'grid', gap: 12 }}>
      {Array.from({ length: rows + 1 }, (_, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
          key={i}
          style={{
            display: 'block',
            height: i === 0 ? 20 : 16,
            width: i === 0 ? '38%' : i === rows ? '61%' : '100%',
            borderRadius: token.borderRadiusSM,
            background: token.colorFillSecondary,
          }}
        />
      ))}
    </div>
  );
}
