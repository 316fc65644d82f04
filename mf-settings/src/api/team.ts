import { teamApi } from '@organizator/shared/client';
import { queries, refreshMembership } from '@organizator/shared/query';
import { toast } from '@organizator/shared/runtime';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refusalErrors } from '../domain/error-texts';
import { isTeamOwner } from '../domain/membership';
import { t } from '../texts';

const s = t.settings;

/**
 * The team with members and invites, kept fresh while the view is open (a rename by another member
 * comes as no live event, so `queries.team` polls while shown; docs/decisions/settings.md). Two hooks, one enabled:
 * the owner reads GET /owned-teams, a member GET /my-team (their key types differ).
 */
export function useLiveTeam(kind: 'owned' | 'my') {
  const owned = useQuery({ ...queries.team.owned(), enabled: kind === 'owned' });
  const my = useQuery({ ...queries.team.my(), enabled: kind === 'my' });
  return kind === 'owned' ? owned : my;
}

/**
 * Whether the team the page's team sections show has answered (or failed) yet. It only watches:
 * those sections' `useLiveTeam` asks and polls, a second poller of the same team would not.
 */
export function useTeamSettled(kind: 'owned' | 'my') {
  const team = kind === 'owned' ? queries.team.owned() : queries.team.my();
  return !useQuery({ ...team, enabled: false }).isPending;
}

/**
 * /settings asks for the user's invites and the owner's team together with its page chunk
 * (routes.tsx): fetched only once the page had rendered, the team sections arrived late and pushed
 * the account section down, and the invites waited for them. Before GET /me is back (a signed-in
 * arrival) it is not known whose team to ask for; the page's own prefetch asks again then.
 */
export function prefetchSettings(client: QueryClient) {
  void client.prefetchQuery(queries.invites.mine());
  if (isTeamOwner(client.getQueryData(queries.me.fresh().queryKey))) {
    void client.prefetchQuery(queries.team.owned());
  }
}

/** DELETE /team-members/{userId} (owner only): the member gets a team of their own. */
export function useRemoveMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => teamApi.removeMember(userId),
    meta: refusalErrors(t.settings.removeMemberErrorTitle),
    onSuccess: () => toast.success(s.memberRemoved),
    onSettled: () => client.invalidateQueries({ queryKey: queries.team.all() }),
  });
}

/** POST /my-team/leave (members only): the user gets a team of their own, without the old lists. */
export function useLeaveTeam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => teamApi.leaveTeam(),
    meta: refusalErrors(t.settings.leaveTeamErrorTitle),
    onSuccess: () => toast.success(s.teamLeft),
    onSettled: (_team, error) => refreshMembership(client, !error),
  });
}
