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
  /**
   * Codes answered as written here instead of from the fixtures: a status, headers and a body sent
   * in chunks (a redirect, an answer that is not JSON, a huge one, a product with odd values).
   */
  answers: Map<string, FakeAnswer>;
  /** Another server, on another port: where a redirect "elsewhere" points. It answers a product. */
  elsewhere: { url: string; requests: string[] };
  close(): Promise<void>;
}

export interface FakeAnswer {
  status?: number;
  headers?: Record<string, string>;
  chunks?: (string | Buffer)[];
}

const json = { 'content-type': 'application/json; charset=utf-8' };

/** A found product's answer with these fields, as the service writes it. */
export const productAnswer = (code: string, product: Record<string, unknown>): FakeAnswer => ({
  headers: json,
  chunks: [JSON.stringify({ code, status: 1, status_verbose: 'product found', product })],
});

/** A redirect to `location` (relative to the fake, or another address). */
export const redirectAnswer = (location: string): FakeAnswer => ({
  status: 302,
  headers: { location },
});

/** A product answer of `bytes` bytes (a long generic name), sent in pieces without a length. */
export const hugeAnswer = (code: string, bytes: number): FakeAnswer => {
  const head = `{"code":"${code}","status":1,"product":{"product_name":"Veliki","generic_name":"`;
  const piece = 'x'.repeat(64 * 1024);
  const pieces = Array.from({ length: Math.ceil(bytes / piece.length) }, () => piece);
  return { headers: json, chunks: [head, ...pieces, '"}}'] };
};

/** A good product answer labelled as an HTML page. */
export const wrongTypeAnswer = (code: string): FakeAnswer => ({
  ...productAnswer(code, { product_name: 'Krivi tip' }),
  headers: { 'content-type': 'text/html; charset=utf-8' },
});

function send(response: http.ServerResponse, answer: FakeAnswer): void {
  response.writeHead(answer.status ?? 200, answer.headers ?? json);
  for (const chunk of answer.chunks ?? []) response.write(chunk);
  response.end();
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
  const answers = new Map<string, FakeAnswer>();
  const hanging = new Set<http.ServerResponse>();
  const elsewhereRequests: string[] = [];
  const elsewhere = http.createServer((request, response) => {
    elsewhereRequests.push(request.url ?? '');
    const code = /(\d{8,13})/.exec(request.url ?? '')?.[1] ?? '';
    send(response, productAnswer(code, { product_name: 'Proizvod s druge adrese' }));
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  const server = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    userAgents.push(request.headers['user-agent'] ?? '');
    const code = /^\/api\/v2\/product\/(\d+)\.json/.exec(request.url ?? '')?.[1];
    if (code && slow.has(code)) {
      hanging.add(response);
      return;
    }
    const answer = code && !request.url?.includes('moved=1') ? answers.get(code) : undefined;
    if (answer) {
      send(response, answer);
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
    answers,
    elsewhere: {
      url: `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`,
      requests: elsewhereRequests,
    },
    close: async () => {
      elsewhere.closeAllConnections();
      await new Promise((resolve) => elsewhere.close(resolve));
      await new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
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
