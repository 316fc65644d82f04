import { LogoutOutlined } from '@ant-design/icons';
import type { User } from '@organizator/shared/contract';
import { FlexBox, MutedText } from '@organizator/shared/ui';
import { useLeaveTeam, useLiveTeam } from '../api/team';
import { t } from '../texts';
import { ConfirmInline } from './confirm-inline';
import { SettingsPanel } from './settings-panel';

const s = t.settings;

/**
 * For a member (not the owner): whose team this is, and leaving it. docs/product.md#permissions keeps the member list
 * and invites from members; the owner's name is all they see of the team here.
 */
export function MemberTeamSection({ me }: { me: User }) {
  const team = useLiveTeam('my');
  const leave = useLeaveTeam();
  const owner = team.data?.members.find((member) => member.userId === team.data?.ownerId)?.user;
  const ownerName = owner ? owner.name || owner.email : t.common.noName;

  return (
    <SettingsPanel title={s.teamTitle}>
      <FlexBox vertical gap={12} align="flex-start">
        {team.data ? <MutedText>{s.memberOf(ownerName)}</MutedText> : null}
        <ConfirmInline
          key={me.team?.id}
          label={s.leaveTeam}
          question={s.leaveTeamConfirm}
          icon={<LogoutOutlined />}
          loading={leave.isPending}
          onConfirm={() => leave.mutate()}
        />
      </FlexBox>
    </SettingsPanel>
  );
}
