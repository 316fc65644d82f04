import { t } from '@organizator/shared/i18n';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { AlertIcon } from '../ui/icons';
import { StatusPage } from './status-page';

/** The last resort when a shell screen itself fails (a remote's failure stays in its area). */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <StatusPage
      icon={<AlertIcon />}
      title={t.common.error}
      actions={
        <a className="org-button org-button--primary" href="/">
          {t.errors.notFoundLink}
        </a>
      }
    >
      <p className="org-status-page__text">{t.errors.somethingWentWrong}</p>
    </StatusPage>
  );
}
