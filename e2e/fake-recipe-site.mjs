// A local recipe site for the journeys (nothing in a test reaches the internet): the recorded page
// shapes the API's suite reads (api/test/fixtures/recipe-pages), at /<name>.html, and a page of a
// Croatian recipe whose lines the catalogue does not all know (jsonld-object: no flour, no salt). The API may fetch it because the
// e2e server names it in RECIPE_IMPORT_ALLOW_HOSTS.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const pagesDir = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../api/test/fixtures/recipe-pages',
);

/** The site's port for a server on `serverPort`: far above it, so parallel runs' ports never meet. */
export const recipeSitePort = (serverPort) => Number(serverPort) + 10_000;

export function startFakeRecipeSite(port = 0) {
  const pages = Object.fromEntries(
    readdirSync(pagesDir)
      .filter((f) => f.endsWith('.html'))
      .map((f) => [f.replace(/\.html$/, ''), readFileSync(path.join(pagesDir, f), 'utf8')]),
  );
  const server = createServer((request, response) => {
    const name = /^\/([\w-]+)\.html$/.exec(new URL(request.url ?? '/', 'http://x').pathname)?.[1];
    const page = name ? pages[name] : undefined;
    if (!page) {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<h1>Nema</h1>');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}`,
        host: `127.0.0.1:${port}`,
        stop: () => server.close(),
      });
    });
  });
}
