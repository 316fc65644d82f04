import { inIdleSlices, runToEnd } from './idle-slices';

/** A clock that moves only when a step says so: each step takes `cost` ms of it. */
let clock = 0;
beforeEach(() => {
  clock = 0;
  jest.useFakeTimers();
  jest.spyOn(performance, 'now').mockImplementation(() => clock);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Ten steps of `cost` ms each, noting the turn of the event loop each ran in. */
function* work(turns: number[], turn: () => number, cost: number) {
  for (let step = 0; step < 10; step++) {
    clock += cost;
    turns.push(turn());
    yield;
  }
  return 'gotovo';
}

it('spreads the steps over turns no longer than a slice, then hands over the result', () => {
  let turn = 0;
  const turns: number[] = [];
  const done = jest.fn();
  inIdleSlices(
    work(turns, () => turn, 3),
    done,
  );
  expect(turns).toEqual([]);
  while (!done.mock.calls.length && turn < 20) {
    turn += 1;
    jest.advanceTimersToNextTimer();
  }
  expect(done).toHaveBeenCalledWith('gotovo');
  // Three steps of 3 ms fill a slice; the last slice holds the tenth step and the end.
  expect(turns).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3, 4]);
});

it('a step longer than a slice still moves the work on, one step a turn', () => {
  let turn = 0;
  const turns: number[] = [];
  const done = jest.fn();
  inIdleSlices(
    work(turns, () => turn, 20),
    done,
  );
  for (turn = 1; turn <= 11; turn++) jest.advanceTimersToNextTimer();
  expect(turns).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(done).toHaveBeenCalledTimes(1);
});

it('cancelled, it takes no further step and never hands over', () => {
  const turns: number[] = [];
  const done = jest.fn();
  const cancel = inIdleSlices(
    work(turns, () => 0, 3),
    done,
  );
  jest.advanceTimersToNextTimer();
  cancel();
  jest.runAllTimers();
  expect(turns).toHaveLength(3);
  expect(done).not.toHaveBeenCalled();
});

it('run at once, the steps end in the same turn', () => {
  const turns: number[] = [];
  expect(runToEnd(work(turns, () => 0, 3))).toBe('gotovo');
  expect(turns).toHaveLength(10);
});
