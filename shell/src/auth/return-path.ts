import { safeStorage } from '@organizator/shared/runtime';

const KEY = 'return_to';
/** Longer than a login code lives (15 min), short enough that an old visit does not steer a later sign-in. */
export const RETURN_PATH_TTL_MS = 30 * 60_000;

/** Only a path of this app: never another origin ("//host"), never the auth pages themselves. */
const isSafe = (path: string) =>
  path.startsWith('/') &&
  !path.startsWith('//') &&
  !/^\/(login|logout|verify)(?:[/?#]|$)/.test(path);

/**
 * Where a signed-out visitor was headed (e.g. the settings link of an invite mail), so that signing
 * in brings them back there. Kept in localStorage, not sessionStorage: the verification link of the
 * login mail opens in a new tab.
 */
export function rememberReturnPath(path: string, now = Date.now()): void {
  if (isSafe(path)) safeStorage.set(KEY, JSON.stringify({ path, at: now }));
}

/** The remembered path if it is still fresh. */
export function readReturnPath(now = Date.now()): string | null {
  const raw = safeStorage.get(KEY);
  if (!raw) return null;
  try {
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof path === 'string' && typeof at === 'number' && now - at < RETURN_PATH_TTL_MS) {
      return isSafe(path) ? path : null;
    }
  } catch {
    /* unreadable: treated as none */
  }
  return null;
}

/** Once a signed-in user is on a page, the detour is over. */
export function clearReturnPath(): void {
  safeStorage.remove(KEY);
}
