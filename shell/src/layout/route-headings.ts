import { t } from '@organizator/shared/i18n';

/** A page's title as its remote draws it, and the column the page sets it in. */
export interface RouteHeading {
  text: string;
  /** The page sits in a centred column of this width (its title moves with it). */
  centredWidth?: number;
}

/**
 * The shared-layout pages whose title is fixed text: the boot frame and the area's loading state
 * show it where the page will, before the page's code has arrived (docs/decisions/shell.md, "Boot
 * frame"). The journey `boot-frame.spec.ts` fails when a page draws another title or moves it.
 */
const ROUTE_HEADINGS: Readonly<Record<string, RouteHeading>> = {
  '/dashboard': { text: t.lists.title },
  '/notes': { text: t.notes.title },
  '/groceries': { text: t.groceries.myTitle, centredWidth: 800 },
  '/settings': { text: t.settings.title },
};

export const HEADED_PATHS = Object.keys(ROUTE_HEADINGS);

export const routeHeading = (pathname: string): RouteHeading | undefined =>
  ROUTE_HEADINGS[pathname.replace(/\/+$/, '')];
