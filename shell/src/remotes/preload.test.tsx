import { act, renderHook } from '@testing-library/react';
import { usePreloadAreasWhenIdle } from './preload';
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
    act(() => jest.advanceTimersByTime(20_000));
    expect(mockedLoad).not.toHaveBeenCalled();

    rerender({ signedIn: true });
    act(() => jest.advanceTimersByTime(7_000));
    expect(mockedLoad).not.toHaveBeenCalled();
    for (let i = 0; i < 5; i++) {
      act(() => jest.advanceTimersByTime(6_000));
      await flush();
    }
    expect(mockedLoad.mock.calls.map(([area]) => area)).toEqual([
      'mf_lists',
      'mf_notes',
      'mf_groceries',
      'mf_diary',
      'mf_settings',
    ]);
  });

  it('stops when the user signs out', async () => {
    const { unmount } = renderHook(() => usePreloadAreasWhenIdle(true));
    unmount();
    act(() => jest.advanceTimersByTime(60_000));
    await flush();
    expect(mockedLoad).not.toHaveBeenCalled();
  });
});
