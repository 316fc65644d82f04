import { t } from '@organizator/shared/i18n';
import { MutedText } from './panel';

/**
 * The one loading indicator: a quiet line, announced politely. Not antd Spin or Skeleton: each
 * brings its own CSS-in-JS to routes that must stay within their byte budget.
 */
export function Loading({ text = t.common.loading }: { text?: string }) {
  return (
    <p role="status" aria-live="polite" aria-label={text} style={{ margin: '12px 0' }}>
      <MutedText>{text}</MutedText>
    </p>
  );
}
