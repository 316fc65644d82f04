import { teamApi } from '@organizator/shared/client';
import { queries, refreshMembership } from '@organizator/shared/query';
import { toast } from '@organizator/shared/runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteInviteErrors, refusalErrors, sendInviteErrors } from '../domain/error-texts';
import { t } from '../texts';

const s = t.settings;

/** POST /team-invites; a sent invite refreshes the team data (docs/product.md#behaviour). */
export function useSendInvite(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => teamApi.sendInvite({ email, teamId }),
    meta: sendInviteErrors,
    onSuccess: (_invite, email) => toast.success(s.invitationSent(email)),
    onSettled: () => client.invalidateQueries({ queryKey: queries.team.all() }),
  });
}

export function useDeleteInvite(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => teamApi.deleteInvite({ email, teamId }),
    meta: deleteInviteErrors,
    onSuccess: () => toast.success(s.inviteDeleted),
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
  const accept = useInviteAnswer(true);
  const decline = useInviteAnswer(false);
  const running = accept.isPending ? accept : decline.isPending ? decline : null;
  return {
    isPending: running !== null,
    /** The invite (its team) being answered, and how. */
    running: running ? { teamId: running.variables, accept: running === accept } : null,
    mutate: ({ teamId, accept: yes }: { teamId: string; accept: boolean }) =>
      (yes ? accept : decline).mutate(teamId),
  };
}

/** One of the two answers: each its own mutation, so its failure has its own title. */
function useInviteAnswer(accept: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (teamId: string) =>
      accept ? teamApi.acceptInvite({ teamId }) : teamApi.declineInvite({ teamId }),
    meta: refusalErrors(
      accept ? t.settings.acceptInviteErrorTitle : t.settings.declineInviteErrorTitle,
    ),
    onSuccess: () => toast.success(accept ? s.inviteAccepted : s.inviteDeclined),
    onSettled: () => refreshMembership(client, accept),
  });
}
