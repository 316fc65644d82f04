import { t } from '@organizator/shared/i18n';
import { Link, useLocation } from 'react-router-dom';
import { preloadArea } from '../remotes/registry';
import { isActive, NAV_ITEMS } from './nav-items';

/** The navigation links (side bar and mobile menu); hovering or focusing one preloads its remote. */
export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <nav className="org-nav" aria-label={t.nav.mainNavigation}>
      <ul className="org-nav__list">
        {NAV_ITEMS.map((item) => {
          const active = isActive(pathname, item.activePrefix);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                className="org-nav__link"
                data-active={active || undefined}
                aria-current={active ? 'page' : undefined}
                onMouseEnter={() => preloadArea(item.area, item.to)}
                onFocus={() => preloadArea(item.area, item.to)}
                onClick={onNavigate}
              >
                <span className="org-nav__icon">{item.icon}</span>
                <span>{item.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
