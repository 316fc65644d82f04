import type { User } from '@organizator/shared/contract';
import { t } from '@organizator/shared/i18n';
import { MenuIcon } from '../ui/icons';
import { Logo } from '../ui/logo';
import { ThemeToggle } from '../ui/theme-toggle';
import { UserMenu } from './user-menu';

/** docs/product.md#screens sticky header (rendered once the user is loaded): menu toggle, empty top nav, user menu. */
export function AppHeader({ user, onOpenMenu }: { user: User; onOpenMenu: () => void }) {
  return (
    <header className="org-header" data-testid="app-header">
      <button
        type="button"
        className="org-icon-button org-header__menu-toggle"
        aria-label={t.nav.openMenu}
        data-testid="menu-toggle"
        onClick={onOpenMenu}
      >
        <MenuIcon />
      </button>
      <span className="org-header__logo">
        <Logo size={28} />
      </span>
      {/* docs/product.md#screens: the top navigation is empty. */}
      <nav className="org-header__top-nav" aria-label={t.nav.topNavigation} />
      <div className="org-header__actions">
        <ThemeToggle />
        <UserMenu user={user} />
      </div>
    </header>
  );
}
