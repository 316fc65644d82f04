import type { LiveEvent } from '@organizator/shared/contract';
import type { StoredEvent, TeamEvent } from '../src/live/bus';
import { LIVE_BATCH_MAX_MS, LIVE_BATCH_MS, type LiveStream, SseHub } from '../src/live/hub';

// The hub's timing runs on fake timers (its clock is performance.now): the machine is shared, and a
// stall between two steps must not turn into a different batch.
const clock = import.meta.jest;

/** The bus as the hub sees it: stored events, numbered in order, handed to every subscriber. */
function memoryBus() {
  const listeners: ((message: StoredEvent) => void)[] = [];
  let id = 0;
  return {
    subscribe(listener: (message: StoredEvent) => void) {
      listeners.push(listener);
    },
    async publish(message: TeamEvent) {
      const stored = { ...message, id: ++id };
      for (const listener of listeners) listener(stored);
    },
    async close() {
      listeners.length = 0;
    },
  };
}
let bus: ReturnType<typeof memoryBus>;
let hub: SseHub;
beforeEach(() => {
  clock.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
  bus = memoryBus();
  hub = new SseHub(bus);
});
afterEach(async () => {
  await bus.close();
  clock.useRealTimers();
});

/** The tab each user acts from unless a test says otherwise (its live origin). */
const tabOf = (userId: string) => `${userId}-tab`;
/**
 * A stream of `userId` held by the hub, opened by one tab of theirs (`origin` null: a client that
 * names none), and what was written to it.
 */
function stream(userId: string, teamId = 't1', origin: string | null = tabOf(userId)) {
  const writes: string[] = [];
  let ended = false;
  const s: LiveStream = {
    userId,
    teamId,
    tokenHash: `h-${userId}`,
    ...(origin ? { origin } : {}),
    write: (chunk) => writes.push(chunk.toString()),
    end: () => {
      ended = true;
    },
  };
  hub.add(s);
  return { s, writes, ended: () => ended };
}
/**
 * An event of team t1, where every stream but one lives, made from the acting user's usual tab
 * (`origin` null: made by no tab, as a job's).
 */
const publish = (liveEvent: LiveEvent, origin: string | null = tabOf(liveEvent.userId)) =>
  bus.publish(
    origin ? { teamId: 't1', event: liveEvent, origin } : { teamId: 't1', event: liveEvent },
  );
type Updated = Extract<LiveEvent, { type: 'list-item-updated' }>;
const event = (userId: string, itemName: string): Updated => ({
  type: 'list-item-updated',
  listId: 'l1',
  listName: 'Popis',
  itemName,
  userName: userId,
  userId,
});
const item = (id: string, isDone: boolean) => ({
  id,
  listId: 'l1',
  name: `stavka ${id}`,
  category: '',
  isDone,
  images: [],
});
const toggled = (userId: string, id: string, isDone: boolean): Updated => ({
  ...event(userId, `stavka ${id}`),
  item: item(id, isDone),
});
/** The events a stream received, parsed. */
const received = (writes: string[]) =>
  writes
    .join('')
    .split('\n\n')
    .filter((f) => f.includes('data: '))
    .map((f) => JSON.parse(f.slice(f.indexOf('data: ') + 6)) as LiveEvent);
const frames = (writes: string[]) => writes.join('').split('\n\n').filter(Boolean).length;
/** What the hub writes on the next turn of the loop (nothing that waits for a batch). */
const nextTurn = () => clock.advanceTimersByTime(0);
const settle = () => clock.advanceTimersByTime(LIVE_BATCH_MAX_MS * 2);
/** Keeps the hub busy with one event and forgets what it wrote, so the next ones wait for a batch. */
async function busy(...streams: { writes: string[] }[]) {
  await publish(event('marko', 'prvi'));
  nextTurn();
  for (const s of streams) s.writes.length = 0;
}

describe('live event fan-out', () => {
  test('a burst of events reaches each stream in few writes, in order, never the acting tab its own', async () => {
    const ana = stream('ana');
    const anaPhone = stream('ana', 't1', 'ana-phone');
    const ivo = stream('ivo');
    const other = stream('eva', 't2');

    const burst = 50;
    for (let i = 0; i < burst; i++) {
      await publish(event(i % 2 === 0 ? 'ana' : 'marko', `s${i}`));
    }
    await settle();
    // Ivo (not an actor) and Ana's phone get every event; the tab Ana acted from only the ones Marko
    // made; another team nothing.
    expect(frames(ivo.writes)).toBe(burst);
    expect(ivo.writes.join('').match(/s\d+/g)).toEqual(
      Array.from({ length: burst }, (_, i) => `s${i}`),
    );
    expect(anaPhone.writes.join('')).toBe(ivo.writes.join(''));
    expect(frames(ana.writes)).toBe(burst / 2);
    expect(ana.writes.join('')).not.toContain('"userId":"ana"');
    expect(other.writes).toEqual([]);
    // Batched: far fewer writes than events.
    expect(ivo.writes.length).toBeLessThan(burst / 5);
  });

  test('a lone event goes out at once (no batching delay when idle)', async () => {
    const ivo = stream('ivo');
    await publish(event('ana', 'kruh'));
    nextTurn();
    expect(frames(ivo.writes)).toBe(1);
  });

  test('an event after a pause goes out at once, though the last write was less than a window ago', async () => {
    const ivo = stream('ivo');
    expect(hub.quietMs).toBeLessThan(hub.batchWindowMs);
    await publish(event('ana', 'kruh'));
    nextTurn();
    clock.advanceTimersByTime(hub.quietMs);
    await publish(event('ana', 'mlijeko'));
    nextTurn();
    expect(received(ivo.writes).map((e) => 'itemName' in e && e.itemName)).toEqual([
      'kruh',
      'mlijeko',
    ]);
  });

  test('a lone event that waited for a batch does not hold back the next lone event', async () => {
    // Edits a window apart on a hub that was busy just before: the first waits for the batch, the
    // ones after it must not (each would wait as long as the one before, less the pause).
    const ivo = stream('ivo');
    await busy(ivo);
    await publish(event('ana', 'prva'));
    nextTurn();
    expect(ivo.writes).toEqual([]);
    clock.advanceTimersByTime(hub.batchWindowMs);
    expect(frames(ivo.writes)).toBe(1);
    clock.advanceTimersByTime(hub.quietMs);
    await publish(event('ana', 'druga'));
    nextTurn();
    expect(frames(ivo.writes)).toBe(2);
  });

  test.each([
    ['every millisecond', () => 1],
    ['just under the pause apart', () => hub.quietMs - 1],
  ])(
    'events coming %s are written at most once per batch window, all of them, in order',
    async (_, gap) => {
      const ivo = stream('ivo');
      const span = hub.batchWindowMs * 20;
      const step = gap();
      const sent: string[] = [];
      for (let at = 0; at < span; at += step) {
        sent.push(`s${at}`);
        await publish(event('ana', `s${at}`));
        clock.advanceTimersByTime(step);
      }
      settle();
      expect(received(ivo.writes).map((e) => 'itemName' in e && e.itemName)).toEqual(sent);
      // One write at once (the hub was idle), then one per window.
      expect(ivo.writes.length).toBeLessThanOrEqual(span / hub.batchWindowMs + 2);
    },
  );

  test('a busy list reaches each stream as one list-updated with each changed item once, at its latest state', async () => {
    const ivo = stream('ivo');
    const ana = stream('ana');
    await busy(ivo, ana);
    for (let i = 0; i < 30; i++) {
      await publish(toggled(i % 3 === 0 ? 'ana' : 'marko', `x${i % 5}`, i % 2 === 0));
    }
    await publish({ ...event('marko', 'stavka x4'), type: 'list-item-deleted', itemId: 'x4' });
    await settle();
    const [merged, ...rest] = received(ivo.writes);
    expect(rest).toEqual([]);
    expect(merged).toMatchObject({ type: 'list-updated', listId: 'l1', userId: 'marko' });
    if (merged?.type !== 'list-updated') throw new Error('not merged');
    // The last toggle of each item wins (i = 25..28 for x0..x3); x4 was deleted after.
    expect(merged.items?.map((i) => [i.id, i.isDone])).toEqual([
      ['x0', false],
      ['x1', true],
      ['x2', false],
      ['x3', true],
    ]);
    expect(merged.removedItemIds).toEqual(['x4']);
    // Ana's own changes are left out of the tab she made them in: x2's latest change (i = 27) was hers.
    const [forAna] = received(ana.writes);
    if (forAna?.type !== 'list-updated') throw new Error('not merged');
    expect(forAna.items?.map((i) => i.id)).toEqual(['x0', 'x1', 'x3']);
  });

  test("a member's other tabs and devices get their own changes; only the tab that made one goes without", async () => {
    const laptop = stream('ana', 't1', 'ana-laptop');
    const phone = stream('ana', 't1', 'ana-phone');
    const ivo = stream('ivo');
    await publish(toggled('ana', 'x1', true), 'ana-phone');
    nextTurn();
    expect(received(laptop.writes)).toEqual([toggled('ana', 'x1', true)]);
    expect(received(ivo.writes)).toEqual([toggled('ana', 'x1', true)]);
    expect(phone.writes).toEqual([]);
    // And the other way round: the laptop's change reaches the phone, not the laptop.
    clock.advanceTimersByTime(hub.batchWindowMs);
    await publish(toggled('ana', 'x2', false), 'ana-laptop');
    nextTurn();
    expect(received(phone.writes)).toEqual([toggled('ana', 'x2', false)]);
    expect(received(laptop.writes)).toHaveLength(1);
  });

  test('a change made by no tab (a job, a client that names none) reaches every stream, the actor’s too', async () => {
    const ana = stream('ana');
    const ivo = stream('ivo');
    const unnamed = stream('ivo', 't1', null);
    await publish(event('ana', 'kruh'), null);
    nextTurn();
    for (const s of [ana, ivo, unnamed]) expect(frames(s.writes)).toBe(1);
    // A stream that names no origin is no change's source: it gets its user's changes as well.
    clock.advanceTimersByTime(hub.batchWindowMs);
    await publish(event('ivo', 'mlijeko'));
    nextTurn();
    expect(frames(unnamed.writes)).toBe(2);
    expect(frames(ivo.writes)).toBe(1);
  });

  test("naming another member's origin does not keep a change from their stream", async () => {
    const ana = stream('ana');
    await publish(event('marko', 'kruh'), tabOf('ana'));
    nextTurn();
    expect(frames(ana.writes)).toBe(1);
  });

  test('a removal reaches the remover’s other tabs and every tab of the removed, who then lose the stream', async () => {
    const ownerTab = stream('ana');
    const ownerPhone = stream('ana', 't1', 'ana-phone');
    const leaverTab = stream('marko');
    const leaverPhone = stream('marko', 't1', 'marko-phone');
    const ivo = stream('ivo');
    await publish({
      type: 'team-member-removed',
      teamId: 't1',
      userId: 'ana',
      userName: 'Ana',
      memberId: 'marko',
      memberName: 'Marko',
    });
    for (const s of [ownerPhone, leaverTab, leaverPhone, ivo]) expect(frames(s.writes)).toBe(1);
    expect(ownerTab.writes).toEqual([]);
    expect([leaverTab.ended(), leaverPhone.ended(), ownerPhone.ended()]).toEqual([
      true,
      true,
      false,
    ]);
    expect(hub.size).toBe(3);
  });

  test('a reset between two toggles of an item keeps them in order (no merging across it)', async () => {
    const ivo = stream('ivo');
    await busy(ivo);
    await publish(toggled('marko', 'x1', true));
    await publish({ ...event('marko', ''), type: 'list-items-restarted' } as LiveEvent);
    await publish(toggled('marko', 'x1', true));
    await settle();
    expect(received(ivo.writes).map((e) => e.type)).toEqual([
      'list-items-restarted',
      'list-item-updated',
    ]);
  });

  test('an item added and then changed in one batch is still an addition', async () => {
    const ivo = stream('ivo');
    await busy(ivo);
    await publish({ ...toggled('marko', 'x9', false), type: 'list-item-added' });
    await publish(toggled('marko', 'x9', true));
    await settle();
    expect(received(ivo.writes)).toEqual([
      expect.objectContaining({ type: 'list-item-added', item: item('x9', true) }),
    ]);
  });

  test('the batch window grows with the streams held, within bounds', async () => {
    expect(hub.batchWindowMs).toBe(LIVE_BATCH_MS);
    const many = Array.from({ length: 1000 }, (_, i) => stream(`u${i}`, `t${i % 100}`));
    expect(hub.size).toBe(1000);
    expect(hub.batchWindowMs).toBe(250);
    expect(hub.quietMs).toBeLessThan(hub.batchWindowMs);
    for (const m of many.slice(0, 600)) hub.remove(m.s);
    expect(hub.batchWindowMs).toBe(LIVE_BATCH_MS);
  });
});
