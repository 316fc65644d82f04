import { areaForPath } from './areas';

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
