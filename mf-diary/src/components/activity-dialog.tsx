import type { Activity } from '@organizator/shared/contract';
import { parseNumber, t } from '@organizator/shared/i18n';
import { Form, type FormRule, Input, Modal } from 'antd';

interface ActivityFormValues {
  name: string;
  duration: string;
  energy: string;
}

const numberRules = (max: number): FormRule[] => [
  {
    validator: async (_, value: string | undefined) => {
      const n = parseNumber(value);
      if (Number.isNaN(n) || n < 0 || n > max) throw new Error(t.diary.numberRequired);
    },
  },
];

/** Add-activity dialog: name, duration in minutes and energy spent (SPEC §2). */
export function ActivityDialog({
  open,
  onCancel,
  onAdd,
}: {
  open: boolean;
  onCancel: () => void;
  onAdd: (activity: Activity) => void;
}) {
  const [form] = Form.useForm<ActivityFormValues>();
  return (
    <Modal
      open={open}
      title={t.diary.addActivity}
      okText={t.diary.add}
      cancelText={t.common.cancel}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form<ActivityFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) =>
          onAdd({
            name: values.name.trim(),
            duration: parseNumber(values.duration),
            energy: Math.round(parseNumber(values.energy)),
          })
        }
      >
        <Form.Item
          name="name"
          label={t.diary.activityName}
          rules={[{ required: true, whitespace: true, message: t.diary.activityNameRequired }]}
        >
          <Input autoFocus autoComplete="off" maxLength={120} />
        </Form.Item>
        <Form.Item name="duration" label={t.diary.duration} rules={numberRules(24 * 60)}>
          <Input inputMode="numeric" autoComplete="off" />
        </Form.Item>
        <Form.Item name="energy" label={t.diary.energySpent} rules={numberRules(100_000)}>
          <Input inputMode="numeric" autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
