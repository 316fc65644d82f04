import { groceries } from '@organizator/shared/i18n/groceries';
import { useThemeToken } from './theme-token';

/**
 * Marks a grocery of the app's own starter catalogue wherever groceries are listed or picked, so a
 * user can tell it from what people typed in (and why it cannot be edited).
 */
export function StarterMark() {
  const token = useThemeToken();
  return (
    <span
      data-testid="starter-mark"
      title={groceries.starterTitle}
      style={{
        flexShrink: 0,
        display: 'inline-block',
        marginInlineStart: 6,
        fontSize: token.fontSizeSM,
        fontWeight: 'normal',
        lineHeight: '18px',
        padding: '0 6px',
        borderRadius: token.borderRadiusSM,
        color: token.colorPrimaryText,
        background: token.colorPrimaryBg,
      }}
    >
      {groceries.starterMark}
    </span>
  );
}
