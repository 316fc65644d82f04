/**
 * This page's live origin: a random id made once per page load. The page's API requests and its
 * live stream both carry it, so the server leaves out of this stream exactly the changes this page
 * made, while the same member's other tabs and devices still hear them. A page singleton because
 * the shell and every remote share this module.
 */
let origin: string | undefined;

export function liveOrigin(): string {
  if (origin === undefined) {
    // getRandomValues, not randomUUID: the latter exists only in secure contexts.
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    origin = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }
  return origin;
}
