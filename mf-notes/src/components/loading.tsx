import { t } from '@organizator/shared/i18n';
import { MutedText } from '@organizator/shared/ui';

/** A quiet "loading" line: antd Skeleton costs bytes on routes that must stay within budget. */
export function Loading({ text = t.common.loading }: { text?: string }) {
  return (
    <p role="status" aria-live="polite" style={{ margin: '12px 0' }}>
      <MutedText>{text}</MutedText>
    </p>
  );
}
