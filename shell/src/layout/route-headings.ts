import { matchesRoute } from '@organizator/shared/domain';
import { t } from '@organizator/shared/i18n';

/** A page's title as its remote draws it, and the column the page sets it in. */
export interface RouteHeading {
  text: string;
  /** The page sits in a centred column of this width (its title moves with it). */
  centredWidth?: number;
}

/**
 * The shared-layout routes (patterns as in the area table) whose title is fixed text: the boot frame and the area's loading state
 * show it where the page will, before the page's code has arrived (docs/decisions/shell.md, "Boot
 * frame"). The journey `boot-frame.spec.ts` fails when a page draws another title or moves it.
 */
const ROUTE_HEADINGS: Readonly<Record<string, RouteHeading>> = {
  '/dashboard': { text: t.lists.title },
  '/notes': { text: t.notes.title },
  '/groceries': { text: t.groceries.myTitle, centredWidth: 800 },
  '/groceries/public': { text: t.groceries.publicTitle, centredWidth: 800 },
  '/groceries/create': { text: t.groceries.createTitle, centredWidth: 800 },
  '/groceries/recipes': { text: t.recipes.title, centredWidth: 800 },
  '/groceries/recipes/new': { text: t.recipes.createTitle, centredWidth: 800 },
  '/food-diary/day/:date': { text: t.diary.title, centredWidth: 720 },
  '/settings': { text: t.settings.title },
};

export const HEADED_ROUTES = Object.keys(ROUTE_HEADINGS);

/** The fixed title of the page at `pathname`, if it has one. */
export function routeHeading(pathname: string): RouteHeading | undefined {
  const route = HEADED_ROUTES.find((pattern) => matchesRoute(pattern, pathname));
  return route ? ROUTE_HEADINGS[route] : undefined;
}
