import { Logo } from '../ui/logo';
import type { ScreenCopy } from './first-screen';
import { HeadingLoading } from './heading-loading';
import { NavList } from './nav-list';
import type { RouteHeading } from './route-headings';
import { SavedScreen } from './saved-screen';
import { HeaderPlaceholder, ShellFrame } from './shell-frame';

/**
 * The shared layout as it first appears, drawn without the router or any area's code: the same
 * markup the app renders a moment later, with plain anchors. index.html carries it pre-rendered
 * per route and the app shows it while it starts (docs/decisions/shell.md, "Boot frame"), with
 * the page's saved copy in it when it has one.
 */
export function BootFrame({
  pathname,
  heading,
  copy,
}: {
  pathname: string;
  heading: RouteHeading;
  /** The page's saved copy, drawn in place of its title and spinner. */
  copy?: ScreenCopy;
}) {
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
      {copy ? <SavedScreen copy={copy} /> : <HeadingLoading heading={heading} />}
    </ShellFrame>
  );
}
