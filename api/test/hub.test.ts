import type { LiveEvent } from '@organizator/shared/contract';
import { createLocalBus } from '../src/live/bus';
import { LIVE_BATCH_MS, type LiveStream, SseHub } from '../src/live/hub';

function stream(userId: string, teamId = 't1') {
  const writes: string[] = [];
  const s: LiveStream = {
    userId,
    teamId,
    tokenHash: `h-${userId}`,
    write: (chunk) => writes.push(chunk.toString()),
    end: () => {},
  };
  return { s, writes };
}
const event = (userId: string, itemName: string): LiveEvent => ({
  type: 'list-item-updated',
  listId: 'l1',
  listName: 'Popis',
  itemName,
  userName: userId,
  userId,
});
const frames = (writes: string[]) => writes.join('').split('\n\n').filter(Boolean).length;
const settle = () => new Promise((r) => setTimeout(r, LIVE_BATCH_MS * 3));

describe('live event fan-out', () => {
  test('a burst of events reaches each stream in few writes, in order, never the actor its own', async () => {
    const bus = createLocalBus();
    const hub = new SseHub(bus);
    const ana = stream('ana');
    const ivo = stream('ivo');
    const other = stream('eva', 't2');
    for (const s of [ana, ivo, other]) hub.add(s.s);

    const burst = 50;
    for (let i = 0; i < burst; i++) {
      await bus.publish({ teamId: 't1', event: event(i % 2 === 0 ? 'ana' : 'marko', `s${i}`) });
    }
    await settle();
    // Ivo (not an actor) gets every event; Ana only the ones Marko made; another team nothing.
    expect(frames(ivo.writes)).toBe(burst);
    expect(ivo.writes.join('').match(/s\d+/g)).toEqual(
      Array.from({ length: burst }, (_, i) => `s${i}`),
    );
    expect(frames(ana.writes)).toBe(burst / 2);
    expect(ana.writes.join('')).not.toContain('"userId":"ana"');
    expect(other.writes).toEqual([]);
    // Batched: far fewer writes than events.
    expect(ivo.writes.length).toBeLessThan(burst / 5);
    await bus.close();
  });

  test('a lone event goes out at once (no batching delay when idle)', async () => {
    const bus = createLocalBus();
    const hub = new SseHub(bus);
    const ivo = stream('ivo');
    hub.add(ivo.s);
    await bus.publish({ teamId: 't1', event: event('ana', 'kruh') });
    await new Promise((r) => setImmediate(r));
    expect(frames(ivo.writes)).toBe(1);
    await bus.close();
  });
});
