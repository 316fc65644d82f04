import type { User } from '@organizator/shared/contract';
import { MutedText, QueryView } from '@organizator/shared/ui';
import { useLiveTeam } from '../api/team';
import { t } from '../texts';
import { InvitesManager } from './invites-manager';
import { SettingsPanel } from './settings-panel';
import { TeamMembers } from './team-members';

const s = t.settings;

/** Only for the team owner: the member list and the invites section (docs/product.md#permissions). */
export function OwnerTeamSections({ me }: { me: User }) {
  const team = useLiveTeam('owned');
  return (
    <QueryView query={team} errorTitle={s.teamLoadError}>
      {(owned) =>
        // An owner without an owned team is a server that disagrees with GET /me: said, not drawn.
        owned === null ? (
          <MutedText>{s.teamLoadError}</MutedText>
        ) : (
          <>
            <SettingsPanel title={s.membersTitle}>
              <TeamMembers team={owned} meId={me.id} removable />
            </SettingsPanel>
            <SettingsPanel title={s.invitesTitle}>
              <InvitesManager team={owned} />
            </SettingsPanel>
          </>
        )
      }
    </QueryView>
  );
}
