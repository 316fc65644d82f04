import { teamApi } from '@organizator/shared/client';
import { t } from '@organizator/shared/i18n';
import { queries, refreshMembership } from '@organizator/shared/query';
import { toast } from '@organizator/shared/runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteInviteErrorText, refusalText, sendInviteErrorText } from '../domain/error-texts';

const s = t.settings;

/** POST /team-invites; a sent invite refreshes the team data (docs/product.md#behaviour). */
export function useSendInvite(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => teamApi.sendInvite({ email, teamId }),
    onSuccess: (_invite, email) => toast.success(s.invitationSent(email)),
    onError: (error) => {
      console.error(error);
      toast.error(s.sendInviteErrorTitle, sendInviteErrorText(error));
    },
    onSettled: () => client.invalidateQueries({ queryKey: queries.team.all() }),
  });
}

export function useDeleteInvite(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => teamApi.deleteInvite({ email, teamId }),
    onSuccess: () => toast.success(s.inviteDeleted),
    onError: (error) => {
      console.error(error);
      toast.error(s.deleteInviteErrorTitle, deleteInviteErrorText(error));
    },
    onSettled: () => client.invalidateQueries({ queryKey: queries.team.all() }),
  });
}

/** GET /my-invites, kept fresh while shown: an invite sent now appears without a reload. */
export const useMyInvites = () => useQuery(queries.invites.mine());

/**
 * Accept or decline an invite. Accepting moves the user into that team (their lists follow the rule
 * in docs/decisions/settings.md), so everything team-shaped is refetched and old lists dropped.
 */
export function useAnswerInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, accept }: { teamId: string; accept: boolean }) =>
      accept ? teamApi.acceptInvite({ teamId }) : teamApi.declineInvite({ teamId }),
    onSuccess: (_result, { accept }) => toast.success(accept ? s.inviteAccepted : s.inviteDeclined),
    onError: (error, { accept }) => {
      console.error(error);
      toast.error(
        accept ? s.acceptInviteErrorTitle : s.declineInviteErrorTitle,
        refusalText(error),
      );
    },
    onSettled: (_result, _error, { accept }) => refreshMembership(client, accept),
  });
}
