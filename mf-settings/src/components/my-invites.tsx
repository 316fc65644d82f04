import { TeamOutlined } from '@ant-design/icons';
import type { MyInvite } from '@organizator/shared/contract';
import { FlexBox, KitButton, MutedText, useThemeToken } from '@organizator/shared/ui';
import { useAnswerInvite } from '../api/invites';
import { t } from '../texts';

const s = t.settings;

const ownerName = (invite: MyInvite) => invite.owner.name || invite.owner.email;

/**
 * The signed-in user's pending invites, each naming the team owner, with accept and decline
 * (settings) or join and start-my-own (onboarding). `highlight` is the team of the invite the mail
 * link opened: marked, and explained when that invite is gone.
 */
export function MyInvites({
  invites,
  highlight,
  acceptText = s.acceptInvite,
  declineText = s.declineInvite,
}: {
  invites: MyInvite[];
  highlight?: string | null;
  acceptText?: string;
  declineText?: string;
}) {
  const token = useThemeToken();
  const answer = useAnswerInvite();
  const busy = (teamId: string, accept: boolean) =>
    answer.running?.teamId === teamId && answer.running.accept === accept;

  return (
    <FlexBox vertical gap={12}>
      {highlight && !invites.some((invite) => invite.teamId === highlight) ? (
        <div role="status">
          <MutedText>{s.inviteGone}</MutedText>
        </div>
      ) : null}
      <ul aria-label={s.myInvitesTitle} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {invites.map((invite) => {
          const owner = ownerName(invite);
          const marked = invite.teamId === highlight;
          return (
            <li
              key={invite.teamId}
              data-testid="my-invite"
              aria-current={marked ? 'true' : undefined}
              style={{
                padding: token.paddingSM,
                marginBottom: token.marginXS,
                borderRadius: token.borderRadiusLG,
                border: `1px solid ${marked ? token.colorPrimaryBorder : token.colorBorderSecondary}`,
                background: marked ? token.colorPrimaryBg : token.colorFillQuaternary,
              }}
            >
              <FlexBox align="center" gap={12} wrap>
                <TeamOutlined style={{ fontSize: 20, color: token.colorPrimary }} />
                <FlexBox vertical style={{ minWidth: 0, flex: '1 1 200px' }}>
                  <strong style={{ color: token.colorText, overflowWrap: 'anywhere' }}>
                    {s.invitedBy(owner)}
                  </strong>
                  <MutedText style={{ overflowWrap: 'anywhere' }}>{invite.owner.email}</MutedText>
                </FlexBox>
                <FlexBox gap={8} wrap>
                  <KitButton
                    type="primary"
                    loading={busy(invite.teamId, true)}
                    disabled={answer.isPending}
                    onClick={() => answer.mutate({ teamId: invite.teamId, accept: true })}
                  >
                    {acceptText}
                  </KitButton>
                  <KitButton
                    loading={busy(invite.teamId, false)}
                    disabled={answer.isPending}
                    onClick={() => answer.mutate({ teamId: invite.teamId, accept: false })}
                  >
                    {declineText}
                  </KitButton>
                </FlexBox>
              </FlexBox>
            </li>
          );
        })}
      </ul>
    </FlexBox>
  );
}
