import type { Activity } from '@organizator/shared/contract';
import { t } from '@organizator/shared/i18n';
import { Form, Input, InputNumber, Modal } from 'antd';

const numberRule = {
  required: true,
  type: 'number' as const,
  min: 0,
  message: t.diary.numberRequired,
};

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
  const [form] = Form.useForm<Activity>();
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
      <Form<Activity>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => {
          onAdd({ ...values, name: values.name.trim() });
          form.resetFields();
        }}
      >
        <Form.Item
          name="name"
          label={t.diary.activityName}
          rules={[{ required: true, whitespace: true, message: t.diary.activityNameRequired }]}
        >
          <Input autoFocus autoComplete="off" maxLength={120} />
        </Form.Item>
        <Form.Item name="duration" label={t.diary.duration} rules={[numberRule]}>
          <InputNumber min={0} max={24 * 60} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="energy" label={t.diary.energySpent} rules={[numberRule]}>
          <InputNumber min={0} max={100_000} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
