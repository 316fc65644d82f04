import type { Visibility } from '@organizator/shared/contract';
import { visibility as texts } from '@organizator/shared/i18n/recipes';
import { useThemeToken } from './theme-token';

/**
 * A food shared with the team or with everyone is marked in lists and pickers ("Tim", "Javno");
 * a private one carries no mark.
 */
export function VisibilityMark({ visibility }: { visibility: Visibility }) {
  const token = useThemeToken();
  if (visibility === 'private') return null;
  const team = visibility === 'team';
  return (
    <span
      data-testid="visibility-mark"
      title={team ? texts.teamHelp : texts.publicHelp}
      style={{
        flexShrink: 0,
        display: 'inline-block',
        marginInlineStart: 6,
        fontSize: token.fontSizeSM,
        fontWeight: 'normal',
        lineHeight: '18px',
        padding: '0 6px',
        borderRadius: token.borderRadiusSM,
        // Text tokens on fills, as the starter mark: the success palette's green on its own
        // background stayed under 4.5:1 in light mode (axe, accessibility journey).
        color: team ? token.colorText : token.colorPrimaryText,
        background: team ? token.colorFillSecondary : token.colorPrimaryBg,
      }}
    >
      {team ? texts.teamMark : texts.publicMark}
    </span>
  );
}
