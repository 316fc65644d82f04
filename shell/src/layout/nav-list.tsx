import { t } from '@organizator/shared/i18n';
import type { ReactNode } from 'react';
import { isActive, NAV_ITEMS, type NavItem } from './nav-items';

/** How a link of the list is drawn: a router link in the app, a plain anchor in the boot frame. */
export type RenderNavLink = (
  item: NavItem,
  props: { className: string; active: boolean; children: ReactNode },
) => ReactNode;

/** The navigation's markup, the same in the app and in the boot frame (docs/decisions/shell.md). */
export function NavList({ pathname, renderLink }: { pathname: string; renderLink: RenderNavLink }) {
  return (
    <nav className="org-nav" aria-label={t.nav.mainNavigation}>
      <ul className="org-nav__list">
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            {renderLink(item, {
              className: 'org-nav__link',
              active: isActive(pathname, item.activePrefix),
              children: (
                <>
                  <span className="org-nav__icon">{item.icon}</span>
                  <span>{item.label}</span>
                </>
              ),
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}
