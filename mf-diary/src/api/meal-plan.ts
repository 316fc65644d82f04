import { isApiError, mealPlanApi } from '@organizator/shared/client';
import type { MealPlanDay } from '@organizator/shared/contract';
import { queries } from '@organizator/shared/query';
import { toast, whenIdle } from '@organizator/shared/runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { dayOfPlan, emptyPlanDay, entryBody, type PlanChange, withDay } from '../domain/plan-edits';
import { shiftWeek, weekDays } from '../domain/week';
import { t } from '../texts';

const weekQuery = (monday: string) => queries.mealPlan.range(monday, weekDays(monday)[6] ?? monday);

/** The menu of the week starting on `monday` (one GET /meal-plan for its seven days). */
export function usePlanWeek(monday: string) {
  return useQuery(weekQuery(monday));
}

/** How long the shown week's neighbours may wait for an idle moment before they are fetched. */
const NEIGHBOURS_WITHIN_MS = 2000;

/**
 * Once the shown week is here, the weeks before and after it are fetched while the page is idle:
 * the arrows then show a week from the cache instead of waiting for its answer.
 */
export function usePrefetchNeighbourWeeks(monday: string, ready: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!ready) return;
    return whenIdle(() => {
      for (const weeks of [1, -1]) void client.prefetchQuery(weekQuery(shiftWeek(monday, weeks)));
    }, NEIGHBOURS_WITHIN_MS);
  }, [client, monday, ready]);
}

/** A change that met a second conflict: someone else keeps writing the same day. */
class PlanConflict extends Error {}

const send = (day: MealPlanDay, change: PlanChange) =>
  mealPlanApi.update(day.date, {
    entries: change(day.entries).map(entryBody),
    version: day.version,
  });

/**
 * Saves a change made on `day` with the day's version. When the day changed meanwhile (a teammate:
 * 409, nothing stored), the change is applied again to the day as the server now has it and sent
 * once more, so neither side's entries are lost; a second conflict is explained, not hidden.
 */
export async function savePlanChange(day: MealPlanDay, change: PlanChange): Promise<MealPlanDay> {
  try {
    return await send(day, change);
  } catch (error) {
    if (!isApiError(error) || error.status !== 409) throw error;
    const [fresh] = await mealPlanApi.range(day.date, day.date);
    try {
      return await send(fresh ?? emptyPlanDay(day.date), change);
    } catch (again) {
      if (isApiError(again) && again.status === 409) throw new PlanConflict(t.plan.conflict);
      throw again;
    }
  }
}

/**
 * One edit of the menu: a change of one day, or of two (a move to another day: added there first,
 * then removed here, so a failure in between leaves a copy, never a loss). Each day is as the page
 * showed it when the user acted; its version decides whether the server takes the change as is.
 */
export type PlanEdit = { day: MealPlanDay; change: PlanChange }[];

/**
 * Every menu edit: applied to the cached week first, rolled back with the reason on failure, then
 * refetched. Edits run one after another (one scope); an edit made on a view its predecessor has
 * already changed meets a 409 and is applied again to the fresh day (the changes are idempotent).
 */
export function useUpdatePlan(monday: string) {
  const client = useQueryClient();
  const weekKey = weekQuery(monday).queryKey;
  return useMutation({
    scope: { id: 'meal-plan' },
    meta: { errorTitle: t.plan.errorUpdating },
    mutationFn: async (edit: PlanEdit) => {
      for (const { day, change } of edit) await savePlanChange(day, change);
    },
    onMutate: async (edit) => {
      await client.cancelQueries({ queryKey: weekKey });
      const previous = client.getQueryData(weekKey);
      client.setQueryData(weekKey, (old) =>
        edit.reduce((days, { day, change }) => {
          const current = dayOfPlan(days, day.date);
          return withDay(days, { ...current, entries: change(current.entries) });
        }, old ?? []),
      );
      return { previous };
    },
    onError: (_error, _edit, context) => {
      if (context?.previous) client.setQueryData(weekKey, context.previous);
    },
    onSuccess: () => toast.success(t.plan.updated),
    // The days' planned entries in the diary change with the menu.
    onSettled: (_data, _error, edit) =>
      Promise.all([
        client.invalidateQueries({ queryKey: queries.mealPlan.all() }),
        ...edit.map(({ day }) =>
          client.invalidateQueries({ queryKey: queries.diaries.day(day.date).queryKey }),
        ),
      ]),
  });
}
