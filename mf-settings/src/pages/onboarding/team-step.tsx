import type { User } from '@organizator/shared/contract';
import { t } from '@organizator/shared/i18n';
import { MutedText } from '@organizator/shared/ui';
import { Button, Flex, theme } from 'antd';
import { isTeamOwner, useLiveTeam } from '../../api';
import { Heading } from '../../components/heading';
import { InvitesManager } from '../../components/invites-manager';
import { LoadingBlock } from '../../components/loading-block';
import { TeamMembers } from '../../components/team-members';

const s = t.settings;
const o = s.onboarding;

/** Step 2: the team view for everyone; the invites manager only for the owner (SPEC §2, §6). */
export function TeamStep({
  me,
  onBack,
  onNext,
}: {
  me: User;
  onBack: () => void;
  onNext: () => void;
}) {
  const { token } = theme.useToken();
  const owner = isTeamOwner(me);
  const team = useLiveTeam(owner ? 'owned' : 'my');

  return (
    <Flex vertical gap={8}>
      <Heading>{o.teamTitle}</Heading>
      <MutedText style={{ marginBottom: 8 }}>{owner ? o.ownerText : o.memberText}</MutedText>
      {team.isPending ? (
        <LoadingBlock rows={2} />
      ) : team.data ? (
        <>
          <Heading level={5}>{s.membersTitle}</Heading>
          <TeamMembers team={team.data} meId={me.id} />
          {owner ? (
            <Flex
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
            </Flex>
          ) : null}
        </>
      ) : (
        <MutedText>{s.teamLoadError}</MutedText>
      )}
      <Flex justify="space-between" align="center" style={{ marginTop: 16 }}>
        <Button type="link" onClick={onBack} style={{ paddingInline: 0 }}>
          {t.common.back}
        </Button>
        <Button type="primary" onClick={onNext}>
          {t.common.next}
        </Button>
      </Flex>
    </Flex>
  );
}
