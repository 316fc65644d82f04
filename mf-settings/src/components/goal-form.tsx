import type { User } from '@organizator/shared/contract';
import {
  DEFAULT_DAILY_ENERGY_GOAL,
  DAILY_ENERGY_GOAL_MAX as GOAL_MAX,
  DAILY_ENERGY_GOAL_MIN as GOAL_MIN,
} from '@organizator/shared/domain';
import { Field, fieldMessageId, KitButton, TextInput } from '@organizator/shared/ui';
import { type FormEvent, useId, useState } from 'react';
import { useUpdateMe } from '../api/me';
import { t } from '../texts';

const s = t.settings;

/** Whole kcal only: what antd's InputNumber (precision 0, min 0) let through, digits. */
const digitsOnly = (text: string) => text.replace(/\D/g, '');
const clamp = (n: number) => Math.min(GOAL_MAX, Math.max(GOAL_MIN, n));

/** The daily energy goal, sent as a number (docs/product.md#validation); save disabled while empty or saving. */
export function GoalForm({ me }: { me: User }) {
  const id = useId();
  const [goal, setGoal] = useState(me.dailyEnergyGoal === null ? '' : String(me.dailyEnergyGoal));
  const update = useUpdateMe('goal');
  const empty = goal === '';

  /** Out of range snaps to the nearest bound, as InputNumber did on blur. */
  const settle = () => {
    if (!empty) setGoal(String(clamp(Number(goal))));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (empty || update.isPending) return;
    const dailyEnergyGoal = clamp(Number(goal));
    setGoal(String(dailyEnergyGoal));
    update.mutate({ dailyEnergyGoal });
  };

  return (
    <form name="daily-energy-goal" noValidate onSubmit={submit}>
      <Field
        htmlFor={id}
        label={s.goalLabel}
        help={me.dailyEnergyGoal === null ? s.goalHelp(DEFAULT_DAILY_ENERGY_GOAL) : undefined}
      >
        <TextInput
          id={id}
          name="dailyEnergyGoal"
          value={goal}
          onChange={(value) => setGoal(digitsOnly(value))}
          onBlur={settle}
          placeholder={String(DEFAULT_DAILY_ENERGY_GOAL)}
          suffix={s.goalUnit}
          inputMode="numeric"
          autoComplete="off"
          aria-describedby={fieldMessageId(id)}
          style={{ width: '100%', maxWidth: 240 }}
        />
      </Field>
      <KitButton
        type="primary"
        htmlType="submit"
        loading={update.isPending}
        disabled={empty || update.isPending}
      >
        {s.saveGoal}
      </KitButton>
    </form>
  );
}
