import { isApiPath } from '../sw/cache-names';

/** A file this page loaded, as the Resource Timing API reports it. */
export interface LoadedFile {
  name: string;
  startTime: number;
  /** Above zero when the file's request went through a service worker. */
  workerStart?: number;
}

/**
 * How this page began, as the worker saw it:
 * - `through-worker`: its navigation went through the worker (which kept the page's remotes map),
 *   and so did every file it loaded;
 * - `claimed`: the worker controlled it by the time its first script ran, but its navigation went
 *   past the worker: the worker activated and claimed the page while it loaded. The page's map and
 *   the files it started before the claim (its app scripts and the server's preloads of the route's
 *   remote, started before this script ran) reached no cache;
 * - `uncontrolled`: not controlled yet.
 */
export type PageStart = 'through-worker' | 'claimed' | 'uncontrolled';

/** `navigation`: the page's Navigation Timing entry (its `workerStart` is zero past a worker). */
export function pageStart(
  controlled: boolean,
  navigation: { workerStart: number } | undefined,
): PageStart {
  if (!controlled) return 'uncontrolled';
  return navigation && navigation.workerStart > 0 ? 'through-worker' : 'claimed';
}

/** Asks the worker to cache these URLs by its own rules; resolves once it has tried them all. */
export type SendToWorker = (urls: string[]) => Promise<unknown>;

const CODE_OR_POINTER = /\.(js|css|json)(\?|$)/;

const worthCaching = (url: string) =>
  CODE_OR_POINTER.test(url) && !isApiPath(new URL(url, location.href).pathname);

/**
 * Until the service worker controls this page, what the page loads goes straight to the network,
 * past the worker's caches. Everything the page started loading before that moment (an area opened
 * on the very first visit, a remote entry still downloading when the worker took over) is handed to
 * the worker as it finishes, once the worker is active, so it opens offline later too. After the
 * worker controls the page it sees every fetch itself, so nothing later is handed over twice.
 *
 * Ready for offline use: the page is controlled and the worker has stored every hand-off.
 */
export function createHandOff(options: {
  start: PageStart;
  now: () => number;
  onReady: (ready: boolean) => void;
}) {
  // A page claimed while it loaded: what it started before now may have gone past the worker.
  let controlledAt =
    options.start === 'through-worker'
      ? 0
      : options.start === 'claimed'
        ? options.now()
        : Number.POSITIVE_INFINITY;
  let send: SendToWorker | null = null;
  let queued: string[] = [];
  let pending = 0;
  const seen = new Set<string>();

  const report = () =>
    options.onReady(controlledAt !== Number.POSITIVE_INFINITY && pending === 0 && !queued.length);

  const flush = () => {
    if (send && queued.length) {
      const urls = queued;
      queued = [];
      pending += 1;
      send(urls)
        .catch(() => {
          /* the worker could not store them: they are fetched through it next time */
        })
        .finally(() => {
          pending -= 1;
          report();
        });
    }
    report();
  };

  return {
    /** Files the page finished loading (Resource Timing entries, buffered ones included). */
    loaded(files: readonly LoadedFile[]) {
      for (const { name, startTime, workerStart = 0 } of files) {
        // Went through the worker, whose route stored it. (A cross-origin file without
        // Timing-Allow-Origin reports zero either way: the start time decides for it.)
        if (workerStart > 0) continue;
        if (startTime >= controlledAt || seen.has(name) || !worthCaching(name)) continue;
        seen.add(name);
        queued.push(name);
      }
      flush();
    },
    /** The worker is active and can be sent files. */
    workerActive(sendToWorker: SendToWorker) {
      send = sendToWorker;
      flush();
    },
    /** The worker took control of the page: what starts loading from now on goes through it. */
    controlled() {
      if (controlledAt === Number.POSITIVE_INFINITY) controlledAt = options.now();
      report();
    },
  };
}
