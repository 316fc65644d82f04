import { ScheduleOutlined } from '@ant-design/icons';
import type { DiaryMeal, Pot } from '@organizator/shared/contract';
import { DIARY_MEALS, newClientId } from '@organizator/shared/domain';
import { dayjs } from '@organizator/shared/i18n';
import { FlexBox, KitButton } from '@organizator/shared/ui';
import { useId, useState } from 'react';
import { t } from '../texts';
import { NativeSelect } from './native-select';

/** The days a pot's rest may be planned for: tomorrow or the day after the diary's day. */
const DAYS = [
  { offset: 1, label: () => t.plan.leftoverTomorrow },
  { offset: 2, label: () => t.plan.leftoverDayAfter },
] as const;

/**
 * "Ostatak u jelovnik": what is left of the pot onto a meal of the menu (tomorrow's lunch first),
 * as a leftover entry that shopping skips.
 */
export function LeftoverPlan({
  pot,
  date,
  busy,
  onPlan,
}: {
  pot: Pot;
  date: string;
  busy: boolean;
  onPlan: (target: { date: string; entry: LeftoverEntry }) => void;
}) {
  const dayId = useId();
  const mealId = useId();
  const [offset, setOffset] = useState('1');
  const [meal, setMeal] = useState<DiaryMeal>('lunch');
  return (
    <FlexBox align="center" gap={6} wrap style={{ marginTop: 6 }} data-testid="leftover-plan">
      <label htmlFor={dayId} style={{ position: 'absolute', left: -10_000 }}>
        {t.plan.leftoverDay}
      </label>
      <div style={{ width: 120 }}>
        <NativeSelect
          id={dayId}
          value={offset}
          onChange={setOffset}
          options={DAYS.map((d) => ({ value: String(d.offset), label: d.label() }))}
        />
      </div>
      <label htmlFor={mealId} style={{ position: 'absolute', left: -10_000 }}>
        {t.plan.leftoverMeal}
      </label>
      <div style={{ width: 120 }}>
        <NativeSelect
          id={mealId}
          value={meal}
          onChange={(value) => setMeal(value as DiaryMeal)}
          options={DIARY_MEALS.map((m) => ({ value: m, label: t.diary.meals[m] }))}
        />
      </div>
      <KitButton
        icon={<ScheduleOutlined />}
        disabled={busy || pot.left <= 0}
        aria-label={t.plan.leftoverPlanLabel(pot.name)}
        data-testid="plan-leftover"
        onClick={() =>
          onPlan({
            date: dayjs(date).add(Number(offset), 'day').format('YYYY-MM-DD'),
            entry: {
              id: newClientId(),
              meal,
              recipeId: null,
              groceryId: null,
              potId: pot.id,
              name: pot.name,
              servings: null,
              grams: pot.left,
            },
          })
        }
      >
        {t.plan.leftoverPlan}
      </KitButton>
    </FlexBox>
  );
}

export interface LeftoverEntry {
  id: string;
  meal: DiaryMeal;
  recipeId: null;
  groceryId: null;
  potId: string;
  name: string;
  servings: null;
  grams: number;
}
