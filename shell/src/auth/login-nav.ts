/**
 * What the login page needs from navigation. The router-less boot screen and the full app's
 * router each provide one, so the same page works in both.
 */
export interface LoginNav {
  /** The current query string of /login. */
  search: URLSearchParams;
  /** Sets `?email=` (code step) or removes it (back to the e-mail step). */
  setEmail(email: string | null): void;
  /** Client-side navigation to another path of the app. */
  navigate(to: string, options?: { replace?: boolean }): void;
}

/**
 * `?email=<address>` with the "@" left readable (it is legal in a query string), as the address bar
 * and the e-mail link show it; everything else is encoded.
 */
export const emailSearch = (email: string) =>
  `?email=${encodeURIComponent(email).replace(/%40/g, '@')}`;
