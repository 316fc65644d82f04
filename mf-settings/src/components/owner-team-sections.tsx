import type { User } from '@organizator/shared/contract';
import { t } from '@organizator/shared/i18n';
import { Loading, MutedText, StaleNotice } from '@organizator/shared/ui';
import { useLiveTeam } from '../api/team';
import { InvitesManager } from './invites-manager';
import { SettingsPanel } from './settings-panel';
import { TeamMembers } from './team-members';

const s = t.settings;

/** Only for the team owner: the member list and the invites section (docs/product.md#permissions). */
export function OwnerTeamSections({ me }: { me: User }) {
  const team = useLiveTeam('owned');

  if (team.isPending) return <Loading />;
  // A failed refetch keeps the loaded team on screen (stale-while-error); only no team is an error.
  if (!team.data) return <MutedText>{s.teamLoadError}</MutedText>;
  return (
    <>
      <StaleNotice query={team} />
      <SettingsPanel title={s.membersTitle}>
        <TeamMembers team={team.data} meId={me.id} removable />
      </SettingsPanel>
      <SettingsPanel title={s.invitesTitle}>
        <InvitesManager team={team.data} />
      </SettingsPanel>
    </>
  );
}
