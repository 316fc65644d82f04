import { waitFor } from '@testing-library/react';
import { createHandOff, type PageStart, pageStart } from './hand-off';

const origin = 'http://localhost';
const file = (path: string, startTime: number) => ({ name: `${origin}${path}`, startTime });

function setUp(start: PageStart = 'uncontrolled', startedAt = 0) {
  let clock = startedAt;
  const readiness: boolean[] = [];
  const sent: string[][] = [];
  const replies: (() => void)[] = [];
  const handOff = createHandOff({
    start,
    now: () => clock,
    onReady: (ready) => readiness.push(ready),
  });
  const send = (urls: string[]) => {
    sent.push(urls);
    return new Promise<void>((resolve) => replies.push(resolve));
  };
  return {
    handOff,
    send,
    sent,
    replies,
    ready: () => readiness.at(-1),
    tick: (to: number) => {
      clock = to;
    },
  };
}

test('files loaded before the worker was active are handed to it once it is', () => {
  const { handOff, send, sent } = setUp();
  handOff.loaded([file('/main.1234abcd.js', 10), file('/remotes.json', 20)]);
  expect(sent).toEqual([]);
  handOff.workerActive(send);
  expect(sent).toEqual([[`${origin}/main.1234abcd.js`, `${origin}/remotes.json`]]);
});

test('a remote entry that finishes after the worker is active but before it controls the page is handed over too', () => {
  const { handOff, send, sent, tick } = setUp();
  handOff.loaded([file('/main.1234abcd.js', 10)]);
  handOff.workerActive(send);
  // The lists area starts downloading before the worker claims the page and finishes after.
  handOff.loaded([file('/remotes/mf-lists/remoteEntry.js', 500)]);
  tick(600);
  handOff.controlled();
  handOff.loaded([file('/remotes/mf-lists/254.1234abcd.js', 550)]);
  expect(sent.flat()).toEqual([
    `${origin}/main.1234abcd.js`,
    `${origin}/remotes/mf-lists/remoteEntry.js`,
    `${origin}/remotes/mf-lists/254.1234abcd.js`,
  ]);
});

test('what starts loading after the worker controls the page is not handed over (the worker saw it)', () => {
  const { handOff, send, sent, tick } = setUp();
  handOff.workerActive(send);
  tick(600);
  handOff.controlled();
  handOff.loaded([file('/remotes/mf-notes/remoteEntry.js', 700)]);
  expect(sent).toEqual([]);
});

test('a page that came through the worker hands nothing over and is ready at once', () => {
  const { handOff, send, sent, ready } = setUp('through-worker');
  handOff.loaded([file('/main.1234abcd.js', 10)]);
  handOff.workerActive(send);
  expect(sent).toEqual([]);
  expect(ready()).toBe(true);
});

test('API answers, images and repeats are never handed over', () => {
  const { handOff, send, sent } = setUp();
  handOff.workerActive(send);
  handOff.loaded([
    file('/api/me', 5),
    file('/api/lists.json', 6),
    file('/icons/icon-192.png', 7),
    file('/remotes.json', 8),
    file('/remotes.json', 9),
  ]);
  expect(sent).toEqual([[`${origin}/remotes.json`]]);
});

test('ready only once the page is controlled and the worker has stored every hand-off', async () => {
  const { handOff, send, replies, ready, tick } = setUp();
  handOff.loaded([file('/remotes/mf-lists/remoteEntry.js', 10)]);
  expect(ready()).toBe(false);
  handOff.workerActive(send);
  tick(100);
  handOff.controlled();
  expect(ready()).toBe(false);
  replies[0]?.();
  await waitFor(() => expect(ready()).toBe(true));
  // A late file of the same visit makes it not ready until that one is stored too.
  handOff.loaded([file('/remotes/mf-lists/62.1234abcd.js', 90)]);
  expect(ready()).toBe(false);
  replies[1]?.();
  await waitFor(() => expect(ready()).toBe(true));
});

test('a page claimed while it loaded hands over what it started before its script, its remotes map too', async () => {
  // The navigation went past the worker; the worker claimed the page before the shell's script
  // ran (at 300), after the app's scripts and the route's preloads had started past it.
  const { handOff, send, sent, replies, ready, tick } = setUp('claimed', 300);
  handOff.loaded([
    file('/remotes.json', 0),
    file('/main.1234abcd.js', 120),
    file('/remotes/mf-lists/remoteEntry.js', 130),
  ]);
  handOff.controlled();
  expect(ready()).toBe(false);
  handOff.workerActive(send);
  tick(900);
  handOff.loaded([file('/remotes/mf-lists/254.1234abcd.js', 800)]);
  expect(sent).toEqual([
    [
      `${origin}/remotes.json`,
      `${origin}/main.1234abcd.js`,
      `${origin}/remotes/mf-lists/remoteEntry.js`,
    ],
  ]);
  expect(ready()).toBe(false);
  replies[0]?.();
  await waitFor(() => expect(ready()).toBe(true));
});

test('a file that went through the worker is not handed over, whenever it started', () => {
  const { handOff, send, sent } = setUp('claimed', 300);
  handOff.workerActive(send);
  handOff.loaded([
    { ...file('/remotes/mf-lists/remoteEntry.js', 130), workerStart: 131 },
    { ...file('/remotes/mf-lists/mf-manifest.json', 140), workerStart: 0 },
  ]);
  expect(sent).toEqual([[`${origin}/remotes/mf-lists/mf-manifest.json`]]);
});

test('a controlled page came through the worker only if its navigation did', () => {
  expect(pageStart(false, undefined)).toBe('uncontrolled');
  expect(pageStart(false, { workerStart: 0 })).toBe('uncontrolled');
  expect(pageStart(true, { workerStart: 12.5 })).toBe('through-worker');
  expect(pageStart(true, { workerStart: 0 })).toBe('claimed');
  // No navigation entry: nothing says the worker saw the page, so what it loaded is handed over.
  expect(pageStart(true, undefined)).toBe('claimed');
});
