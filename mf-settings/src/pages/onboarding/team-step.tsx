import type { User } from '@organizator/shared/contract';
import { t } from '@organizator/shared/i18n';
import { Alert, Button, Divider, Flex, Skeleton, Typography } from 'antd';
import { isTeamOwner, useLiveTeam } from '../../api';
import { InvitesManager } from '../../components/invites-manager';
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
  const owner = isTeamOwner(me);
  const team = useLiveTeam(owner ? 'owned' : 'my');

  return (
    <Flex vertical gap={8}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {o.teamTitle}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {owner ? o.ownerText : o.memberText}
      </Typography.Paragraph>
      {team.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : team.data ? (
        <>
          <Typography.Text strong>{s.membersTitle}</Typography.Text>
          <TeamMembers team={team.data} meId={me.id} />
          {owner ? (
            <>
              <Divider style={{ margin: '8px 0' }} />
              <Typography.Text strong>{s.invitesTitle}</Typography.Text>
              <InvitesManager team={team.data} />
            </>
          ) : null}
        </>
      ) : (
        <Alert type="warning" showIcon title={s.teamLoadError} />
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
