import { authApi } from '@organizator/shared/client';
import type { SessionData } from '@organizator/shared/contract';
import { t } from '@organizator/shared/i18n';
import { tokenStore } from '@organizator/shared/runtime';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { verifyLinkErrorMessage } from '../auth/login-errors';
import { AlertIcon } from '../ui/icons';
import { Spinner } from '../ui/spinner';
import { StatusPage } from './status-page';

/** Codes are single use: one request per link even if the page mounts twice. */
const pending = new Map<string, Promise<SessionData>>();
function verifyOnce(email: string, code: string) {
  const key = `${email}\n${code}`;
  let request = pending.get(key);
  if (!request) {
    request = authApi.verify({ email, token: code }, { auth: false });
    pending.set(key, request);
  }
  return request;
}

/**
 * docs/product.md#screens /verify?code=&email=: without either, /login; otherwise the heading and a spinner while
 * the link is checked (without Authorization), then /login (whose guard forwards a signed-in
 * user) or the verify-error screen with the docs/product.md#errors text.
 */
export function VerifyPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const email = params.get('email');
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!code || !email) return;
    let current = true;
    verifyOnce(email, code).then(
      ({ session }) => {
        if (!current) return;
        tokenStore.set(session.token);
        navigate('/login', { replace: true });
      },
      (err: unknown) => {
        if (current) setError(verifyLinkErrorMessage(err));
      },
    );
    return () => {
      current = false;
    };
  }, [code, email, navigate]);

  if (!code || !email) return <Navigate to="/login" replace />;

  if (error) {
    return (
      <StatusPage
        icon={<AlertIcon />}
        title={t.auth.verifyHeading}
        testId="verify-error"
        actions={
          <Link className="org-button org-button--primary" to="/login">
            {t.auth.backToLogin}
          </Link>
        }
      >
        <p className="org-status-page__subtitle">{t.errors.verificationError}</p>
        <p className="org-status-page__text" role="alert">
          {error}
        </p>
      </StatusPage>
    );
  }

  return (
    <StatusPage title={t.auth.verifyHeading} testId="verify-pending">
      <p className="org-status-page__text">{t.auth.verifying}</p>
      <Spinner size="large" />
    </StatusPage>
  );
}
