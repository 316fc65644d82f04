import { AREAS } from '@organizator/shared/domain';
import { act, renderHook } from '@testing-library/react';
import { IDLE_PRELOAD_DELAY_MS, IDLE_WITHIN_MS, usePreloadAreasWhenIdle } from './preload';
import { loadArea } from './registry';

jest.mock('./registry', () => ({ loadArea: jest.fn(async () => ({})) }));
const mockedLoad = loadArea as jest.Mock;

beforeEach(() => {
  jest.useFakeTimers();
  mockedLoad.mockClear();
});
afterEach(() => jest.useRealTimers());

const flush = () => act(async () => {});

describe('idle preloading after sign-in', () => {
  it('waits for a signed-in user and a quiet start, then loads every area one after another', async () => {
    const { rerender } = renderHook(({ signedIn }) => usePreloadAreasWhenIdle(signedIn), {
      initialProps: { signedIn: false },
    });
    act(() => jest.advanceTimersByTime(IDLE_PRELOAD_DELAY_MS * 2));
    expect(mockedLoad).not.toHaveBeenCalled();

    rerender({ signedIn: true });
    act(() => jest.advanceTimersByTime(IDLE_PRELOAD_DELAY_MS - 1));
    expect(mockedLoad).not.toHaveBeenCalled();
    // Each area waits for the previous one, then for idle time (at the latest IDLE_WITHIN_MS).
    const areas = Object.keys(AREAS);
    act(() => jest.advanceTimersByTime(1));
    for (const [i] of areas.entries()) {
      act(() => jest.advanceTimersByTime(IDLE_WITHIN_MS));
      await flush();
      expect(mockedLoad).toHaveBeenCalledTimes(i + 1);
    }
    expect(mockedLoad.mock.calls.map(([area]) => area)).toEqual(areas);
  });

  it('stops when the user signs out', async () => {
    const { unmount } = renderHook(() => usePreloadAreasWhenIdle(true));
    unmount();
    act(() => jest.advanceTimersByTime(IDLE_PRELOAD_DELAY_MS + IDLE_WITHIN_MS * 10));
    await flush();
    expect(mockedLoad).not.toHaveBeenCalled();
  });
});
