/** How long a fetched file is trusted before it is asked for again (a new release is seen soon). */
const RECHECK_MS = 5_000;

interface Copy {
  text: string | null;
  etag: string | null;
  checkedAt: number;
  refreshing?: Promise<void>;
}

/**
 * The files of a release published to a static origin (`pnpm publish:static`, then a bucket
 * website or a CDN at STATIC_ORIGIN), as the API needs them to render the page: the shell's
 * index.html, the scripts and styles it inlines, the remotes' manifests it preloads from. Each is
 * fetched once, kept, and asked for again (a conditional request) at most every few seconds when
 * used, so every process renders the release that is published, whichever it was started with.
 * Reads are synchronous: a file not fetched yet reads as missing while it is fetched.
 */
export class PublishedCopy {
  private readonly copies = new Map<string, Copy>();

  constructor(
    readonly origin: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** The URL of `key` (a path without the leading slash) at the origin. */
  url(key: string): string {
    return new URL(key, `${this.origin.replace(/\/+$/, '')}/`).toString();
  }

  /** The file's text as last fetched; null when it does not exist (or is not fetched yet). */
  text(key: string): string | null {
    const copy = this.copies.get(key);
    if (!copy) {
      void this.fetch(key);
      return null;
    }
    if (this.now() - copy.checkedAt >= RECHECK_MS) void this.fetch(key);
    return copy.text;
  }

  /** Fetches `keys` now (at start-up, so the first page is rendered from the published copy). */
  async load(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.fetch(key)));
  }

  private fetch(key: string): Promise<void> {
    const known = this.copies.get(key);
    if (known?.refreshing) return known.refreshing;
    const copy: Copy = known ?? { text: null, etag: null, checkedAt: 0 };
    this.copies.set(key, copy);
    copy.refreshing = (async () => {
      try {
        const response = await fetch(this.url(key), {
          headers: copy.etag ? { 'if-none-match': copy.etag } : {},
          signal: AbortSignal.timeout(10_000),
        });
        if (response.status === 304) return;
        if (response.ok) {
          copy.text = await response.text();
          copy.etag = response.headers.get('etag');
        } else if (response.status === 404) {
          copy.text = null;
          copy.etag = null;
        }
        // Any other answer (the origin failing) keeps the last good copy.
      } catch {
        // Unreachable: the last good copy stays in use.
      } finally {
        copy.checkedAt = this.now();
        copy.refreshing = undefined;
      }
    })();
    return copy.refreshing;
  }
}
