import { t } from '@organizator/shared/i18n';
import { Link } from 'react-router-dom';
import { StatusPage } from './status-page';

/** docs/product.md#screens: any other path shows Not Found. */
export function NotFoundPage() {
  return (
    <StatusPage
      icon={
        <span className="org-status-page__code">
          404
          <small className="org-status-page__code-label">{t.errors.notFound}</small>
        </span>
      }
      title={t.errors.notFoundTitle}
      testId="not-found"
      actions={
        <Link className="org-button org-button--primary" to="/">
          {t.errors.notFoundLink}
        </Link>
      }
    >
      <p className="org-status-page__text">{t.errors.notFoundText}</p>
    </StatusPage>
  );
}
