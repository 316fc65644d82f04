import { useSyncExternalStore } from 'react';

const WIDE = '(min-width: 768px)';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}
/** SPEC §2: the picker's list is about 25% of the viewport high on small screens, 60% on wide ones. */
function snapshot() {
  const share = window.matchMedia(WIDE).matches ? 0.6 : 0.25;
  return Math.max(120, Math.round(window.innerHeight * share));
}

export const usePickerHeight = () => useSyncExternalStore(subscribe, snapshot, () => 256);
