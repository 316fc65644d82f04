import { authApi, isApiError, teamApi } from '@organizator/shared/client';
import { email as emailSchema, type UpdateMeBody, type User } from '@organizator/shared/contract';
import { SETTINGS_SAVED_TOAST_MS } from '@organizator/shared/domain';
import { t } from '@organizator/shared/i18n';
import { queries, refreshMembership } from '@organizator/shared/query';
import { toast } from '@organizator/shared/runtime';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const s = t.settings;

/** docs/product.md#permissions: the owner is the user whose id is the team's ownerId. */
export const isTeamOwner = (me: User | null | undefined): boolean =>
  !!me && (me.isTeamOwner || me.team?.ownerId === me.id);

export const useMe = () => useQuery(queries.me.current());

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

/** docs/product.md (#validation, #errors): a 400 on a name update means the name is too long; anything else is generic. */
export function updateUserErrorText(error: unknown, body: UpdateMeBody): string {
  if (isApiError(error) && error.status === 400 && body.name !== undefined)
    return s.userNameTooLong;
  return s.errorUpdatingUser;
}

/**
 * PUT /me for the name or the goal. The answer goes straight into the `me` cache so the shell's
 * header shows the new name at once; team views refetch so member lists follow.
 */
export function useUpdateMe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMeBody) => authApi.updateMe(body),
    onSuccess: (user, body) => {
      client.setQueryData(queries.me.all(), user);
      toast({
        title: body.name !== undefined ? s.userNameUpdated : s.settingsUpdated,
        variant: 'success',
        duration: SETTINGS_SAVED_TOAST_MS,
      });
    },
    onError: (error, body) => {
      console.error(error);
      toast.error(s.updateUserErrorTitle, updateUserErrorText(error, body));
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queries.me.all() }),
        client.invalidateQueries({ queryKey: queries.team.all() }),
      ]),
  });
}

export type InviteInput = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'ok'; email: string };

/** docs/product.md#validation: the invite e-mail is trimmed and lower-cased; an empty value is silently ignored. */
export function parseInviteEmail(raw: string | undefined): InviteInput {
  const value = (raw ?? '').trim().toLowerCase();
  if (!value) return { kind: 'empty' };
  const parsed = emailSchema.safeParse(value);
  return parsed.success ? { kind: 'ok', email: parsed.data } : { kind: 'invalid' };
}

/** docs/product.md#errors: 403 owners only, 400 "already exists", other client errors the server text. */
export function sendInviteErrorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 403) return s.onlyOwnersCanSendInvites;
    if (error.status === 400 && error.message.includes('already exists')) {
      return s.inviteAlreadyExists;
    }
    if (error.status < 500 && error.message) return error.message;
  }
  return s.errorSendingInvite;
}

export function deleteInviteErrorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 403) return s.onlyOwnersCanDeleteInvites;
    if (error.status < 500 && error.message) return error.message;
  }
  return s.errorDeletingInvite;
}

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

/** The server's own text for a refused answer (4xx), otherwise a generic retry hint. */
const refusalText = (error: unknown) =>
  isApiError(error) && error.status < 500 && error.message ? error.message : s.inviteActionError;

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

/** DELETE /team-members/{userId} (owner only): the member gets a team of their own. */
export function useRemoveMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => teamApi.removeMember(userId),
    onSuccess: () => toast.success(s.memberRemoved),
    onError: (error) => {
      console.error(error);
      toast.error(s.removeMemberErrorTitle, refusalText(error));
    },
    onSettled: () => client.invalidateQueries({ queryKey: queries.team.all() }),
  });
}

/** POST /my-team/leave (members only): the user gets a team of their own, without the old lists. */
export function useLeaveTeam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => teamApi.leaveTeam(),
    onSuccess: () => toast.success(s.teamLeft),
    onError: (error) => {
      console.error(error);
      toast.error(s.leaveTeamErrorTitle, refusalText(error));
    },
    onSettled: (_team, error) => refreshMembership(client, !error),
  });
}
