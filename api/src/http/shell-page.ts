import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  AREAS,
  type AreaName,
  areaForPath,
  INLINE_REMOTES_ID,
  matchesRoute,
  routeForPath,
} from '@organizator/shared/domain';
import { HASHED } from '../routes/static';
import type { PublishedCopy } from './published-copy';
import type { RemotesSource } from './remotes-source';

/** How often the shell's index.html is looked at again: a shell redeploy needs no restart. */
const RECHECK_MS = 1000;

/**
 * The part of a remote's mf-manifest.json that names its entry, the files of `./routes` and, added
 * by its build (tooling/src/mf/chunk-graph-plugin.ts), the files of each route's page.
 */
interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
  pages?: Record<string, string[]>;
}

/** What the page names of a remote: its start (entry, `./routes`) and each route's page files. */
interface RemoteFiles {
  start: string[];
  pages: Record<string, string[]>;
}
const NO_FILES: RemoteFiles = { start: [], pages: {} };

/** JSON that cannot end the `<script>` element it sits in. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The shell's pre-rendered first screen of some routes (space-separated patterns), inert in
 * index.html until a server unwraps it.
 */
const BOOT_FRAME = /<template data-boot-frame="([^"]+)">([\s\S]*?)<\/template>/g;

/**
 * The page with the boot frame of the route `pathname` is on (if the shell pre-rendered one)
 * unwrapped, so it paints before any script has run, and the other routes' frames left out.
 */
function withBootFrame(template: string, pathname: string): string {
  let unwrapped = false;
  return template.replace(BOOT_FRAME, (_whole, routes: string, frame: string) => {
    if (unwrapped || !routes.split(/\s+/).some((route) => matchesRoute(route, pathname))) return '';
    unwrapped = true;
    return frame;
  });
}

const SCRIPT = /<script src="?\/([\w.-]+\.js)"?><\/script>/g;
const STYLESHEET = /<link href="?\/([\w.-]+\.css)"? rel="?stylesheet"?>/g;
/** A url() that a copy inside the page would resolve against the page's path, not the file's. */
const RELATIVE_URL = /url\(\s*['"]?(?![a-z]+:|\/|#)/i;

/**
 * The page with its render-blocking files written into it: the boot script and the shell's
 * stylesheet would each cost a round trip before the first paint. Their files stay (the service
 * worker's offline copy of the page links them). The CSP allows the inlined scripts by hash.
 */
function inlineRenderBlocking(html: string, readText: (name: string) => string | null) {
  const scriptHashes: string[] = [];
  const inlined = html
    .replace(SCRIPT, (tag, name: string) => {
      const code = readText(name);
      if (code === null || /<\/script/i.test(code)) return tag;
      scriptHashes.push(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
      return `<script>${code}</script>`;
    })
    .replace(STYLESHEET, (tag, name: string) => {
      const css = readText(name);
      if (css === null || /<\/style/i.test(css) || RELATIVE_URL.test(css)) return tag;
      return `<style>${css}</style>`;
    });
  return { html: inlined, scriptHashes };
}

/**
 * The shell's index.html as served to a page navigation, with what the page would otherwise learn
 * one round trip at a time: the deployment's remotes map (inlined: no /remotes.json request) and,
 * for a route of an area, preloads of that remote's manifest and, when the remote is deployed on
 * this server, of its entry and the files of its `./routes` (known from its manifest on disk),
 * started with the app's scripts. The module federation runtime then finds each of them already
 * on its way. A page the shell
 * pre-rendered (docs/decisions/shell.md, "Boot frame") comes with its layout and title in place.
 */
export class ShellPage {
  private checkedAt = 0;
  private mtimeMs = -1;
  private template = '';
  private hashes: string[] = [];
  private readonly manifests = new Map<string, { mtimeMs: number; files: RemoteFiles }>();
  private publishedPage: string | null = null;
  private publishedIncomplete = false;
  private readonly publishedManifests = new Map<string, { text: string; files: RemoteFiles }>();

  /**
   * The page and manifests come from `shellDist` and `root` on disk, or, given `published`, from
   * the release published to the static origin (STATIC_ORIGIN).
   */
  constructor(
    private readonly shellDist: string,
    private readonly root: string,
    private readonly remotesFile: RemotesSource | null,
    private readonly now: () => number = Date.now,
    private readonly published: PublishedCopy | null = null,
  ) {}

  html(pathname: string): string {
    const template = withBootFrame(this.read(), pathname);
    const remotes = this.remotesFile;
    if (!remotes) return template;
    const map = remotes.current();
    const head = [
      `<script type="application/json" id="${INLINE_REMOTES_ID}">${scriptSafe(JSON.stringify(map))}</script>`,
    ];
    const area = areaForPath(pathname);
    const manifestUrl = area ? map[area] : undefined;
    if (area && manifestUrl) {
      const preloads = [
        `<link rel="preload" href="${attribute(manifestUrl)}" as="fetch" crossorigin="anonymous">`,
      ];
      const files = this.remoteFiles(area, manifestUrl);
      preloads.push(...files.start.map(preload));
      // Inert until boot.js starts the app's scripts after the first paint, and then started with
      // them: requested while the page is parsed, they shared the connection with what that paint
      // needs (Lighthouse's simulated slow network put the first paint after them).
      head.push(`<template data-start>${preloads.join('')}</template>`);
      // The route as the shell resolves it (the manifest's order: `/groceries/recipes` before
      // `/groceries/:id`), not the first pattern of the remote's table that matches.
      const route = routeForPath(pathname);
      const page = route ? (files.pages[route.path] ?? []) : [];
      // Started by the shell's first script once it runs (shell/src/start-page.ts): with the
      // app's files they slowed those down by as much as they saved; after them, the remote's entry
      // found its page's files on the way instead of asking for them once it had run.
      if (page.length > 0)
        head.push(`<template data-start-page>${page.map(preload).join('')}</template>`);
    }
    return template.replace('</head>', `${head.join('')}</head>`);
  }

  /** The CSP sources of the scripts written into the page (its policy must allow them). */
  scriptHashes(): readonly string[] {
    this.read();
    return this.hashes;
  }

  private read(): string {
    if (this.published) return this.readPublished(this.published);
    const now = this.now();
    if (now - this.checkedAt >= RECHECK_MS || !this.template) {
      this.checkedAt = now;
      const file = path.join(this.shellDist, 'index.html');
      try {
        const { mtimeMs } = statSync(file);
        if (mtimeMs !== this.mtimeMs) {
          const { html, scriptHashes } = inlineRenderBlocking(
            readFileSync(file, 'utf8'),
            (name) => {
              try {
                return readFileSync(path.join(this.shellDist, name), 'utf8');
              } catch {
                return null;
              }
            },
          );
          this.template = html;
          this.hashes = scriptHashes;
          this.mtimeMs = mtimeMs;
        }
      } catch (error) {
        // A shell redeploy replacing its files: the last page read stays served meanwhile.
        if (!this.template) throw error;
      }
    }
    return this.template;
  }

  /**
   * The entry, `./routes` and page files of a remote served by this server (`/remotes/<pkg>/...`),
   * read from its manifest on disk; none for a remote deployed elsewhere (its manifest is fetched
   * by the page, preloaded above).
   */
  private remoteFiles(area: AreaName, manifestUrl: string): RemoteFiles {
    if (this.published) return this.publishedFiles(this.published, manifestUrl);
    const { pkg } = AREAS[area];
    const prefix = `/remotes/${pkg}/`;
    if (!manifestUrl.startsWith(prefix)) return NO_FILES;
    const file = path.join(this.root, pkg, 'dist', manifestUrl.slice(prefix.length));
    try {
      const { mtimeMs } = statSync(file);
      const known = this.manifests.get(file);
      if (known?.mtimeMs === mtimeMs) return known.files;
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as RemoteManifest;
      const base = path.posix.dirname(manifestUrl);
      const files = manifestFiles(manifest, (name) => path.posix.join(base, name));
      this.manifests.set(file, { mtimeMs, files });
      return files;
    } catch {
      // No readable manifest: the page fetches it as before.
      return NO_FILES;
    }
  }

  /** The published release's page, rendered again whenever the published index.html changes. */
  private readPublished(published: PublishedCopy): string {
    const page = published.text('index.html');
    if (page === null) {
      if (this.template) return this.template;
      throw new Error(`${published.url('index.html')} is not published`);
    }
    if (page !== this.publishedPage || this.publishedIncomplete) {
      // A file to inline that is not fetched yet stays a link this time; the page is rendered
      // again until every one is in.
      let missing = false;
      const { html, scriptHashes } = inlineRenderBlocking(page, (name) => {
        const text = published.text(name);
        if (text === null) missing = true;
        return text;
      });
      this.template = atOrigin(html, published);
      this.hashes = scriptHashes;
      this.publishedPage = page;
      this.publishedIncomplete = missing;
    }
    return this.template;
  }

  /** A remote's entry, `./routes` and page files at the static origin, from its published manifest. */
  private publishedFiles(published: PublishedCopy, manifestUrl: string): RemoteFiles {
    const base = `${published.url('')}`;
    if (!manifestUrl.startsWith(base)) return NO_FILES;
    const text = published.text(manifestUrl.slice(base.length));
    if (text === null) return NO_FILES;
    const known = this.publishedManifests.get(manifestUrl);
    if (known?.text === text) return known.files;
    try {
      const files = manifestFiles(JSON.parse(text) as RemoteManifest, (name) =>
        new URL(name, manifestUrl).toString(),
      );
      this.publishedManifests.set(manifestUrl, { text, files });
      return files;
    } catch {
      return NO_FILES;
    }
  }
}

/** A root-relative reference to a file of the shell's (`"/main.0123abcd.js"`) in an attribute. */
const SHELL_FILE = /(\s(?:src|href|data-start)=)"\/([\w.-]+)"/g;

/**
 * The page with the shell's hashed files named at the static origin, so the browser loads them
 * from there (a CDN) and not through this server; the shell's runtime takes its public path from
 * the script that started it, so the chunks it loads later come from there too. Files without a
 * hash (the service worker, the web app manifest, icons) stay on this server: the service worker
 * must be same-origin, and those answer from the read-through below.
 */
function atOrigin(html: string, published: PublishedCopy): string {
  return html.replace(SHELL_FILE, (whole, attribute: string, name: string) =>
    HASHED.test(name) ? `${attribute}"${published.url(name)}"` : whole,
  );
}

/** A preload of a remote's script or stylesheet. */
const preload = (file: string) =>
  `<link rel="preload" href="${attribute(file)}" as="${file.endsWith('.css') ? 'style' : 'script'}">`;

/**
 * The entry and `./routes` files a manifest names, and each route's page files without those,
 * as `at` locates them (the manifest names them relative to itself).
 */
function manifestFiles(manifest: RemoteManifest, at: (name: string) => string): RemoteFiles {
  const entry = manifest.metaData?.remoteEntry;
  const routes = manifest.exposes?.find((e) => e.path === './routes')?.assets;
  const start = [
    ...(entry?.name ? [path.posix.join(entry.path ?? '', entry.name)] : []),
    ...(routes?.js?.sync ?? []),
    ...(routes?.css?.sync ?? []),
  ];
  const pages = Object.entries(manifest.pages ?? {}).map(([route, files]) => [
    route,
    files.filter((file) => !start.includes(file)).map(at),
  ]);
  return { start: start.map(at), pages: Object.fromEntries(pages) };
}
