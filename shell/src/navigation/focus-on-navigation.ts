import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a page (its remote may still be loading) is waited for before focus is left alone. */
const WAIT_MS = 5000;

/**
 * After a route change focus moves to the new page's <h1>, so keyboard and screen-reader users
 * start at the top of what changed instead of on the link they left (or the page body). A page that
 * focuses something itself (an autofocused field) keeps it.
 */
export function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const trigger = document.activeElement;
    const previousHeading = document.querySelector('h1');
    const deadline = performance.now() + WAIT_MS;
    let frame = 0;
    const focusHeading = () => {
      const active = document.activeElement;
      const untouched = !active || active === document.body || active === trigger;
      if (!untouched && active?.isConnected) return;
      const heading = document.querySelector<HTMLElement>('h1');
      if (heading && heading !== previousHeading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
        return;
      }
      if (performance.now() < deadline) frame = requestAnimationFrame(focusHeading);
    };
    frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
