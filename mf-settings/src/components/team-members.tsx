import type { Team } from '@organizator/shared/contract';
import { FlexBox, MutedText, useThemeToken } from '@organizator/shared/ui';
import type { CSSProperties } from 'react';
import { t } from '../texts';
import { Pill } from './pill';
import { RemoveMember } from './remove-member';

const s = t.settings;
const ellipsis: CSSProperties = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};

/** First letter of the name or e-mail, for the avatar. */
const initial = (name: string | null, email: string) => (name || email).charAt(0).toUpperCase();

/** The team's members, the owner marked (docs/product.md#screens-settings, #permissions); `removable`: the owner's view. */
export function TeamMembers({
  team,
  meId,
  removable = false,
}: {
  team: Team;
  meId: string;
  removable?: boolean;
}) {
  const token = useThemeToken();
  return (
    <ul aria-label={s.membersTitle} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {team.members.map(({ userId, user }, index) => (
        <li
          key={userId}
          data-testid="team-member"
          style={{
            padding: `${token.paddingSM}px 0`,
            borderTop: index ? `1px solid ${token.colorBorderSecondary}` : undefined,
          }}
        >
          <FlexBox align="center" gap={12} wrap>
            <span
              aria-hidden="true"
              style={{
                flex: 'none',
                display: 'grid',
                placeItems: 'center',
                width: 32,
                height: 32,
                borderRadius: '50%',
                background: token.colorPrimary,
                color: token.colorTextLightSolid,
                fontWeight: token.fontWeightStrong,
              }}
            >
              {initial(user.name, user.email)}
            </span>
            <FlexBox vertical style={{ minWidth: 0, flex: '1 1 160px' }}>
              <strong style={{ ...ellipsis, color: token.colorText }}>
                {user.name || t.common.noName}
                {userId === meId ? ` (${s.you})` : ''}
              </strong>
              <MutedText style={ellipsis}>{user.email}</MutedText>
            </FlexBox>
            {userId === team.ownerId ? <Pill gold>{s.owner}</Pill> : null}
            {removable && userId !== team.ownerId ? (
              <RemoveMember userId={userId} name={user.name || user.email} />
            ) : null}
          </FlexBox>
        </li>
      ))}
    </ul>
  );
}
