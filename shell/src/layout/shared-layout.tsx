import { useCallback, useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { useCurrentUser } from '../protected/current-user';
import { Logo } from '../ui/logo';
import { AppHeader } from './app-header';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import { HeaderPlaceholder, ShellFrame } from './shell-frame';

/** docs/product.md#screens shared layout: side navigation, sticky header once the user is known, content, footer. */
export function SharedLayout() {
  const user = useCurrentUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <ShellFrame
      logo={
        <Link to="/dashboard" className="org-sidebar__logo">
          <Logo size={30} />
        </Link>
      }
      nav={<NavLinks />}
      menu={<MobileMenu open={menuOpen} onClose={closeMenu} />}
      header={
        user ? (
          <AppHeader user={user} onOpenMenu={() => setMenuOpen(true)} />
        ) : (
          <HeaderPlaceholder />
        )
      }
    >
      <Outlet />
    </ShellFrame>
  );
}
