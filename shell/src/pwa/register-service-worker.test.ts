import { waitFor } from '@testing-library/react';
import { CLAIM, HAND_OFF } from '../sw/cache-names';
import { registerServiceWorker } from './register-service-worker';

/**
 * The page's side of the worker in a browser as jsdom has none of it: the service worker container,
 * Resource and Navigation Timing. `loaded` are the page's resource entries so far; `navigation` its
 * navigation entry (`workerStart` above zero when the navigation went through the worker).
 */
function browser({
  controlled,
  navigation,
  loaded,
}: {
  controlled: boolean;
  navigation: { workerStart: number };
  loaded: { name: string; startTime: number; workerStart: number }[];
}) {
  const messages: { type: string; urls?: string[] }[] = [];
  const ports: MessagePort[] = [];
  const worker = {
    postMessage: (message: { type: string; urls?: string[] }, transfer?: MessagePort[]) => {
      messages.push(message);
      if (transfer?.[0]) ports.push(transfer[0]);
    },
  };
  const registration = { active: worker };
  const container = {
    controller: controlled ? worker : null,
    addEventListener: jest.fn(),
    register: jest.fn(() => Promise.resolve(registration)),
    ready: Promise.resolve(registration),
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) => (type === 'navigation' ? [navigation] : []),
  });
  (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = class {
    constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {}
    observe() {
      this.callback({ getEntries: () => loaded });
    }
  };
  return {
    handOffs: () => messages.filter((m) => m.type === HAND_OFF).map((m) => m.urls),
    claims: () => messages.filter((m) => m.type === CLAIM).length,
    /** The worker replies that it has stored every file it was handed. */
    reply: () => {
      for (const port of ports.splice(0)) port.postMessage(true);
    },
  };
}

/** The app's first script and the route's remote entry, with their `workerStart` in that order. */
const startFiles = (workerStarts: [number, number]) =>
  ['main.1234abcd.js', 'remotes/mf-lists/remoteEntry.js'].map((file, index) => ({
    name: `${location.origin}/${file}`,
    startTime: 0.1 * (index + 1),
    workerStart: workerStarts[index] ?? 0,
  }));

const offlineReady = () => document.documentElement.dataset.offlineReady;
const nodeEnv = process.env.NODE_ENV;

beforeEach(() => {
  process.env.NODE_ENV = 'production';
  delete document.documentElement.dataset.offlineReady;
});

afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
  delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
});

test('a page the worker claimed while it loaded hands its remotes map and what went past the worker over, and is ready only once they are stored', async () => {
  // The worker activated and claimed the page after its navigation had gone past it, and after the
  // app's first script and the route's remote entry had started past it too.
  const { handOffs, claims, reply } = browser({
    controlled: true,
    navigation: { workerStart: 0 },
    loaded: startFiles([0, 0]),
  });
  registerServiceWorker();
  await waitFor(() => expect(handOffs()).toHaveLength(1));
  expect(handOffs()[0]).toEqual(
    expect.arrayContaining([
      `${location.origin}/remotes.json`,
      `${location.origin}/main.1234abcd.js`,
      `${location.origin}/remotes/mf-lists/remoteEntry.js`,
    ]),
  );
  expect(claims()).toBe(0);
  expect(offlineReady()).toBe('false');
  reply();
  await waitFor(() => expect(offlineReady()).toBe('true'));
});

test('a page that came through the worker hands nothing over and is ready at once', async () => {
  const { handOffs } = browser({
    controlled: true,
    navigation: { workerStart: 5 },
    loaded: startFiles([0.2, 0.3]),
  });
  registerServiceWorker();
  expect(offlineReady()).toBe('true');
  await waitFor(() => expect(navigator.serviceWorker.register).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(handOffs()).toEqual([]);
  expect(offlineReady()).toBe('true');
});
