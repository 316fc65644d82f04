import { DONE_ITEM_LINGER_MS } from '@organizator/shared/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Ids of items just marked done, kept in place (struck through) while the user is still tapping in
 * this list: they all hide together once the taps have paused for DONE_ITEM_LINGER_MS. A per-item
 * timer would hide the first row while the finger is already on its way to the fifth, so the rows
 * below would slide under it. `release` forgets an id at once (the item was tapped back to not
 * done); every tap restarts the pause.
 */
export function useLinger(duration = DONE_ITEM_LINGER_MS) {
  const [lingering, setLingering] = useState<ReadonlySet<string>>(() => new Set());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const restartPause = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setLingering((current) => (current.size === 0 ? current : new Set()));
    }, duration);
  }, [duration]);

  const release = useCallback(
    (id: string) => {
      restartPause();
      setLingering((current) => {
        if (!current.has(id)) return current;
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    },
    [restartPause],
  );

  const linger = useCallback(
    (id: string) => {
      restartPause();
      setLingering((current) => (current.has(id) ? current : new Set(current).add(id)));
    },
    [restartPause],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { lingering, linger, release };
}
