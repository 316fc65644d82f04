import { t } from '@organizator/shared/i18n';
import { useCallback, useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { useCurrentUser } from '../protected/current-user';
import { Logo } from '../ui/logo';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import './layout.css';

/** SPEC §2 shared layout: side navigation, sticky header once the user is known, content, footer. */
export function SharedLayout() {
  const user = useCurrentUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <div className="org-shell">
      <a className="org-skip-link" href="#org-content">
        {t.nav.skipToContent}
      </a>
      <aside className="org-sidebar">
        <Link to="/dashboard" className="org-sidebar__logo">
          <Logo size={30} />
        </Link>
        <NavLinks />
      </aside>
      <MobileMenu open={menuOpen} onClose={closeMenu} />
      <div className="org-shell__main">
        {user ? (
          <AppHeader user={user} onOpenMenu={() => setMenuOpen(true)} />
        ) : (
          // Holds the header's place so nothing shifts when it appears.
          <div className="org-header-placeholder" aria-hidden="true" />
        )}
        <main className="org-content" id="org-content" data-testid="area-content">
          <Outlet />
        </main>
        <AppFooter />
      </div>
    </div>
  );
}
