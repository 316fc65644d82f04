import type { User } from '@organizator/shared/contract';
import { t } from '@organizator/shared/i18n';
import { Button, Form, Input } from 'antd';
import { useUpdateMe } from '../api';

const s = t.settings;

interface NameFormProps {
  me: User;
  /** The onboarding step says "next" here and moves on after a successful save. */
  submitText?: string;
  onSaved?: () => void;
}

/** The user's name (SPEC §2): save disabled while the field is empty or a save runs. */
export function NameForm({ me, submitText = s.saveName, onSaved }: NameFormProps) {
  const [form] = Form.useForm<{ name: string }>();
  const name = Form.useWatch('name', form) ?? '';
  const update = useUpdateMe();

  const submit = ({ name }: { name: string }) => {
    const trimmed = name.trim();
    if (!trimmed) return;
    update.mutate({ name: trimmed }, { onSuccess: () => onSaved?.() });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      name="user-name"
      initialValues={{ name: me.name ?? '' }}
      onFinish={submit}
      requiredMark={false}
    >
      <Form.Item label={s.nameLabel} name="name">
        <Input placeholder={s.namePlaceholder} autoComplete="name" autoFocus={!me.name} />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        loading={update.isPending}
        disabled={!name.trim() || update.isPending}
      >
        {submitText}
      </Button>
    </Form>
  );
}
