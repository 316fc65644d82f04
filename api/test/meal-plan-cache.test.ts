import { MEAL_PLAN_CACHE_TTL_MS, MealPlanCache } from '../src/lib/meal-plan-cache';

const bytes = (text: string) => Buffer.from(text);

describe('the meal plan answers kept in memory', () => {
  test('an answer is kept per team and range until the team’s menu changes', () => {
    const cache = new MealPlanCache(() => 0);
    cache.store('t1', 'a', 'b', bytes('week'), cache.generation('t1'));
    cache.store('t2', 'a', 'b', bytes('other team'), cache.generation('t2'));
    expect(cache.get('t1', 'a', 'b')?.toString()).toBe('week');
    expect(cache.get('t1', 'a', 'c')).toBeUndefined();
    cache.invalidate('t1');
    expect(cache.get('t1', 'a', 'b')).toBeUndefined();
    expect(cache.get('t2', 'a', 'b')?.toString()).toBe('other team');
  });

  test('an answer read before a change and stored after it is not kept', () => {
    const cache = new MealPlanCache(() => 0);
    const before = cache.generation('t1');
    cache.invalidate('t1');
    cache.store('t1', 'a', 'b', bytes('stale'), before);
    expect(cache.get('t1', 'a', 'b')).toBeUndefined();
  });

  test('an answer older than the TTL is read again', () => {
    let now = 0;
    const cache = new MealPlanCache(() => now);
    cache.store('t1', 'a', 'b', bytes('week'), cache.generation('t1'));
    now = MEAL_PLAN_CACHE_TTL_MS;
    expect(cache.get('t1', 'a', 'b')).toBeDefined();
    now += 1;
    expect(cache.get('t1', 'a', 'b')).toBeUndefined();
  });
});
