import type { LiveEvent } from '../contract/events';

type Handler = (event: LiveEvent) => void;
const handlers = new Set<Handler>();

/** The shell's single SSE connection publishes here; anything on the page may listen. */
export const liveEventBus = {
  publish(event: LiveEvent) {
    for (const h of handlers) h(event);
  },
  subscribe(handler: Handler) {
    handlers.add(handler);
    return () => {
      handlers.delete(handler);
    };
  },
};
