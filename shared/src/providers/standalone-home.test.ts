import { AREAS } from '../domain/areas';
import { standaloneHome } from './standalone-app';

describe('the page a remote opens on when it runs alone', () => {
  it('is the first path of its area without a parameter', () => {
    expect(standaloneHome(AREAS.mf_notes.routes.map((r) => r.path))).toBe('/notes');
    expect(standaloneHome(AREAS.mf_lists.routes.map((r) => r.path))).toBe('/dashboard');
  });
  it('refuses to invent a value for a parameter (an area of only such paths passes its own)', () => {
    expect(() => standaloneHome(['/food-diary/day/:date', '/food-diary/plan/:date'])).toThrow(
      /home/,
    );
  });
});
