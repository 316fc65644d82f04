import { tokenStore } from '@organizator/shared/runtime';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { holdUntilArrived, resetArrivalGate } from '../app/arrival-gate';
import { LiveEvents } from './live-events';
import { openLiveStream } from './live-stream';

jest.mock('./live-stream', () => ({ openLiveStream: jest.fn(() => () => {}) }));
jest.mock('@organizator/shared/client', () => ({
  answersEventId: (token: string) => (token === 'tok' ? '12' : ''),
}));

const opened = openLiveStream as jest.MockedFunction<typeof openLiveStream>;

beforeEach(() => {
  jest.useFakeTimers();
  tokenStore.set('tok');
});
afterEach(() => {
  jest.useRealTimers();
  tokenStore.clear();
  resetArrivalGate();
  opened.mockClear();
});

function renderLiveEvents() {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <LiveEvents me={{ id: 'u1' }} />
    </QueryClientProvider>,
  );
}

/** Lets pending promises and the idle moment's timer run (jsdom has no requestIdleCallback). */
const settle = () => act(() => jest.advanceTimersByTimeAsync(100));

describe('the live stream of a signed-in page', () => {
  it("opens once the arrival's code and data are in, from the event id its answers were read at", async () => {
    let arrive!: () => void;
    holdUntilArrived(new Promise<void>((resolve) => (arrive = resolve)));
    renderLiveEvents();
    await settle();
    expect(opened).not.toHaveBeenCalled();
    arrive();
    await settle();
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened.mock.calls[0]![0]).toMatchObject({ userId: 'u1', resumeFrom: '12' });
  });

  it('never opens when the page signs out before its arrival is in', async () => {
    let arrive!: () => void;
    holdUntilArrived(new Promise<void>((resolve) => (arrive = resolve)));
    const { unmount } = renderLiveEvents();
    unmount();
    arrive();
    await settle();
    expect(opened).not.toHaveBeenCalled();
  });
});
