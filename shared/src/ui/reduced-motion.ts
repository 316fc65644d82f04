import { useSyncExternalStore } from 'react';

const REDUCED = '(prefers-reduced-motion: reduce)';

const subscribe = (onChange: () => void) => {
  if (typeof matchMedia !== 'function') return () => {};
  const media = matchMedia(REDUCED);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};
const prefersReduced = () => typeof matchMedia === 'function' && matchMedia(REDUCED).matches;

/** Whether the system asks for less motion (followed live, like the colour scheme). */
export const usePrefersReducedMotion = () =>
  useSyncExternalStore(subscribe, prefersReduced, () => false);
