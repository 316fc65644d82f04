import type { User } from '@organizator/shared/contract';
import { t } from '@organizator/shared/i18n';
import { MutedText } from '@organizator/shared/ui';
import { useLiveTeam } from '../api';
import { InvitesManager } from './invites-manager';
import { LoadingBlock } from './loading-block';
import { SettingsPanel } from './settings-panel';
import { TeamMembers } from './team-members';

const s = t.settings;

/** Only for the team owner: the member list and the invites section (SPEC §6). */
export function OwnerTeamSections({ me }: { me: User }) {
  const team = useLiveTeam('owned');

  if (team.isPending) return <LoadingBlock rows={3} />;
  if (team.isError || !team.data) return <MutedText>{s.teamLoadError}</MutedText>;
  return (
    <>
      <SettingsPanel title={s.membersTitle}>
        <TeamMembers team={team.data} meId={me.id} removable />
      </SettingsPanel>
      <SettingsPanel title={s.invitesTitle}>
        <InvitesManager team={team.data} />
      </SettingsPanel>
    </>
  );
}
