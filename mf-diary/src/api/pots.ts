import { errorMessage, mealPlanApi, potsApi } from '@organizator/shared/client';
import type { CreatePotBody, DiaryMeal, MealPlanEntry } from '@organizator/shared/contract';
import { queries } from '@organizator/shared/query';
import { toast } from '@organizator/shared/runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addPlanEntry, emptyPlanDay } from '../domain/plan-edits';
import { t } from '../texts';
import { savePlanChange } from './meal-plan';

/** The team's open pots and the recent ones (a member's usual share is read from those). */
export function usePots() {
  const open = useQuery(queries.pots.open());
  const recent = useQuery(queries.pots.recent());
  return { open: open.data ?? [], recent: recent.data ?? [] };
}

/**
 * Takes a portion from a pot into the member's diary. The request id is made once per tap, so a
 * retry of the same tap takes nothing more; a portion over what is left is told with the server's
 * message (it names the grams left).
 */
export function useTakeFromPot(date: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (take: {
      potId: string;
      meal: DiaryMeal;
      grams: number;
      plannedEntryId?: string;
      requestId: string;
    }) => {
      const { potId, ...body } = take;
      return potsApi.take(potId, { date, ...body });
    },
    onSuccess: () => toast.success(t.plan.potTaken),
    onError: (error) => toast.error(t.plan.potError, errorMessage(error)),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queries.pots.all() }),
        client.invalidateQueries({ queryKey: queries.diaries.all() }),
      ]),
  });
}

/** Records a cooking of a planned recipe (its weight as weighed). */
export function useCookPot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePotBody) => potsApi.cook(body),
    onSuccess: () => toast.success(t.plan.potCooked),
    onError: (error) => toast.error(t.plan.potError, errorMessage(error)),
    onSettled: () => client.invalidateQueries({ queryKey: queries.pots.all() }),
  });
}

/** Puts what is left of a pot on a meal of the menu (the day as the server has it now). */
export function usePlanLeftover() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ date, entry }: { date: string; entry: MealPlanEntry }) => {
      const [day] = await mealPlanApi.range(date, date);
      return savePlanChange(day ?? emptyPlanDay(date), addPlanEntry(entry));
    },
    onSuccess: () => toast.success(t.plan.leftoverPlanned),
    onError: (error) => toast.error(t.plan.errorUpdating, errorMessage(error)),
    onSettled: () => client.invalidateQueries({ queryKey: queries.mealPlan.all() }),
  });
}
