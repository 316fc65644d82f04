import { LogoutOutlined } from '@ant-design/icons';
import type { User } from '@organizator/shared/contract';
import { useSearchParams } from '@organizator/shared/router';
import {
  FlexBox,
  LinkButton,
  MutedText,
  PageFrame,
  PageHeader,
  QueryView,
} from '@organizator/shared/ui';
import { useMe } from '../api/me';
import { useTeamSettled } from '../api/team';
import { GoalForm } from '../components/goal-form';
import { LogoutAllButton } from '../components/logout-all-button';
import { MemberTeamSection } from '../components/member-team-section';
import { MyInvitesPanel } from '../components/my-invites-panel';
import { NameForm } from '../components/name-form';
import { OwnerTeamSections } from '../components/owner-team-sections';
import { SettingsPanel } from '../components/settings-panel';
import { isTeamOwner } from '../domain/membership';
import { t } from '../texts';

const s = t.settings;

/**
 * /settings (docs/product.md#screens): invites for the user, name, daily energy goal, the owner's team and invites
 * (a member: leaving the team), logout here or everywhere. `?invite=<teamId>` is where an invite
 * mail's link lands.
 */
export function SettingsPage() {
  const me = useMe();
  const [searchParams] = useSearchParams();

  // The forms take their starting values once: from the server's copy, not from a cache restored
  // after a reload that may predate the last save (which saving again would write back). The
  // shell's guard redirects a signed-out user; the loading line stands meanwhile.
  return (
    <PageFrame>
      <QueryView query={me} editable errorTitle={s.userLoadError}>
        {(user) => (
          <FlexBox vertical gap={16}>
            <PageHeader title={t.titles.settings} />
            <MyInvitesPanel highlight={searchParams.get('invite')} />
            <SettingsPanel title={s.profileTitle}>
              <NameForm me={user} />
            </SettingsPanel>
            <SettingsPanel title={s.goalTitle}>
              <GoalForm me={user} />
            </SettingsPanel>
            {isTeamOwner(user) ? <OwnerTeamSections me={user} /> : <MemberTeamSection me={user} />}
            <AccountSection me={user} />
          </FlexBox>
        )}
      </QueryView>
    </PageFrame>
  );
}

/**
 * Signed in as, log out here or everywhere. Shown once the team above it has loaded: shown before,
 * it was pushed down the screen when the team's sections arrived (a layout shift of about 0.07 on a
 * cold load, Lighthouse mobile).
 */
function AccountSection({ me }: { me: User }) {
  if (!useTeamSettled(isTeamOwner(me) ? 'owned' : 'my')) return null;
  return (
    <SettingsPanel title={s.accountTitle}>
      <FlexBox align="center" justify="space-between" gap={12} wrap>
        <MutedText>{s.signedInAs(me.email)}</MutedText>
        <FlexBox gap={8} wrap>
          <LogoutAllButton />
          {/* The shell's /logout loader signs out and redirects to /login. */}
          <LinkButton to="/logout" danger icon={<LogoutOutlined />}>
            {s.logout}
          </LinkButton>
        </FlexBox>
      </FlexBox>
    </SettingsPanel>
  );
}
