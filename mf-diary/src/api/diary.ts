import { diaryApi, isApiError } from '@organizator/shared/client';
import type { FoodDiary } from '@organizator/shared/contract';
import {
  type PlannedPortion,
  plannedPortionKey,
  queries,
  sendPlannedPortion,
} from '@organizator/shared/query';
import { toast } from '@organizator/shared/runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applyEdit, type DiaryChange, dayOf } from '../domain/diary-edits';
import { t } from '../texts';

/** One day's diary out of `GET /food-diaries` (the API lists them all; the cache is shared). */
export function useDiaryDay(date: string) {
  return useQuery({
    ...queries.diaries.days(),
    select: (diaries) => dayOf(diaries, date),
  });
}

/**
 * Saves a change made on `day`, sending the day's version. When the day changed meanwhile (another tab
 * or device: 409), the change is applied again to the day as the server now has it and sent once
 * more, so neither side's entries are lost and the user sees nothing of it.
 */
export async function saveChange(date: string, day: FoodDiary, change: DiaryChange) {
  try {
    return await diaryApi.update(date, { ...change(day), version: day.version });
  } catch (error) {
    if (!isApiError(error) || error.status !== 409) throw error;
    const fresh = dayOf(await diaryApi.all(), date);
    return diaryApi.update(date, { ...change(fresh), version: fresh.version });
  }
}

/**
 * Every diary edit (docs/product.md#behaviour): applied to the cache first, rolled back with "Error updating food
 * diary" and the server's message on failure, "Food diary updated" on success, then refetched.
 */
export function useUpdateDiary(date: string) {
  const client = useQueryClient();
  const key = queries.diaries.days().queryKey;
  return useMutation({
    mutationFn: ({ day, change }: { day: FoodDiary; change: DiaryChange }) =>
      saveChange(date, day, change),
    meta: { errorTitle: t.offline.diaryNotUpdated },
    onMutate: async ({ day, change }) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData(key);
      client.setQueryData(key, (old) => applyEdit(old ?? [], date, change(day)));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      // Edits are only offered once the diaries are loaded, so there is always a snapshot.
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: () => toast.success(t.diary.updated),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** The day's planned entries (GET /food-diaries/{date}: the team menu's, not logged by this member). */
export function usePlanned(date: string) {
  return useQuery({ ...queries.diaries.day(date), select: (day) => day.planned });
}

/**
 * One tap on a planned dish: the member's portion goes into the day at once (it counts as eaten)
 * and is sent; offline it waits and is sent on reconnect (`plannedPortionKey` defaults, shared).
 */
export function useLogPlanned(date: string) {
  const client = useQueryClient();
  const key = queries.diaries.days().queryKey;
  return useMutation({
    mutationKey: plannedPortionKey(date),
    mutationFn: (portion: PlannedPortion) => sendPlannedPortion(portion),
    onMutate: async ({ entry }) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData(key);
      client.setQueryData(key, (old) => {
        const day = dayOf(old ?? [], date);
        return applyEdit(old ?? [], date, {
          groceries: [...day.groceries, entry],
          activities: day.activities,
        });
      });
      return { previous };
    },
    // Its failure is told under the planned portions' title (their defaults' meta, shared).
    onError: (_error, _portion, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: () => toast.success(t.diary.updated),
    onSettled: () => client.invalidateQueries({ queryKey: queries.diaries.all() }),
  });
}
