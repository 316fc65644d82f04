import { useSyncExternalStore } from 'react';

/**
 * Whether any pointer is fine (mouse, trackpad): such devices have a keyboard at hand, so the Tab
 * key hint applies. A phone or tablet alone (coarse pointer only) gets the touch hint instead.
 */
const QUERY = '(any-pointer: fine)';

export const hasFinePointer = () =>
  typeof window !== 'undefined' && window.matchMedia(QUERY).matches;

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener?.('change', onChange);
  return () => media.removeEventListener?.('change', onChange);
}

export function useKeyboardHints() {
  return useSyncExternalStore(subscribe, hasFinePointer, () => true);
}
