import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });

  it('waits for an idle moment, at the latest the time given, where the browser tells of one', () => {
    const requestIdleCallback = jest.fn(() => 7);
    const cancelIdleCallback = jest.fn();
    Object.assign(window, { requestIdleCallback, cancelIdleCallback });
    const run = jest.fn();
    const cancel = whenIdle(run, 500);
    expect(requestIdleCallback).toHaveBeenCalledWith(run, { timeout: 500 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('runs in a task of its own in a browser without idle callbacks, unless cancelled first', () => {
    jest.useFakeTimers();
    const run = jest.fn();
    whenIdle(run, 500);
    expect(run).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    whenIdle(cancelled, 500)();
    jest.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
