import { AREA_ROUTES, type AreaRoute, routeForPath } from '@organizator/shared/domain';
import { text } from '@organizator/shared/i18n';

/** A page's title as its remote draws it, and the column the page sets it in. */
export interface RouteHeading {
  text: string;
  /** The page sits in a centred column of this width (its title moves with it). */
  centredWidth?: number;
}

const hasHeading = (route: AreaRoute) => route.layout === 'shared' && route.title !== undefined;

/**
 * The shared-layout routes of the area manifest whose title is fixed text: the boot frame and the
 * area's loading state show it where the page will, before the page's code has arrived
 * (docs/decisions/shell.md, "Boot frame"). The journey `boot-frame.spec.ts` fails when a page draws
 * another title or moves it.
 */
export const HEADED_ROUTES = AREA_ROUTES.filter(hasHeading).map((route) => route.path);

/** The fixed title of the page at `pathname`, if it has one. */
export function routeHeading(pathname: string): RouteHeading | undefined {
  const route = routeForPath(pathname);
  if (!route?.title || !hasHeading(route)) return undefined;
  return { text: text(route.title), centredWidth: route.width };
}
