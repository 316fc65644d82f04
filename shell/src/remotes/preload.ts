import { AREAS, type AreaName } from '@organizator/shared/domain';
import { whenIdle } from '@organizator/shared/runtime';
import { useEffect } from 'react';
import { loadArea } from './registry';

/**
 * How long after sign-in the idle preloading starts: the visited page (and any measurement of its
 * cold load) gets the network to itself first.
 */
export const IDLE_PRELOAD_DELAY_MS = 8000;

/** A page that is never idle still warms its areas up, later. */
export const IDLE_WITHIN_MS = 5000;

/**
 * Once a user is signed in and the browser is idle, warm up every area one at a time, so the
 * first click on any navigation link renders at once (ARCHITECTURE.md, shell).
 */
export function usePreloadAreasWhenIdle(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return;
    const queue = Object.keys(AREAS) as AreaName[];
    let stopped = false;
    let cancel = () => {};
    const next = () => {
      const area = queue.shift();
      if (!area || stopped) return;
      cancel = whenIdle(() => {
        loadArea(area)
          .catch(() => {})
          .then(next);
      }, IDLE_WITHIN_MS);
    };
    const timer = setTimeout(next, IDLE_PRELOAD_DELAY_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
      cancel();
    };
  }, [signedIn]);
}
