import { isDeparture, type LiveEvent } from '@organizator/shared/contract';
import type { EventBus, StoredEvent } from './bus';

/** One open /api/sse stream. */
export interface LiveStream {
  userId: string;
  teamId: string;
  /** The session it was opened with: a logout ends the stream. */
  tokenHash: string;
  /** The live origin of the tab that opened it: the changes that tab made are not sent back to it. */
  origin?: string;
  /** `upTo`: the id of the last event the chunk completes (every event up to it has been sent). */
  write(chunk: string | Buffer, upTo?: number): void;
  end(): void;
}

/**
 * Events for one stream are written at most once per this many ms; a busy list's events in between
 * go out together in one write. With many open streams, a write per event per stream (a syscall
 * and a wake-up of each client for every toggle) was what made writes slow; latency grows by this
 * much at most, and only while events come faster than this.
 */
export const LIVE_BATCH_MS = 100;
/**
 * With more streams the window grows by this much per stream held (up to LIVE_BATCH_MAX_MS): what a
 * busy hub costs is one write per stream per window, whatever the events, so the window bounds it.
 * An event on an idle hub still goes out at once.
 */
export const LIVE_BATCH_MS_PER_STREAM = 0.25;
export const LIVE_BATCH_MAX_MS = 500;
/**
 * The hub counts as idle again once no event has come for this share of its window: an event after
 * such a pause goes out at once even if the last write was less than a window ago. Measured from
 * the last event, not the last write: a lone event that had to wait for a batch would otherwise push
 * the next lone event into a batch too, and so on down a series of edits a window apart (a chain of
 * delays the latency bench showed). Immediate writes still need a pause before them, so a busy hub
 * writes at most once per pause plus once per window.
 */
export const LIVE_QUIET_SHARE = 0.5;

/**
 * Who made a change and in which tab: a stream of that user opened with that origin is the one the
 * change came from. The user is part of it so no one can silence another member's stream by
 * naming its origin.
 */
const sourceOf = (userId: string, origin: string | undefined) =>
  origin ? `${userId}\n${origin}` : undefined;

/** A pending event and where it came from; a later change of the same item replaces it (`coalesce`). */
interface Entry {
  /** The id of the latest event merged into it. */
  id: number;
  /** `sourceOf` the latest event merged into it; none: it goes to every stream. */
  source: string | undefined;
  event: LiveEvent;
  /** Its SSE frame, encoded once per flush whatever the number of streams. */
  frame?: Buffer;
}

interface Pending {
  /** By key: one per changed item (the latest change of it), one per any other event. */
  entries: Map<string, Entry>;
  /** The sources of the pending events (the streams they came from must not get them back). */
  sources: Set<string>;
}

/**
 * The streams this process holds, by team. Delivery goes to every stream of the event's team except
 * the one of the tab that made the change (it shows the change already); the same member's other
 * tabs and devices get it like anyone else's (docs/decisions/api.md, "A member's other tabs and
 * devices hear their own changes"). A member who leaves a team (or is removed) stops receiving it
 * after the event saying so.
 */
export class SseHub {
  private readonly byTeam = new Map<string, Set<LiveStream>>();
  private readonly pending = new Map<string, Pending>();
  /** The pending write: on the next turn of the loop, or at the end of the batch window. */
  private immediate: NodeJS.Immediate | undefined;
  private timer: NodeJS.Timeout | undefined;
  private lastFlush = Number.NEGATIVE_INFINITY;
  private lastEvent = Number.NEGATIVE_INFINITY;
  private sequence = 0;
  private count = 0;

  constructor(bus: Pick<EventBus, 'subscribe'>) {
    bus.subscribe((message) => this.deliver(message));
  }

  add(stream: LiveStream): void {
    let set = this.byTeam.get(stream.teamId);
    if (!set) {
      set = new Set();
      this.byTeam.set(stream.teamId, set);
    }
    if (!set.has(stream)) this.count += 1;
    set.add(stream);
  }

  remove(stream: LiveStream): void {
    const set = this.byTeam.get(stream.teamId);
    if (!set) return;
    if (set.delete(stream)) this.count -= 1;
    if (set.size === 0) this.byTeam.delete(stream.teamId);
  }

  /** Ends every stream (server shutdown: open streams would otherwise keep it waiting). */
  closeAll(): void {
    for (const set of this.byTeam.values()) for (const stream of set) stream.end();
    this.byTeam.clear();
    this.count = 0;
  }

  /** Ends the streams opened with these (now revoked) sessions. */
  closeSessions(tokenHashes: readonly string[]): void {
    if (tokenHashes.length === 0) return;
    const revoked = new Set(tokenHashes);
    for (const set of this.byTeam.values()) {
      for (const stream of set) {
        if (revoked.has(stream.tokenHash)) {
          stream.end();
          this.remove(stream);
        }
      }
    }
  }

  get size(): number {
    return this.count;
  }

  /** How long a busy hub collects events before writing them (see LIVE_BATCH_MS_PER_STREAM). */
  get batchWindowMs(): number {
    return Math.min(
      LIVE_BATCH_MAX_MS,
      Math.max(LIVE_BATCH_MS, this.count * LIVE_BATCH_MS_PER_STREAM),
    );
  }

  /** How long without events makes the hub idle again (see LIVE_QUIET_SHARE). */
  get quietMs(): number {
    return this.batchWindowMs * LIVE_QUIET_SHARE;
  }

  private deliver({ id, teamId, event, origin }: StoredEvent): void {
    if (!this.byTeam.has(teamId)) return;
    const source = sourceOf(event.userId, origin);
    if (isDeparture(event)) {
      this.deliverDeparture(teamId, source, event.memberId, frame(event, id), id);
      return;
    }
    let batch = this.pending.get(teamId);
    if (!batch) {
      batch = { entries: new Map(), sources: new Set() };
      this.pending.set(teamId, batch);
    }
    const key = itemKey(event) ?? `e:${++this.sequence}`;
    const earlier = batch.entries.get(key);
    // Re-inserted, not updated in place: the merged change goes after whatever came in between
    // (a reset of the list between two toggles of an item must not undo the second toggle).
    batch.entries.delete(key);
    batch.entries.set(key, {
      id,
      source,
      event: earlier ? coalesce(earlier.event, event) : event,
    });
    if (source) batch.sources.add(source);
    this.scheduleFlush();
  }

  /**
   * Whoever left the team or was removed hears it first (in every tab, the one they left from too,
   * so each refreshes), then loses the team's stream: their client reconnects and is registered
   * under their new team. Everyone else hears it unless their stream is the one it came from. Not
   * batched: what was pending goes out first, in order, and the member must not get a later event
   * of the team they left.
   */
  private deliverDeparture(
    teamId: string,
    source: string | undefined,
    leaver: string,
    chunk: Buffer,
    id: number,
  ): void {
    this.flush();
    const set = this.byTeam.get(teamId);
    if (!set) return;
    for (const stream of set) {
      if (stream.userId === leaver || !isSource(stream, source)) stream.write(chunk, id);
    }
    for (const stream of set) {
      if (stream.userId === leaver) {
        stream.end();
        this.remove(stream);
      }
    }
  }

  /**
   * Idle (no event for `quietMs`, or no write for a window): at once, on the next turn of the loop,
   * with whatever was waiting. Busy: no sooner than the batch window after the last write.
   */
  private scheduleFlush(): void {
    const now = performance.now();
    const quiet = now - this.lastEvent >= this.quietMs;
    this.lastEvent = now;
    if (this.immediate) return;
    if (quiet || now >= this.lastFlush + this.batchWindowMs) {
      clearTimeout(this.timer);
      this.timer = undefined;
      this.immediate = setImmediate(() => this.flush());
    } else {
      this.timer ??= setTimeout(() => this.flush(), this.lastFlush + this.batchWindowMs - now);
    }
  }

  private flush(): void {
    clearImmediate(this.immediate);
    clearTimeout(this.timer);
    this.immediate = undefined;
    this.timer = undefined;
    // A departure writes what was pending itself; the scheduled write then has nothing to do and
    // must not count as one (it would hold the next event back for a window).
    if (this.pending.size === 0) return;
    this.lastFlush = performance.now();
    const batches = [...this.pending];
    this.pending.clear();
    for (const [teamId, batch] of batches) {
      const set = this.byTeam.get(teamId);
      if (!set) continue;
      const entries = [...batch.entries.values()];
      const all = encode(entries);
      // What a source's stream gets: the batch without its own events (built once per source).
      const forSource = new Map<string, Encoded | null>();
      const without = (source: string) => {
        let own = forSource.get(source);
        if (own === undefined) {
          own = encode(entries.filter((e) => e.source !== source));
          forSource.set(source, own);
        }
        return own;
      };
      for (const stream of set) {
        const source = sourceOf(stream.userId, stream.origin);
        const chunk = source && batch.sources.has(source) ? without(source) : all;
        if (chunk) stream.write(chunk.chunk, chunk.upTo);
      }
    }
  }
}

/** Whether a change from `source` came from this very stream (then it is not sent back to it). */
const isSource = (stream: Pick<LiveStream, 'userId' | 'origin'>, source: string | undefined) =>
  source !== undefined && sourceOf(stream.userId, stream.origin) === source;

/** Whether a stored event came from this very stream: a replay leaves it out, as delivery does. */
export const cameFrom = (
  stream: Pick<LiveStream, 'userId' | 'origin'>,
  { event, origin }: Pick<StoredEvent, 'event' | 'origin'>,
) => isSource(stream, sourceOf(event.userId, origin));

/** One SSE frame; `id` is what the client sends back as Last-Event-ID when it reconnects. */
export const frame = (event: LiveEvent, id: number) =>
  Buffer.from(`id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);

type ItemEvent = Extract<
  LiveEvent,
  { type: 'list-item-added' | 'list-item-updated' | 'list-item-deleted' }
>;
const isItemEvent = (event: LiveEvent): event is ItemEvent =>
  event.type === 'list-item-added' ||
  event.type === 'list-item-updated' ||
  event.type === 'list-item-deleted';
/** The item an event carries (as stored, or the deleted one's id); none: it cannot be merged. */
const changedItemId = (event: ItemEvent) =>
  event.type === 'list-item-deleted' ? event.itemId : event.item?.id;

function itemKey(event: LiveEvent): string | undefined {
  if (!isItemEvent(event)) return undefined;
  const id = changedItemId(event);
  return id ? `i:${event.listId}:${id}` : undefined;
}

/**
 * Two changes of one item in one batch: only the later state matters, except that an item added
 * and then changed is still new to whoever gets the batch.
 */
function coalesce(earlier: LiveEvent, later: LiveEvent): LiveEvent {
  if (earlier.type === 'list-item-added' && later.type === 'list-item-updated') {
    return { ...later, type: 'list-item-added' };
  }
  return later;
}

/** A write for a stream: its frames and the id every event up to which it completes. */
interface Encoded {
  chunk: Buffer;
  upTo: number;
}

/** A frame to write and the ids of the events in it. */
interface Out {
  ids: number[];
  event: LiveEvent;
  entry?: Entry;
}

/**
 * One write's worth of events for a stream. A list with several item changes in the batch becomes
 * one list-updated carrying the changed items and the deleted ids (one frame and one toast instead
 * of one per change); a list whose batch holds anything else (a rename, a reset, an item event
 * without its item) keeps its events as they are, in order.
 *
 * Frames go out in the order of their newest event, and each carries as its id the highest id up
 * to which every event has been sent by then (a merged frame may hold an older event than the frame
 * before it): a client that reconnects after any frame gets again at most what it already had,
 * never less.
 */
function encode(entries: readonly Entry[]): Encoded | null {
  if (entries.length === 0) return null;
  const byList = new Map<string, Entry[]>();
  const outs: Out[] = [];
  for (const entry of entries) {
    const { event } = entry;
    if (!('listId' in event)) {
      outs.push({ ids: [entry.id], event, entry });
      continue;
    }
    const group = byList.get(event.listId);
    if (group) group.push(entry);
    else byList.set(event.listId, [entry]);
  }
  for (const group of byList.values()) {
    const merged = group.length > 1 ? mergedItems(group) : undefined;
    if (merged) outs.push({ ids: group.map((e) => e.id), event: merged });
    else for (const entry of group) outs.push({ ids: [entry.id], event: entry.event, entry });
  }
  const newest = (out: Out) => Math.max(...out.ids);
  outs.sort((a, b) => newest(a) - newest(b));
  const chunks: Buffer[] = new Array(outs.length);
  let oldestAfter = Number.POSITIVE_INFINITY;
  for (let k = outs.length - 1; k >= 0; k--) {
    const out = outs[k]!;
    const safe = Math.min(newest(out), oldestAfter - 1);
    oldestAfter = Math.min(oldestAfter, ...out.ids);
    chunks[k] = out.entry && safe === out.entry.id ? frameOf(out.entry) : frame(out.event, safe);
  }
  return {
    chunk: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks),
    upTo: newest(outs[outs.length - 1]!),
  };
}

function frameOf(entry: Entry): Buffer {
  entry.frame ??= frame(entry.event, entry.id);
  return entry.frame;
}

function mergedItems(group: readonly Entry[]): LiveEvent | undefined {
  const items = [];
  const removedItemIds = [];
  for (const { event } of group) {
    if (!isItemEvent(event)) return undefined;
    if (event.type === 'list-item-deleted') {
      if (!event.itemId) return undefined;
      removedItemIds.push(event.itemId);
    } else {
      if (!event.item) return undefined;
      items.push(event.item);
    }
  }
  const last = group[group.length - 1]!.event as ItemEvent;
  return {
    type: 'list-updated',
    listId: last.listId,
    listName: last.listName,
    userName: last.userName,
    userId: last.userId,
    items,
    removedItemIds,
  };
}
