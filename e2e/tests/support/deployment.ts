import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The running product's remotes.json (playwright.config.ts hands the server the same path). */
export const remotesFile = () => {
  const file = process.env.E2E_REMOTES_FILE;
  if (!file) throw new Error('E2E_REMOTES_FILE is not set (playwright.config.ts sets it)');
  return file;
};

export type RemotesMap = Record<string, string>;
export const readRemotes = (): RemotesMap => JSON.parse(readFileSync(remotesFile(), 'utf8'));
/** A deployment: rewrite remotes.json in place, as an operator would. */
export const writeRemotes = (map: RemotesMap) =>
  writeFileSync(remotesFile(), `${JSON.stringify(map, null, 2)}\n`);

const root = path.resolve(import.meta.dirname, '../../..');
export const distOf = (pkg: string) => path.join(root, pkg, 'dist');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/**
 * Another origin serving static files (a CDN, a remote team's own host): a folder per deployed
 * build, with CORS open as a remote's host must have. Listens on a free port.
 */
export async function startSecondOrigin() {
  const dir = mkdtempSync(path.join(tmpdir(), 'organizator-cdn-'));
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const file = path.join(dir, path.normalize(decodeURIComponent(url.pathname)));
    if (!file.startsWith(dir)) return response.writeHead(403).end();
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'access-control-allow-origin': '*',
        'cache-control': 'no-cache',
      });
      response.end(body);
    } catch {
      response.writeHead(404, { 'access-control-allow-origin': '*' }).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** Publishes a build under /<version>/ and returns its manifest URL. */
    publish(distDir: string, version: string) {
      cpSync(distDir, path.join(dir, version), { recursive: true });
      return `${origin}/${version}/mf-manifest.json`;
    },
    /** Deletes a published build (its hashed chunks are gone). */
    unpublish(version: string) {
      rmSync(path.join(dir, version), { recursive: true, force: true });
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
