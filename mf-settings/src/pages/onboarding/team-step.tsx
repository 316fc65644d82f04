import type { User } from '@organizator/shared/contract';
import {
  FlexBox,
  Heading,
  KitButton,
  Loading,
  MutedText,
  useThemeToken,
} from '@organizator/shared/ui';
import { useMyInvites } from '../../api/invites';
import { useLiveTeam } from '../../api/team';
import { InvitesManager } from '../../components/invites-manager';
import { MyInvites } from '../../components/my-invites';
import { TeamMembers } from '../../components/team-members';
import { isTeamOwner } from '../../domain/membership';
import { t } from '../../texts';

const s = t.settings;
const o = s.onboarding;

/**
 * Step 2: pending invites first (join that team, or start my own: nobody joins without saying so),
 * then the team view for everyone and the invites manager only for the owner (docs/product.md (#screens, #permissions)).
 */
export function TeamStep({
  me,
  onBack,
  onNext,
}: {
  me: User;
  onBack: () => void;
  onNext: () => void;
}) {
  const token = useThemeToken();
  const owner = isTeamOwner(me);
  const team = useLiveTeam(owner ? 'owned' : 'my');
  const invites = useMyInvites();

  return (
    <FlexBox vertical gap={8}>
      {invites.data?.length ? (
        <FlexBox
          vertical
          gap={8}
          style={{
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            paddingBottom: token.paddingMD,
            marginBottom: token.marginXS,
          }}
        >
          <Heading pageTitle>{o.invitedTitle}</Heading>
          <MutedText>{o.invitedText}</MutedText>
          <MyInvites invites={invites.data} acceptText={o.joinTeam} declineText={o.startOwnTeam} />
        </FlexBox>
      ) : null}
      {/* One <h1> per page: an invitation, when shown first, is the page's title. */}
      <Heading pageTitle={!invites.data?.length}>{o.teamTitle}</Heading>
      <MutedText style={{ marginBottom: 8 }}>{owner ? o.ownerText : o.memberText}</MutedText>
      {team.isPending ? (
        <Loading />
      ) : team.data ? (
        <>
          <Heading level={5}>{s.membersTitle}</Heading>
          <TeamMembers team={team.data} meId={me.id} />
          {owner ? (
            <FlexBox
              vertical
              gap={8}
              style={{
                borderTop: `1px solid ${token.colorBorderSecondary}`,
                paddingTop: token.paddingMD,
                marginTop: token.marginXS,
              }}
            >
              <Heading level={5}>{s.invitesTitle}</Heading>
              <InvitesManager team={team.data} />
            </FlexBox>
          ) : null}
        </>
      ) : (
        <MutedText>{s.teamLoadError}</MutedText>
      )}
      <FlexBox justify="space-between" align="center" style={{ marginTop: 16 }}>
        <KitButton type="link" onClick={onBack} style={{ paddingInline: 0 }}>
          {t.common.back}
        </KitButton>
        <KitButton type="primary" onClick={onNext}>
          {t.common.next}
        </KitButton>
      </FlexBox>
    </FlexBox>
  );
}
