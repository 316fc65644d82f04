import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const pagesDir = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../fixtures/recipe-pages',
);

/** The recorded page shapes, by file name without .html (jsonld-object, microdata, ...). */
export const recipePages: Record<string, string> = Object.fromEntries(
  readdirSync(pagesDir)
    .filter((f) => f.endsWith('.html'))
    .map((f) => [f.replace(/\.html$/, ''), readFileSync(path.join(pagesDir, f), 'utf8')]),
);

export interface FakeRecipeSite {
  /** http://127.0.0.1:<port> */
  url: string;
  /** `127.0.0.1:<port>`, for RECIPE_IMPORT_ALLOW_HOSTS. */
  host: string;
  /** The request headers of every request, in order. */
  requests: { path: string; headers: Record<string, string | string[] | undefined> }[];
  close(): Promise<void>;
}

/** Bigger than the import reads (2 MB), the recipe at its very end. */
const tooLarge = () =>
  `<!doctype html><html><body>${'<p>Kuhanje je umjetnost.</p>'.repeat(90_000)}${recipePages['jsonld-object']}</body></html>`;

/**
 * A local recipe site serving the recorded page shapes at /<name>.html, and the misbehaviours the
 * import must survive: /too-large (over 2 MB), /slow (never answers), /data.json (not HTML),
 * /gzip (a compressed page), /redirect/<n> (n redirects, then the JSON-LD page), /to-private (a
 * redirect to a link-local address), /to-other-port (a redirect to a local port not allowed).
 */
export async function startRecipeSite(): Promise<FakeRecipeSite> {
  const requests: FakeRecipeSite['requests'] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://site.local');
    requests.push({ path: url.pathname, headers: request.headers });
    const html = (body: string) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(body);
    };
    const page = /^\/([\w-]+)\.html$/.exec(url.pathname)?.[1];
    if (page && recipePages[page]) return html(recipePages[page]);
    if (url.pathname === '/too-large') return html(tooLarge());
    if (url.pathname === '/slow') return; // never answers
    if (url.pathname === '/data.json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ '@type': 'Recipe' }));
    }
    if (url.pathname === '/gzip') {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      return response.end(gzipSync(recipePages['jsonld-graph'] ?? ''));
    }
    const hops = /^\/redirect\/(\d+)$/.exec(url.pathname)?.[1];
    if (hops !== undefined) {
      const left = Number(hops);
      response.writeHead(302, {
        location: left > 1 ? `/redirect/${left - 1}` : '/jsonld-object.html',
      });
      return response.end();
    }
    if (url.pathname === '/to-private') {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      return response.end();
    }
    if (url.pathname === '/to-other-port') {
      response.writeHead(301, { location: 'http://127.0.0.1:9/' });
      return response.end();
    }
    response.writeHead(404, { 'content-type': 'text/html' });
    response.end('<h1>Nema</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
