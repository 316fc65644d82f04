import { toast } from '@organizator/shared/runtime';
import { Field, FlexBox, KitButton, TextInput, useSubmitGuard } from '@organizator/shared/ui';
import { type FormEvent, useId, useState } from 'react';
import { useSendInvite } from '../api/invites';
import { parseInviteEmail } from '../domain/invite-email';
import { t } from '../texts';

const s = t.settings;

/**
 * Sends an invite (owners only). docs/product.md#validation: the e-mail is trimmed and lower-cased, an empty value is
 * silently ignored and an invalid one says "Invalid email". A text input, not type=email, so the
 * browser's own validation bubble never pre-empts that toast.
 */
export function InviteForm({ teamId }: { teamId: string }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const send = useSendInvite(teamId);
  const guard = useSubmitGuard();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = parseInviteEmail(email);
    if (input.kind === 'empty') return;
    if (input.kind === 'invalid') {
      toast.error(s.invalidEmail, s.invalidEmailDescription);
      return;
    }
    guard(() => send.mutateAsync(input.email).then(() => setEmail('')));
  };

  return (
    <form name="team-invite" noValidate onSubmit={submit}>
      <Field htmlFor={id} label={s.inviteEmailLabel} style={{ marginBottom: 0 }}>
        <FlexBox gap={8}>
          <TextInput
            id={id}
            name="email"
            value={email}
            onChange={setEmail}
            placeholder={s.inviteEmailPlaceholder}
            inputMode="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            style={{ flex: 1, minWidth: 0 }}
          />
          <KitButton type="primary" htmlType="submit" loading={send.isPending}>
            {s.sendInvite}
          </KitButton>
        </FlexBox>
      </Field>
    </form>
  );
}
