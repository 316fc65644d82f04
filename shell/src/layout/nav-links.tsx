import { Link, useLocation } from 'react-router-dom';
import { preloadArea } from '../remotes/registry';
import { NavList } from './nav-list';

/** The navigation links (side bar and mobile menu); hovering or focusing one preloads its remote. */
export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <NavList
      pathname={pathname}
      renderLink={(item, { className, active, children }) => (
        <Link
          to={item.to}
          className={className}
          data-active={active || undefined}
          aria-current={active ? 'page' : undefined}
          onMouseEnter={() => preloadArea(item.area, item.to)}
          onFocus={() => preloadArea(item.area, item.to)}
          onClick={onNavigate}
        >
          {children}
        </Link>
      )}
    />
  );
}
