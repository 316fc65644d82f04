import { isApiPath } from '../sw/cache-names';

/** A file this page loaded, as the Resource Timing API reports it. */
export interface LoadedFile {
  name: string;
  startTime: number;
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
  controlledAtStart: boolean;
  now: () => number;
  onReady: (ready: boolean) => void;
}) {
  let controlledAt = options.controlledAtStart ? 0 : Number.POSITIVE_INFINITY;
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
      for (const { name, startTime } of files) {
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
