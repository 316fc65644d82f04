import { Logo } from '../ui/logo';
import { HeadingLoading } from './heading-loading';
import { NavList } from './nav-list';
import type { RouteHeading } from './route-headings';
import { HeaderPlaceholder, ShellFrame } from './shell-frame';

/**
 * The shared layout as it first appears, drawn without the router or any area's code: the same
 * markup the app renders a moment later, with plain anchors. index.html carries it pre-rendered
 * per route and the app shows it while it starts (docs/decisions/shell.md, "Boot frame").
 */
export function BootFrame({ pathname, heading }: { pathname: string; heading: RouteHeading }) {
  return (
    <ShellFrame
      logo={
        <a href="/dashboard" className="org-sidebar__logo">
          <Logo size={30} />
        </a>
      }
      nav={
        <NavList
          pathname={pathname}
          renderLink={(item, { className, active, children }) => (
            <a
              href={item.to}
              className={className}
              data-active={active || undefined}
              aria-current={active ? 'page' : undefined}
            >
              {children}
            </a>
          )}
        />
      }
      header={<HeaderPlaceholder />}
    >
      <HeadingLoading heading={heading} />
    </ShellFrame>
  );
}
