import { BACKOFF_CAP_MS, backoffDelay } from './backoff';

describe('reconnect backoff', () => {
  it('doubles from one second', () => {
    const max = () => 1;
    expect([0, 1, 2, 3, 4].map((n) => backoffDelay(n, max))).toEqual([
      1000, 2000, 4000, 8000, 16000,
    ]);
  });

  it('never waits more than about 30 seconds', () => {
    expect(backoffDelay(5, () => 1)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(50, () => 1)).toBe(BACKOFF_CAP_MS);
  });

  it('jitters between half and the whole delay', () => {
    expect(backoffDelay(3, () => 0)).toBe(4000);
    expect(backoffDelay(3, () => 0.5)).toBe(6000);
  });
});
