import { text } from '../i18n/text-key';
import { AREA_ROUTES, areaForPath, matchesRoute, routeForPath } from './areas';

describe('areaForPath', () => {
  it.each([
    ['/dashboard', 'mf_lists'],
    ['/editor/abc', 'mf_lists'],
    ['/notes/new', 'mf_notes'],
    ['/groceries/public', 'mf_groceries'],
    ['/food-diary/day/today', 'mf_diary'],
    ['/onboarding', 'mf_settings'],
    ['/settings/', 'mf_settings'],
  ])('%s belongs to %s', (path, area) => {
    expect(areaForPath(path)).toBe(area);
  });

  it.each(['/login', '/', '/nothing', '/editor', '/editor/a/b', '/notesx'])(
    '%s belongs to no remote',
    (path) => {
      expect(areaForPath(path)).toBeUndefined();
    },
  );
});

describe('routeForPath', () => {
  it('finds a fixed path before a parameter at the same place', () => {
    expect(routeForPath('/groceries/create')?.path).toBe('/groceries/create');
    expect(routeForPath('/groceries/42')?.path).toBe('/groceries/:id');
    expect(routeForPath('/notes/new')?.path).toBe('/notes/new');
  });
});

describe('the area manifest', () => {
  it('lists every fixed path ahead of a parameter that would match it (routeForPath takes the first)', () => {
    for (const [i, route] of AREA_ROUTES.entries()) {
      const earlier = AREA_ROUTES.slice(0, i).find((other) => matchesRoute(other.path, route.path));
      expect(earlier?.path).toBeUndefined();
    }
  });

  it('gives every nav entry a distinct active prefix that covers its own link', () => {
    const entries = AREA_ROUTES.flatMap(({ nav, path }) =>
      nav ? [{ to: nav.to ?? path, prefix: nav.activePrefix ?? path }] : [],
    );
    expect(new Set(entries.map((e) => e.prefix)).size).toBe(entries.length);
    for (const entry of entries) expect(entry.to.startsWith(entry.prefix)).toBe(true);
  });

  it('names only texts the dictionary has', () => {
    for (const route of AREA_ROUTES) {
      if (route.title) expect(text(route.title)).toEqual(expect.any(String));
      if (route.nav) expect(text(route.nav.label)).toEqual(expect.any(String));
    }
  });
});
