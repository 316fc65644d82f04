import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('runs after the next frame, not before it', () => {
    const run = jest.fn();
    afterNextPaint(run);
    jest.advanceTimersByTime(1);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(20);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs in a task of its own on a hidden page, which draws no frames', () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    const run = jest.fn();
    afterNextPaint(run);
    jest.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('is cancelled before or after the frame', () => {
    const run = jest.fn();
    afterNextPaint(run)();
    const cancel = afterNextPaint(run);
    jest.advanceTimersToNextTimer(); // the frame, not yet the task after it
    cancel();
    jest.advanceTimersByTime(100);
    expect(run).not.toHaveBeenCalled();
  });
});
