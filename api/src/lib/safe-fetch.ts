import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { apiMessages } from '@organizator/shared/contract';
import ipaddr from 'ipaddr.js';
import { HttpError } from '../http/errors';

/** The limits of one page fetch: the whole answer, redirects included. */
export interface PageFetchLimits {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** `host:port` pairs fetched although their address is private (local test sites only). */
  allowHosts: ReadonlySet<string>;
}

export interface FetchedPage {
  html: string;
  /** Where the page was finally read, after redirects. */
  url: URL;
}

const USER_AGENT = 'Organizator/1.0 (recipe import; self-hosted)';

const refused = () => new HttpError(400, apiMessages.recipeImportRefused);
const unreachable = () => new HttpError(502, apiMessages.recipeImportUnreachable);

/**
 * Only global unicast addresses: loopback, private, link-local, carrier-grade NAT, unique local,
 * multicast, reserved and the translation ranges are all refused. An IPv4-mapped IPv6 address is
 * judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** The address to connect to for `url`: resolved once here and pinned for the connection. */
async function checkedAddress(
  url: URL,
  allowHosts: ReadonlySet<string>,
): Promise<{ address: string; family: 4 | 6 }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused();
  if (url.username || url.password) throw refused();
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const allowed = allowHosts.has(`${url.hostname}:${port}`) || allowHosts.has(`${host}:${port}`);
  let addresses: { address: string; family: number }[];
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  } else {
    try {
      addresses = await dnsLookup(host, { all: true, verbatim: true });
    } catch {
      throw unreachable();
    }
  }
  // Every address the name has must be public: a name with one private address is refused whole.
  if (addresses.length === 0) throw unreachable();
  if (!allowed && !addresses.every((a) => isPublicAddress(a.address))) throw refused();
  const [first] = addresses;
  if (!first) throw unreachable();
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** A lookup that answers the checked address whatever is asked: no second resolution. */
const pinned =
  (address: string, family: 4 | 6): LookupFunction =>
  (_host, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: http.IncomingMessage;
}

function get(url: URL, target: { address: string; family: 4 | 6 }, signal: AbortSignal) {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: pinned(target.address, target.family),
        signal,
        // No cookies, no credentials: a request a stranger could make.
        headers: {
          'User-Agent': USER_AGENT,
          Accept: 'text/html,application/xhtml+xml;q=0.9',
          'Accept-Encoding': 'gzip, deflate, br',
          'Accept-Language': 'hr,en;q=0.8',
        },
        // Agent-less: a kept-alive socket would skip the check on the next fetch.
        agent: false,
      },
      (response) =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: response }),
    );
    request.on('error', reject);
  });
}

function decoded(answer: Answer): Readable {
  const encoding = String(answer.headers['content-encoding'] ?? '')
    .toLowerCase()
    .trim();
  if (encoding === 'gzip' || encoding === 'x-gzip') return answer.body.pipe(zlib.createGunzip());
  if (encoding === 'deflate') return answer.body.pipe(zlib.createInflate());
  if (encoding === 'br') return answer.body.pipe(zlib.createBrotliDecompress());
  return answer.body;
}

/** The answer's bytes, refused once they pass `maxBytes` (after decompression: what we parse). */
async function bytesOf(answer: Answer, maxBytes: number): Promise<Buffer> {
  const declared = Number(answer.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    answer.body.destroy();
    throw new HttpError(422, apiMessages.recipeImportTooLarge);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const stream = decoded(answer);
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) {
        answer.body.destroy();
        stream.destroy();
        throw new HttpError(422, apiMessages.recipeImportTooLarge);
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unreachable();
  }
  return Buffer.concat(chunks);
}

/** The page's text in its charset: the header's, else a <meta charset>, else UTF-8. */
function textOf(bytes: Buffer, contentType: string): string {
  const declared =
    /charset\s*=\s*"?([\w-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(bytes.subarray(0, 2048).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/**
 * GET of a web page, as carefully as a server fetching an address a user typed must: http and https
 * only; the address and every redirect resolved and refused (400) when not public, and the
 * connection made to the address checked (a DNS answer changed in between reaches nothing else); at
 * most `maxRedirects` redirects, `maxBytes` of answer and `timeoutMs` for the whole exchange (504);
 * an HTML content type. A site that cannot be reached or answers an error is a 502.
 */
export async function fetchPage(start: URL, limits: PageFetchLimits): Promise<FetchedPage> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  try {
    let url = start;
    for (let redirects = 0; ; redirects++) {
      const target = await checkedAddress(url, limits.allowHosts);
      if (controller.signal.aborted) throw new HttpError(504, apiMessages.recipeImportSlow);
      let answer: Answer;
      try {
        answer = await get(url, target, controller.signal);
      } catch {
        if (controller.signal.aborted) throw new HttpError(504, apiMessages.recipeImportSlow);
        throw unreachable();
      }
      if (answer.status >= 300 && answer.status < 400 && answer.headers.location) {
        answer.body.destroy();
        if (redirects >= limits.maxRedirects) throw unreachable();
        url = new URL(answer.headers.location, url);
        continue;
      }
      if (answer.status < 200 || answer.status >= 300) {
        answer.body.destroy();
        throw unreachable();
      }
      const type = String(answer.headers['content-type'] ?? '');
      if (!/^\s*(?:text\/html|application\/xhtml\+xml)\s*(?:;|$)/i.test(type)) {
        answer.body.destroy();
        throw new HttpError(422, apiMessages.recipeImportNotHtml);
      }
      let bytes: Buffer;
      try {
        bytes = await bytesOf(answer, limits.maxBytes);
      } catch (error) {
        if (controller.signal.aborted) throw new HttpError(504, apiMessages.recipeImportSlow);
        throw error;
      }
      return { html: textOf(bytes, type), url };
    }
  } finally {
    clearTimeout(timer);
  }
}
