import { DONE_ITEM_LINGER_MS } from '@organizator/shared/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Ids of items just marked done, kept visible for DONE_ITEM_LINGER_MS so a mis-tap can be undone
 * (issue 4). `release` forgets an id at once (the item was tapped back to not done).
 */
export function useLinger(duration = DONE_ITEM_LINGER_MS) {
  const [lingering, setLingering] = useState<ReadonlySet<string>>(() => new Set());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const release = useCallback((id: string) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setLingering((current) => {
      if (!current.has(id)) return current;
      const next = new Set(current);
      next.delete(id);
      return next;
    });
  }, []);

  const linger = useCallback(
    (id: string) => {
      const existing = timers.current.get(id);
      if (existing) clearTimeout(existing);
      timers.current.set(
        id,
        setTimeout(() => release(id), duration),
      );
      setLingering((current) => (current.has(id) ? current : new Set(current).add(id)));
    },
    [duration, release],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return { lingering, linger, release };
}
