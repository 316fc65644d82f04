import { t } from '@organizator/shared/i18n';

export function Spinner({ size = 'default' }: { size?: 'default' | 'large' }) {
  return (
    <span className="org-spinner" data-size={size} role="status" aria-label={t.common.loading} />
  );
}
