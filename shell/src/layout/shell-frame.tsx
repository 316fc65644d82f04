import { t } from '@organizator/shared/i18n';
import type { ReactNode } from 'react';
import { AppFooter } from './app-footer';
import './layout.css';

/**
 * The shared layout's markup (docs/product.md#screens): side bar, header, content, footer. The app fills it with
 * router links and the live header; the boot frame with plain anchors before any route code runs.
 */
export function ShellFrame({
  logo,
  nav,
  menu,
  header,
  children,
}: {
  logo: ReactNode;
  nav: ReactNode;
  menu?: ReactNode;
  header: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="org-shell">
      <a className="org-skip-link" href="#org-content">
        {t.nav.skipToContent}
      </a>
      <aside className="org-sidebar">
        {logo}
        {nav}
      </aside>
      {menu}
      <div className="org-shell__main">
        {header}
        <main className="org-content" id="org-content" data-testid="area-content" data-screen="">
          {children}
        </main>
        <AppFooter />
      </div>
    </div>
  );
}

/** Holds the header's place until the user is known, so nothing shifts when it appears. */
export const HeaderPlaceholder = () => (
  <div className="org-header-placeholder" aria-hidden="true" />
);
