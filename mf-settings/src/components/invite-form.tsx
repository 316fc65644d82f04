import { t } from '@organizator/shared/i18n';
import { toast } from '@organizator/shared/runtime';
import { Button, Form, Input, Space } from 'antd';
import { parseInviteEmail, useSendInvite } from '../api';

const s = t.settings;

/**
 * Sends an invite (owners only). SPEC §5: the e-mail is trimmed and lower-cased, an empty value is
 * silently ignored and an invalid one says "Invalid email". A text input, not type=email, so the
 * browser's own validation bubble never pre-empts that toast.
 */
export function InviteForm({ teamId }: { teamId: string }) {
  const [form] = Form.useForm<{ email: string }>();
  const send = useSendInvite(teamId);

  const submit = ({ email }: { email?: string }) => {
    const input = parseInviteEmail(email);
    if (input.kind === 'empty') return;
    if (input.kind === 'invalid') {
      toast.error(s.invalidEmail, s.invalidEmailDescription);
      return;
    }
    send.mutate(input.email, { onSuccess: () => form.resetFields() });
  };

  return (
    <Form form={form} name="team-invite" layout="vertical" onFinish={submit} requiredMark={false}>
      {/* The label points at the id antd gives the inner field: `${form name}_${field name}`. */}
      <Form.Item label={s.inviteEmailLabel} htmlFor="team-invite_email" style={{ marginBottom: 0 }}>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="email" noStyle>
            <Input
              placeholder={s.inviteEmailPlaceholder}
              inputMode="email"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={send.isPending}>
            {s.sendInvite}
          </Button>
        </Space.Compact>
      </Form.Item>
    </Form>
  );
}
