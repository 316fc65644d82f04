import { DeleteOutlined, MailOutlined } from '@ant-design/icons';
import type { TeamInvite } from '@organizator/shared/contract';
import { FlexBox, KitButton, MutedText, useThemeToken } from '@organizator/shared/ui';
import { useDeleteInvite } from '../api/invites';
import { t } from '../texts';
import { Pill } from './pill';

const s = t.settings;

/** Invites that still matter: accepted ones are hidden (docs/product.md#screens). */
export const visibleInvites = (invites: TeamInvite[]) =>
  invites.filter((invite) => invite.status !== 'ACCEPTED');

export function InviteList({ teamId, invites }: { teamId: string; invites: TeamInvite[] }) {
  const token = useThemeToken();
  const remove = useDeleteInvite(teamId);
  const shown = visibleInvites(invites);

  if (!shown.length) return <MutedText>{s.noInvites}</MutedText>;
  return (
    <ul aria-label={s.invitesTitle} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {shown.map((invite, index) => (
        <li
          key={invite.email}
          data-testid="team-invite"
          style={{
            padding: `${token.paddingXS}px 0`,
            borderTop: index ? `1px solid ${token.colorBorderSecondary}` : undefined,
          }}
        >
          <FlexBox align="center" gap={8}>
            <MailOutlined style={{ color: token.colorTextSecondary }} />
            <span
              style={{
                flex: 1,
                minWidth: 0,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                color: token.colorText,
              }}
            >
              {invite.email}
            </span>
            <Pill>{s.invitePending}</Pill>
            <KitButton
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={s.deleteInvite(invite.email)}
              title={s.deleteInvite(invite.email)}
              loading={remove.isPending && remove.variables === invite.email}
              onClick={() => remove.mutate(invite.email)}
            />
          </FlexBox>
        </li>
      ))}
    </ul>
  );
}
