import { t } from '@organizator/shared/i18n';
import { AlertIcon } from '../ui/icons';
import { StatusPage } from './status-page';

/** docs/product.md#screens-other: the login-error screen with a link back to /login. */
export function LoginErrorPage() {
  return (
    <StatusPage
      icon={<AlertIcon />}
      title={t.auth.loginErrorHeading}
      testId="login-error"
      actions={
        // A full page load: the screen may stand in for a crashed /login.
        <a className="org-button org-button--primary" href="/login">
          {t.auth.retryLogin}
        </a>
      }
    >
      <p className="org-status-page__text">{t.errors.loginErrorText}</p>
    </StatusPage>
  );
}
