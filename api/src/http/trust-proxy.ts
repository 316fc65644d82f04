import { BlockList, isIP } from 'node:net';
import { StartupError } from '../db/data-dir-lock';

/**
 * Which proxies' X-Forwarded-For the server believes: none (false) or the addresses or CIDR ranges
 * of the balancers. Never "any": Fastify's `trustProxy: true` takes the left-most X-Forwarded-For,
 * which the client writes, so every per-client limit could be lifted by a header. Not a hop count
 * either: Fastify 5.12 treats one as "trust nobody" (a hop count cannot tell the balancer from a
 * client that connects directly), so it would quietly make every client the balancer again.
 */
export type TrustProxy = false | string[];

const validRange = (entry: string): boolean => {
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  if (!/^\d+$/.test(bits) || n > (family === 4 ? 32 : 128)) return false;
  // BlockList refuses what proxy-addr would misread, so both agree on what the entry means.
  try {
    new BlockList().addSubnet(address, n, family === 4 ? 'ipv4' : 'ipv6');
    return true;
  } catch {
    return false;
  }
};

/**
 * TRUST_PROXY: `10.0.0.5,10.1.0.0/16` (the balancers' addresses or ranges; `loopback` and the other
 * names proxy-addr knows are allowed too). Unset, empty, `0` or `false`: no proxy. `true` and hop
 * counts are refused, with the reason, rather than quietly trusting every client or nobody.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  if (text === 'true' || /^\d+$/.test(text)) {
    throw new StartupError(
      `TRUST_PROXY=${text} cannot say which clients are proxies: "true" would believe an X-Forwarded-For header any client can write, and a hop count is ignored by Fastify. Set it to the load balancer addresses or CIDR ranges, e.g. TRUST_PROXY=10.0.0.5,10.1.0.0/16 (or loopback when the balancer runs on the same host).`,
    );
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  const wrong = entries.filter((entry) => !named.has(entry) && !validRange(entry));
  if (wrong.length > 0) {
    throw new StartupError(
      `TRUST_PROXY holds something that is neither an address nor a CIDR range: ${wrong.join(', ')}.`,
    );
  }
  return entries;
}
