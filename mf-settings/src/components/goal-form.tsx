import type { User } from '@organizator/shared/contract';
import { DEFAULT_DAILY_ENERGY_GOAL } from '@organizator/shared/domain';
import { t } from '@organizator/shared/i18n';
import { Button, Form, InputNumber } from 'antd';
import { useUpdateMe } from '../api';

const s = t.settings;
/** Bounds of the contract's updateMeBody, so the client never sends what the API refuses. */
const GOAL_MIN = 0;
const GOAL_MAX = 20000;

/** The daily energy goal, sent as a number (SPEC §5); save disabled while empty or saving. */
export function GoalForm({ me }: { me: User }) {
  const [form] = Form.useForm<{ dailyEnergyGoal: number | null }>();
  const goal = Form.useWatch('dailyEnergyGoal', form);
  const update = useUpdateMe();
  const empty = goal === null || goal === undefined;

  const submit = ({ dailyEnergyGoal }: { dailyEnergyGoal: number | null }) => {
    if (dailyEnergyGoal === null || dailyEnergyGoal === undefined) return;
    update.mutate({ dailyEnergyGoal: Number(dailyEnergyGoal) });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      name="daily-energy-goal"
      initialValues={{ dailyEnergyGoal: me.dailyEnergyGoal }}
      onFinish={submit}
      requiredMark={false}
    >
      <Form.Item
        label={s.goalLabel}
        name="dailyEnergyGoal"
        extra={me.dailyEnergyGoal === null ? s.goalHelp(DEFAULT_DAILY_ENERGY_GOAL) : undefined}
      >
        <InputNumber<number>
          min={GOAL_MIN}
          max={GOAL_MAX}
          precision={0}
          step={50}
          placeholder={String(DEFAULT_DAILY_ENERGY_GOAL)}
          suffix={s.goalUnit}
          inputMode="numeric"
          style={{ width: '100%', maxWidth: 240 }}
        />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        loading={update.isPending}
        disabled={empty || update.isPending}
      >
        {s.saveGoal}
      </Button>
    </Form>
  );
}
