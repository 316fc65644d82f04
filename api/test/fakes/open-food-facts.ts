import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fixtures = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../fixtures/open-food-facts',
);

export interface FakeOpenFoodFacts {
  url: string;
  /** Every request path, in order (to tell a cached answer from a fresh one). */
  requests: string[];
  userAgents: string[];
  /** Codes the fake never answers (a service slower than any timeout). */
  slow: Set<string>;
  /** Codes the fake answers with a 500 and an HTML page (a broken service). */
  broken: Set<string>;
  close(): Promise<void>;
}

/**
 * A local stand-in for Open Food Facts' product API v2, answering from the recorded fixtures: a
 * product's file when there is one, the service's not-found answer otherwise.
 */
export async function startFakeOpenFoodFacts(): Promise<FakeOpenFoodFacts> {
  const requests: string[] = [];
  const userAgents: string[] = [];
  const slow = new Set<string>();
  const broken = new Set<string>();
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    userAgents.push(request.headers['user-agent'] ?? '');
    const code = /^\/api\/v2\/product\/(\d+)\.json/.exec(request.url ?? '')?.[1];
    if (code && slow.has(code)) {
      hanging.add(response);
      return;
    }
    if (code && broken.has(code)) {
      response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Internal error</h1>');
      return;
    }
    const file = code ? path.join(fixtures, `${code}.json`) : '';
    const found = file !== '' && existsSync(file);
    response
      .writeHead(found ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' })
      .end(readFileSync(found ? file : path.join(fixtures, 'not-found.json')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    userAgents,
    slow,
    broken,
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An address where nothing listens: a port that was free a moment ago. */
export async function unreachableUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}
