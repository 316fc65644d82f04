import { areaForPath } from './area-for-path';

describe('areaForPath', () => {
  it.each([
    ['/dashboard', 'mf_lists'],
    ['/editor/abc', 'mf_lists'],
    ['/notes/new', 'mf_notes'],
    ['/groceries/public', 'mf_groceries'],
    ['/food-diary/day/today', 'mf_diary'],
    ['/onboarding', 'mf_settings'],
  ])('%s belongs to %s', (path, area) => {
    expect(areaForPath(path)).toBe(area);
  });

  it.each(['/login', '/', '/nothing'])('%s belongs to no remote', (path) => {
    expect(areaForPath(path)).toBeUndefined();
  });
});
