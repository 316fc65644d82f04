import { isApiError, mealPlanApi } from '@organizator/shared/client';
import type { MealPlanDay } from '@organizator/shared/contract';
import { queries } from '@organizator/shared/query';
import { toast } from '@organizator/shared/runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dayOfPlan, emptyPlanDay, entryBody, type PlanChange, withDay } from '../domain/plan-edits';
import { weekDays } from '../domain/week';
import { t } from '../texts';

/** The menu of the week starting on `monday` (one GET /meal-plan for its seven days). */
export function usePlanWeek(monday: string) {
  const days = weekDays(monday);
  return useQuery(queries.mealPlan.range(monday, days[6] ?? monday));
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
  const weekKey = queries.mealPlan.range(monday, weekDays(monday)[6] ?? monday).queryKey;
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
