import { LOGIN_CODE_LENGTH } from '@organizator/shared/domain';
import { t } from '@organizator/shared/i18n';
import { toast, tokenStore } from '@organizator/shared/runtime';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ArrowLeftIcon } from '../ui/icons';
import { loadAuthClient, verifyLoginCode } from './auth-client';
import { codeErrorMessage } from './login-errors';
import { FieldMessages, SubmitButton } from './login-field-parts';
import type { LoginNav } from './login-nav';
import { readReturnPath } from './return-path';
import { validateCode } from './validation';

/**
 * docs/product.md#screens code step: the code sent to `email`, submitted automatically at 8 characters. On success
 * the token is stored and new users go to /onboarding, others to /dashboard (or back to the page
 * they were sent to sign in from).
 */
export function CodeStep({ email, nav }: { email: string; nav: LoginNav }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    void loadAuthClient().catch(() => {});
  }, []);

  const submit = async (value: string) => {
    if (submitting) return;
    const invalid = validateCode(value, email);
    setError(invalid);
    if (invalid) return;
    setSubmitting(true);
    try {
      const { session, newUser } = await verifyLoginCode(email.trim(), value.trim());
      // Navigate first: the stored token must find the app already on its way to the target page.
      // An existing user returns to where they were headed (an invite link); a new one onboards,
      // where a pending invite is offered too.
      nav.navigate(newUser ? '/onboarding' : (readReturnPath() ?? '/dashboard'), { replace: true });
      tokenStore.set(session.token);
    } catch (err) {
      toast.error(t.auth.loginErrorTitle, codeErrorMessage(err));
      setSubmitting(false);
      setCode('');
      input.current?.focus();
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(code);
  };

  return (
    <form className="org-login" onSubmit={onSubmit} noValidate>
      <h1 className="org-login__title">{t.auth.codeHeading}</h1>
      <p className="org-login__lead">
        {t.auth.codeSentTo} <strong className="org-login__email">{email}</strong>.
      </p>
      <div className="org-field">
        <label className="org-field__label" htmlFor="login-code">
          {t.auth.codeLabel}
        </label>
        <input
          ref={input}
          id="login-code"
          name="code"
          className="org-input org-input--code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          value={code}
          disabled={submitting}
          aria-invalid={error ? true : undefined}
          aria-describedby="login-code-note"
          onChange={(e) => {
            const next = e.target.value.replace(/\s+/g, '');
            setCode(next);
            if (error) setError(null);
            // docs/product.md#screens: the form submits by itself once the code reaches 8 characters.
            if (next.length >= LOGIN_CODE_LENGTH && code.length < LOGIN_CODE_LENGTH) {
              void submit(next);
            }
          }}
        />
        <FieldMessages error={error} noteId="login-code-note" note={t.auth.codeNote} />
      </div>
      <SubmitButton busy={submitting} text={t.auth.codeSubmit} busyText={t.auth.codeSubmitting} />
      <button
        type="button"
        className="org-button org-button--text org-button--block"
        onClick={() => nav.setEmail(null)}
      >
        <ArrowLeftIcon />
        {t.auth.back}
      </button>
    </form>
  );
}
