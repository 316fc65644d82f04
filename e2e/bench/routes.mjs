// The routes the front-end benches measure, each with the data it shows (seeded over the real API) and
// the marker that says that data is on screen.
import { listWithItems, note, recipe, signIn } from './seed.mjs';

/**
 * Signs a bench user in, seeds what the pages show and answers the route table: `path` to load,
 * `label` for the report (ids replaced by their parameter), `auth` (the token, or null for /login)
 * and `ready`, the route's data on screen: a `text` or a `selector` (as the one-bundle bench).
 */
export async function seededRoutes(origin, email) {
  const token = await signIn(origin, email);
  const list = await listWithItems(origin, token, 'Tjedna kupnja', 50);
  const noteId = await note(origin, token);
  const recipeId = await recipe(origin, token);
  const route = (path, ready, label = path) => ({ path, label, auth: token, ready });
  const routes = [
    { path: '/login', label: '/login', auth: null, ready: { selector: 'form.org-login' } },
    route('/dashboard', { text: 'Tjedna kupnja' }),
    route(
      `/editor/${list}`,
      { selector: '[data-testid="item-row"]' },
      '/editor/:listId (50 items)',
    ),
    route('/notes', { text: 'Bilješka za mjerenje' }),
    route(`/notes/${noteId}`, { text: 'Tekst bilješke.' }, '/notes/:id'),
    route('/groceries', { text: 'Riža arborio' }),
    route('/groceries/recipes', { text: 'Rižoto s vrganjima' }),
    route('/groceries/recipes/new', { text: 'Naziv recepta' }),
    route(`/groceries/recipes/${recipeId}`, { text: 'Vrganji' }, '/groceries/recipes/:id'),
    route('/food-diary/day/today', { text: 'Ništa još nije upisano.' }),
    route('/food-diary/plan', { selector: '[data-testid="plan-week"]' }),
    route('/food-diary/trends', { text: 'U ovom razdoblju nema upisanih dana.' }),
    route('/settings', { text: 'Bench Korisnik (Vi)' }),
  ];
  // BENCH_ROUTES=/dashboard,/editor measures only the routes whose label starts with one of those.
  const only = process.env.BENCH_ROUTES?.split(',');
  return {
    token,
    list,
    routes: only ? routes.filter((r) => only.some((o) => r.label.startsWith(o))) : routes,
  };
}

/** In the page (a self-contained function for `waitForFunction`): is the route's data on screen? */
export function readyInPage({ text, selector }) {
  if (selector) return document.querySelector(selector) !== null;
  // biome-ignore lint/performance/useDomNodeTextContent: only rendered text counts as on screen.
  return document.body?.innerText.includes(text) ?? false;
}
