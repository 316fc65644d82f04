import type {
  DiaryGrocery,
  DiaryMeal,
  FoodDiary,
  PlannedEntry,
} from '@organizator/shared/contract';
import { DIARY_MEALS } from '@organizator/shared/domain';
import { dayjs } from '@organizator/shared/i18n';
import { queries } from '@organizator/shared/query';
import { Link, useNavigate, useParams } from '@organizator/shared/router';
import { toast } from '@organizator/shared/runtime';
import {
  EmptyState,
  FlexBox,
  KitButton,
  MutedText,
  PageFrame,
  PageHeader,
  QueryView,
} from '@organizator/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useDiaryDay, useLogPlanned, usePlanned, useUpdateDiary } from '../api/diary';
import { useCookPot, usePlanLeftover, usePots, useTakeFromPot } from '../api/pots';
import { ActivitiesSection } from '../components/activities-section';
import { DayHeader } from '../components/day-header';
import { LazyActivityDialog, LazyGroceryPicker } from '../components/lazy-dialogs';
import { LeftoverPlan } from '../components/leftover-plan';
import { MealPicker, type MealPickerHandle } from '../components/meal-picker';
import { MealSection } from '../components/meal-section';
import { CookPot, PotPortion } from '../components/pot-portion';
import { SummaryLine } from '../components/summary-line';
import { resolveDay } from '../domain/day';
import {
  addActivity,
  addEntry,
  copyEntries,
  type DiaryChange,
  diaryEntry,
  removeActivity,
  removeEntry,
  replaceEntry,
  restoreActivity,
  restoreEntry,
} from '../domain/diary-edits';
import { plannedEnergy, plannedToEntry, stillPlanned } from '../domain/planned';
import { suggestPortion } from '../domain/pot-portion';
import { summarise } from '../domain/summary';
import { t } from '../texts';

/** What ties an entry to a recipe or to the team's menu, kept when its amount or meal is edited. */
const originOf = ({ recipeId, portion, plannedEntryId }: DiaryGrocery) => ({
  ...(recipeId !== undefined ? { recipeId } : {}),
  ...(portion !== undefined ? { portion } : {}),
  ...(plannedEntryId !== undefined ? { plannedEntryId } : {}),
});

/** /food-diary/day/{date}: {date} is yesterday, today, tomorrow (any case) or yyyy-mm-dd. */
export function DiaryPage() {
  const { date } = useParams();
  const navigate = useNavigate();
  const day = resolveDay(date);
  if (!day) {
    return (
      <EmptyState
        text={
          <>
            <strong>{t.diary.invalidDate}</strong>
            <br />
            {t.diary.invalidDateText}
          </>
        }
        action={
          <KitButton type="primary" onClick={() => navigate('/food-diary/day/today')}>
            {t.diary.toToday}
          </KitButton>
        }
      />
    );
  }
  return <DiaryDay key={day} date={day} />;
}

function DiaryDay({ date }: { date: string }) {
  const diary = useDiaryDay(date);
  const yesterday = useDiaryDay(dayjs(date).subtract(1, 'day').format('YYYY-MM-DD'));
  const me = useQuery(queries.me.current());
  const update = useUpdateDiary(date);
  const planned = usePlanned(date);
  const logPlanned = useLogPlanned(date);
  const pots = usePots();
  const team = useQuery(queries.team.my());
  const take = useTakeFromPot(date);
  const cook = useCookPot();
  const planLeftover = usePlanLeftover();
  const recipes = useQuery(queries.recipes.mine());
  /**
   * A planned dish's pot: a leftover names it; a planned recipe has the open pot of that recipe
   * cooked that day. A planned recipe without one offers "Skuhano".
   */
  const potOf = (p: PlannedEntry) => {
    const pot = p.potId
      ? pots.open.find((o) => o.id === p.potId)
      : p.recipeId
        ? pots.open.find((o) => o.recipeId === p.recipeId && o.date === date)
        : undefined;
    if (pot) {
      const meId = me.data?.id ?? '';
      const suggested = suggestPortion(pot, pots.recent, meId, team.data?.members.length ?? 1);
      return (
        <>
          <PotPortion
            // A new rest, or a fairer first portion once the team and earlier pots are known.
            key={`${pot.id}-${pot.left}-${suggested}`}
            pot={pot}
            suggested={suggested}
            servings={recipes.data?.find((r) => r.id === pot.recipeId)?.servings}
            busy={take.isPending}
            onTake={(grams) =>
              take.mutate({
                potId: pot.id,
                meal: p.meal,
                grams,
                plannedEntryId: p.id,
                requestId: crypto.randomUUID(),
              })
            }
          />
          <LeftoverPlan
            pot={pot}
            date={date}
            busy={planLeftover.isPending}
            onPlan={(target) => planLeftover.mutate(target)}
          />
        </>
      );
    }
    if (!p.recipeId || p.potId) return null;
    const recipeId = p.recipeId;
    const recipe = recipes.data?.find((r) => r.id === recipeId);
    return (
      <CookPot
        // The recipe's weight arrives with the recipes: the field starts from it once it is known.
        key={recipe?.cookedWeight ?? 'unknown'}
        name={p.name}
        defaultWeight={recipe?.cookedWeight ?? null}
        busy={cook.isPending}
        onCook={(cookedWeight) => cook.mutate({ recipeId, date, cookedWeight })}
      />
    );
  };
  const picker = useRef<MealPickerHandle>(null);
  const [editing, setEditing] = useState<{ index: number; entry: DiaryGrocery } | null>(null);
  const [activityOpen, setActivityOpen] = useState(false);
  // An undo applies to the day as it is when "Poništi" is pressed, not as it was at the removal.
  const latest = useRef(diary.data);
  latest.current = diary.data;
  /** A removal's success toast carries "Poništi", which puts the removed thing back. */
  const removeWithUndo = (day: FoodDiary, change: DiaryChange, undo: DiaryChange) =>
    update.mutate(
      { day, change },
      {
        onSuccess: () =>
          toast({
            title: t.diary.updated,
            variant: 'success',
            action: {
              label: t.common.undo,
              onClick: () => {
                if (latest.current) update.mutate({ day: latest.current, change: undo });
              },
            },
          }),
      },
    );

  /**
   * The open pots the member ate from at this meal and no longer sees as planned: what is left, and
   * the rest onto another meal of the menu.
   */
  const eatenPots = (groceries: DiaryGrocery[], meal: DiaryMeal, toEat: PlannedEntry[]) => {
    const offered = new Set(toEat.map((p) => p.potId ?? p.recipeId));
    const ids = new Set(groceries.filter((g) => g.meal === meal).flatMap((g) => g.potId ?? []));
    const open = pots.open.filter(
      (pot) => ids.has(pot.id) && !offered.has(pot.id) && !offered.has(pot.recipeId),
    );
    if (open.length === 0) return null;
    return open.map((pot) => (
      <div key={pot.id} data-testid="eaten-pot" style={{ marginTop: 8 }}>
        <MutedText small data-testid="pot-left">
          {pot.name} · {t.plan.potLabel}: {t.plan.potLeft(pot.left, pot.cookedWeight)}
        </MutedText>
        <LeftoverPlan
          pot={pot}
          date={date}
          busy={planLeftover.isPending}
          onPlan={(target) => planLeftover.mutate(target)}
        />
      </div>
    ));
  };

  const body = (day: FoodDiary) => {
    const yesterdayMeal = (meal: DiaryMeal) =>
      (yesterday.data?.groceries ?? []).filter((entry) => entry.meal === meal);
    const toEat = stillPlanned(planned.data ?? [], day.groceries);
    const summary = summarise(day, me.data?.dailyEnergyGoal);
    return (
      <>
        <SummaryLine
          summary={summary}
          ifPlanEaten={toEat.length > 0 ? summary.remaining - plannedEnergy(toEat) : undefined}
        />
        {DIARY_MEALS.map((meal) => (
          <MealSection
            key={meal}
            meal={meal}
            entries={day.groceries
              .map((entry, index) => ({ entry, index }))
              .filter(({ entry }) => entry.meal === meal)}
            onAdd={() => picker.current?.open(meal)}
            onEdit={(index) => {
              const entry = day.groceries[index];
              if (entry) setEditing({ index, entry });
            }}
            yesterdayCount={yesterdayMeal(meal).length}
            onCopyYesterday={() => update.mutate({ day, change: copyEntries(yesterdayMeal(meal)) })}
            planned={toEat.filter((p) => p.meal === meal)}
            onLogPlanned={(p, quantity) => {
              const entry = plannedToEntry(p, quantity);
              if (entry) logPlanned.mutate({ date, entry });
            }}
            potOf={potOf}
            footer={eatenPots(day.groceries, meal, toEat)}
            onDelete={(index) => {
              const entry = day.groceries[index];
              if (entry) {
                removeWithUndo(day, removeEntry(entry, index), restoreEntry(index, entry));
              }
            }}
          />
        ))}
        <ActivitiesSection
          activities={day.activities}
          onAdd={() => setActivityOpen(true)}
          onDelete={(index) => {
            const activity = day.activities[index];
            if (activity) {
              removeWithUndo(
                day,
                removeActivity(activity, index),
                restoreActivity(index, activity),
              );
            }
          }}
        />
        <MealPicker
          ref={picker}
          onAdd={(grocery, quantity, meal) =>
            update.mutateAsync({ day, change: addEntry(diaryEntry(grocery, quantity, meal)) })
          }
        />
        {editing ? (
          <LazyGroceryPicker
            key={editing.index}
            meal={editing.entry.meal}
            editing={editing.entry}
            onCancel={() => setEditing(null)}
            onAdd={(food, quantity, meal) => {
              const sent = update.mutateAsync({
                day,
                change: replaceEntry(editing.entry, editing.index, {
                  ...diaryEntry(food, quantity, meal),
                  // A dish logged from a recipe or the menu stays one (not planned again).
                  ...(food.id === editing.entry.id ? originOf(editing.entry) : {}),
                }),
              });
              setEditing(null);
              return sent;
            }}
          />
        ) : null}
        <LazyActivityDialog
          open={activityOpen}
          onCancel={() => setActivityOpen(false)}
          onAdd={(activity) => {
            const sent = update.mutateAsync({ day, change: addActivity(activity) });
            setActivityOpen(false);
            return sent;
          }}
        />
      </>
    );
  };

  return (
    <PageFrame>
      <PageHeader
        title={t.titles.diary}
        actions={
          <FlexBox gap={4} wrap>
            <Link to={`/food-diary/plan/${date}`}>{t.plan.toPlan}</Link>
            <span aria-hidden>·</span>
            <Link to="/food-diary/trends">{t.trends.toTrends}</Link>
          </FlexBox>
        }
      />
      <FlexBox vertical gap={12}>
        <DayHeader date={date} />
        <QueryView query={diary} errorTitle={t.diary.loadError}>
          {body}
        </QueryView>
      </FlexBox>
    </PageFrame>
  );
}
