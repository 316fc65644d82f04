import { onlineManager } from '@tanstack/react-query';
import { isApiError, NETWORK_ERROR_STATUS } from '../client/errors';

/** A request that got no answer at all (no network, a dead connection), not a refusal. */
export const gotNoAnswer = (error: unknown): boolean =>
  isApiError(error) && error.status === NETWORK_ERROR_STATUS;

/**
 * A request that got no answer at all means the page is offline, whatever `navigator.onLine` says:
 * Chromium reports a page reloaded without a network as online, and so does a phone whose
 * connection is dead. Queries then wait paused (with the offline banner) instead of failing one by
 * one; the browser's `online` event or the live stream's next accepted connection says the network
 * is back (shell/src/live).
 */
export function noteNetworkFailure(error: unknown) {
  if (!gotNoAnswer(error)) return;
  onlineManager.setOnline(false);
  probeUntilAnswered();
}

/**
 * The `retry` test of a change queued by key (a list change, a planned portion): a send that got no
 * answer is not the change failing but the page being offline without knowing it (a reload or a
 * phone with a dead connection, above). The page is marked offline here, so TanStack's retry does
 * not run again at once but waits paused, counted and saved like any change made offline, and is
 * sent when the network is back. Failed instead, the change was dropped from the saved copy: a
 * change restored after a reload and sent before the page had noticed it was offline was lost.
 */
export function waitsForNetwork(error: unknown): boolean {
  if (!gotNoAnswer(error)) return false;
  noteNetworkFailure(error);
  return true;
}

const PROBE_FIRST_MS = 1000;
const PROBE_MAX_MS = 30_000;
let probing = false;

/**
 * Asks the server's readiness route until any answer comes (even a 503: the server is reachable),
 * then marks the page online again: one path failing (a proxy, a blocked route) must not hold
 * every query paused while the rest of the API answers.
 */
function probeUntilAnswered(delay = PROBE_FIRST_MS) {
  if (probing && delay === PROBE_FIRST_MS) return;
  probing = true;
  setTimeout(async () => {
    if (onlineManager.isOnline()) {
      probing = false;
      return;
    }
    try {
      await fetch('/api/ready', { cache: 'no-store' });
      probing = false;
      onlineManager.setOnline(true);
    } catch {
      probeUntilAnswered(Math.min(delay * 2, PROBE_MAX_MS));
    }
  }, delay);
}
