import { useSyncExternalStore } from 'react';

const WIDE = '(min-width: 768px)';

/** docs/product.md#screens: the picker's list is about 25% of the viewport high on small screens, 60% on wide ones. */
function measure() {
  const share = window.matchMedia(WIDE).matches ? 0.6 : 0.25;
  return Math.max(120, Math.round(window.innerHeight * share));
}

/**
 * Worked out again on resize only: the pickers render on every key, and reading the window's height
 * there made the browser lay the page out again inside the key's handler.
 */
let height: number | undefined;

function subscribe(onChange: () => void) {
  const resized = () => {
    height = measure();
    onChange();
  };
  window.addEventListener('resize', resized);
  return () => {
    window.removeEventListener('resize', resized);
    // Nobody hears of a resize now: the next picker measures again.
    height = undefined;
  };
}

function snapshot() {
  height ??= measure();
  return height;
}

export const usePickerHeight = () => useSyncExternalStore(subscribe, snapshot, () => 256);
