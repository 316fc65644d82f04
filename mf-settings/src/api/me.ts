import { authApi } from '@organizator/shared/client';
import type { UpdateMeBody } from '@organizator/shared/contract';
import { SETTINGS_SAVED_TOAST_MS } from '@organizator/shared/domain';
import { queries } from '@organizator/shared/query';
import { toast } from '@organizator/shared/runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { updateGoalErrors, updateNameErrors } from '../domain/error-texts';
import { t } from '../texts';

const s = t.settings;

export const useMe = () => useQuery(queries.me.current());

/**
 * PUT /me for the name or the goal (`field`: which one this form changes, for its error texts). The answer goes straight into the `me` cache so the shell's
 * header shows the new name at once; team views refetch so member lists follow.
 */
export function useUpdateMe(field: 'name' | 'goal') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMeBody) => authApi.updateMe(body),
    meta: field === 'name' ? updateNameErrors : updateGoalErrors,
    onSuccess: (user, body) => {
      client.setQueryData(queries.me.all(), user);
      toast({
        title: body.name !== undefined ? s.userNameUpdated : s.settingsUpdated,
        variant: 'success',
        duration: SETTINGS_SAVED_TOAST_MS,
      });
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queries.me.all() }),
        client.invalidateQueries({ queryKey: queries.team.all() }),
      ]),
  });
}
