import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('runs after the next frame, once, when frames come', () => {
    let frame: FrameRequestCallback = () => {};
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      frame = cb;
      return 1;
    });
    const callback = jest.fn();
    afterNextPaint(callback);
    expect(callback).not.toHaveBeenCalled();
    frame(0);
    jest.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('still runs when no frame comes (hidden tab)', () => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    const callback = jest.fn();
    afterNextPaint(callback, 250);
    jest.advanceTimersByTime(249);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const callback = jest.fn();
    const cancel = afterNextPaint(callback, 250);
    cancel();
    jest.advanceTimersByTime(1000);
    expect(callback).not.toHaveBeenCalled();
  });
});
