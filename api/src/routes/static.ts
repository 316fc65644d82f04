import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { apiMessages } from '@organizator/shared/contract';
import { AREAS } from '@organizator/shared/domain';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { withScriptSources } from '../http/content-security-policy';
import { fail } from '../http/envelope';
import type { PublishedCopy } from '../http/published-copy';
import type { RemotesSource } from '../http/remotes-source';
import { ShellPage } from '../http/shell-page';

/** Entry files the shell must always revalidate, so a redeploy is picked up at once. */
const NO_CACHE = new Set([
  'index.html',
  'remotes.json',
  'mf-manifest.json',
  'remoteEntry.js',
  // The browser checks for a new service worker on every navigation; the manifest names the icons.
  'sw.js',
  'manifest.webmanifest',
]);
/** Rspack's content hashes: `name.0123abcd.js`, `123.0123abcdef.css`, ... */
export const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** The build's precompressed copies (`main.0123abcd.js.br`) are cached as the file they encode. */
const PRECOMPRESSED = /\.(br|gz)$/;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(PRECOMPRESSED, '');
  if (NO_CACHE.has(name)) return 'no-cache';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/**
 * Only a page navigation falls back to the shell's index.html (it renders Not Found itself). A
 * missing file (`/favicon.ico`, `/apple-touch-icon-precomposed.png`, an old chunk) or a script's
 * request is a 404: a browser or service worker would otherwise take HTML for an icon or a script.
 */
export function isNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url.split('?')[0] ?? '/';
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/remotes/')) return false;
  const lastSegment = url.slice(url.lastIndexOf('/') + 1);
  if (/\.[a-z0-9]+$/i.test(lastSegment)) return false;
  // Browsers say what a request is for; without the header (curl, old clients) the path decides.
  const mode = request.headers['sec-fetch-mode'];
  if (mode !== undefined && mode !== 'navigate') return false;
  const accept = request.headers.accept;
  return accept === undefined || /text\/html|\*\/\*/.test(accept);
}

const setHeaders = (reply: FastifyReply, filePath: string) => {
  reply.header('cache-control', cacheControlFor(filePath));
};

/**
 * The production front end: `/` is shell/dist, `/remotes/<pkg>/` is <pkg>/dist. Missing dist folders
 * are skipped (API-only dev). Any other page navigation falls back to the shell's index.html;
 * everything else unknown gets the JSON envelope with 404.
 */
const staticPlugin: FastifyPluginAsync<{
  root: string | null;
  remotesFile?: RemotesSource | null;
  published?: PublishedCopy | null;
}> = async (app, opts) => {
  const { remotesFile, published } = opts;
  if (remotesFile) {
    // Deployment configuration, not a build artefact: a shell redeploy keeps the remotes' pointers.
    app.get('/remotes.json', async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('application/json').send(remotesFile.json()),
    );
  }

  if (published) {
    servePublished(app, published, new ShellPage('', '', remotesFile ?? null, Date.now, published));
    return;
  }

  const shellDist = opts.root ? path.join(opts.root, 'shell', 'dist') : null;
  const hasShell = !!shellDist && existsSync(path.join(shellDist, 'index.html'));
  let decorated = false;

  if (hasShell && shellDist) {
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      cacheControl: false,
      setHeaders,
      // The build writes .br (quality 11) and .gz beside each text file; sent with Vary.
      preCompressed: true,
      decorateReply: true,
    });
    decorated = true;
  }
  const shellPage =
    hasShell && shellDist && opts.root
      ? new ShellPage(shellDist, opts.root, remotesFile ?? null)
      : null;
  for (const { pkg: remote } of Object.values(AREAS)) {
    const dist = opts.root ? path.join(opts.root, remote, 'dist') : null;
    if (!dist || !existsSync(dist)) continue;
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${remote}/`,
      cacheControl: false,
      setHeaders,
      preCompressed: true,
      decorateReply: !decorated,
    });
    decorated = true;
  }

  // `/` is a page like any other (the static files would answer it with the bare index.html).
  if (shellPage) app.get('/', (request, reply) => sendShellPage(shellPage, request, reply));

  app.setNotFoundHandler((request, reply) => {
    if (!isNavigation(request) || !shellPage) return notFoundJson(reply);
    return sendShellPage(shellPage, request, reply);
  });
};

const notFoundJson = (reply: FastifyReply) => reply.status(404).send(fail(apiMessages.notFound));
// The page carries its boot script inline: its policy allows that script by hash.
const pagePolicy = (page: ShellPage, reply: FastifyReply) => {
  const policy = reply.getHeader('content-security-policy');
  return typeof policy === 'string' ? withScriptSources(policy, page.scriptHashes()) : policy;
};
const sendShellPage = (page: ShellPage, request: FastifyRequest, reply: FastifyReply) =>
  reply
    .header('content-security-policy', pagePolicy(page, reply))
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(page.html(request.url.split('?')[0] ?? '/'));

/** What a published file's answer keeps of the origin's headers. */
const PASSED_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified'];

/**
 * STATIC_ORIGIN: the page is rendered from the published release; the remotes load from the origin
 * (the remotes map names them there). The shell's own files are built for this server's root (its
 * public path is `/`, where its service worker must live too), so they are read through from the
 * origin: every process answers every published release's files, whichever release it runs.
 */
function servePublished(app: FastifyInstance, published: PublishedCopy, page: ShellPage) {
  app.get('/', (request, reply) => sendShellPage(page, request, reply));
  app.setNotFoundHandler(async (request, reply) => {
    if (isNavigation(request)) return sendShellPage(page, request, reply);
    const url = request.url.split('?')[0] ?? '/';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || url.startsWith('/api')) {
      return notFoundJson(reply);
    }
    const match = request.headers['if-none-match'];
    const answer = await fetch(published.url(url.slice(1)), {
      headers: match ? { 'if-none-match': match } : {},
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    if (!answer || (answer.status !== 200 && answer.status !== 304)) return notFoundJson(reply);
    for (const name of PASSED_HEADERS) {
      const value = answer.headers.get(name);
      if (value) reply.header(name, value);
    }
    if (answer.status === 304) return reply.status(304).send();
    return reply.send(Buffer.from(await answer.arrayBuffer()));
  });
}

/** Registered at the root context (skip-override), so its not-found handler covers every path. */
export const staticRoutes = Object.assign(staticPlugin, { [Symbol.for('skip-override')]: true });
