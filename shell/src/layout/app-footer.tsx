import { APP_VERSION } from '@organizator/shared/domain';
import { t } from '@organizator/shared/i18n';

/** docs/product.md#screens footer: a credit line and the version. */
export function AppFooter() {
  return (
    <footer className="org-footer">
      <span>{t.nav.footerCredit}</span>
      <span className="org-footer__version">{APP_VERSION}</span>
    </footer>
  );
}
