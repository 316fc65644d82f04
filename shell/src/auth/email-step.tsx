import { t } from '@organizator/shared/i18n';
import { toast } from '@organizator/shared/runtime';
import { type FormEvent, useState } from 'react';
import { AppLink } from '../ui/app-link';
import { loadAuthClient, sendLoginCode } from './auth-client';
import { messageOf } from './login-errors';
import { FieldMessages, SubmitButton } from './login-field-parts';
import type { LoginNav } from './login-nav';
import { normaliseEmail, validateEmail } from './validation';

/** docs/product.md#screens e-mail step: instructions, terms and privacy, the e-mail field and the send button. */
export function EmailStep({ nav }: { nav: LoginNav }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const invalid = validateEmail(email);
    setError(invalid);
    if (invalid) return;
    setSending(true);
    try {
      const address = normaliseEmail(email);
      await sendLoginCode(address);
      nav.setEmail(address);
    } catch (err) {
      toast.error(t.errors.sendEmailError, messageOf(err));
      setSending(false);
    }
  };

  return (
    <form className="org-login" onSubmit={submit} noValidate>
      <h1 className="org-login__title">{t.auth.loginHeading}</h1>
      <p className="org-login__lead">{t.auth.loginInstructions}</p>
      <div className="org-field">
        <label className="org-field__label" htmlFor="login-email">
          {t.auth.emailLabel}
        </label>
        <input
          id="login-email"
          name="email"
          type="email"
          className="org-input"
          autoComplete="email"
          inputMode="email"
          placeholder={t.auth.emailPlaceholder}
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby="login-email-note"
          onFocus={() => void loadAuthClient().catch(() => {})}
          onChange={(e) => {
            setEmail(e.target.value);
            if (error) setError(null);
          }}
        />
        <FieldMessages error={error} noteId="login-email-note" note={t.auth.emailNote} />
      </div>
      <SubmitButton busy={sending} text={t.auth.sendCode} busyText={t.auth.sendingCode} />
      <p className="org-login__legal">
        {t.auth.agreementPrefix}{' '}
        <AppLink to="/terms" navigate={nav.navigate}>
          {t.auth.termsLink}
        </AppLink>{' '}
        {t.auth.agreementAnd}{' '}
        <AppLink to="/privacy" navigate={nav.navigate}>
          {t.auth.privacyLink}
        </AppLink>
        .
      </p>
    </form>
  );
}
