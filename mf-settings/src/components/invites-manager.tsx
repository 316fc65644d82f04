import type { Team } from '@organizator/shared/contract';
import { FlexBox, MutedText } from '@organizator/shared/ui';
import { t } from '../texts';
import { InviteForm } from './invite-form';
import { InviteList } from './invite-list';

/** The owner's invites: send one, see the pending ones, delete them (docs/product.md (#screens, #permissions)). */
export function InvitesManager({ team }: { team: Team }) {
  return (
    <FlexBox vertical gap={16}>
      <MutedText>{t.settings.invitesHelp}</MutedText>
      <InviteForm teamId={team.id} />
      <InviteList teamId={team.id} invites={team.invites} />
    </FlexBox>
  );
}
