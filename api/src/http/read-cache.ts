import type { Grocery } from '@organizator/shared/contract';
import type { AuthContext } from '../types';

/** What to forget, in this process and (through the bus) in every other API process. */
export interface Invalidation {
  lists?: string[];
  teams?: string[];
  sessions?: string[];
  users?: string[];
  /** Any grocery was written: the public catalogue answers are stale. */
  groceries?: boolean;
  /** The deployment's remotes map changed (REMOTES_SOURCE=database): read it again. */
  remotes?: boolean;
}

export const READ_CACHE_MAX_ENTRIES = 10_000;

/**
 * Read caches for the things every hot request needs: the session behind a token, and the
 * serialised GET /lists/{id} and GET /lists answers. Writes invalidate synchronously here and, with
 * PostgreSQL, in the other processes through NOTIFY. A fill that raced with an invalidation is
 * dropped (generation check); a TTL bounds anything else. Answers are kept as UTF-8 bytes: encoding
 * a large string again on every send cost more than everything else on the request's path.
 */
export class ReadCache {
  private readonly sessions = new Map<string, { auth: AuthContext; at: number }>();
  private readonly lists = new Map<string, { teamId: string; body: Buffer; at: number }>();
  /** A team's GET /lists answer, with the ids of the lists in it (a write to one drops it). */
  private readonly teamLists = new Map<
    string,
    { listIds: Set<string>; body: Buffer; at: number }
  >();
  /**
   * The generation of each list and team written lately: a stamp from one counter that only grows,
   * so a key's generation changes with every write of it. Bounded: past READ_CACHE_MAX_ENTRIES the
   * least recently written key is forgotten, its stamp raising the floor that every forgotten or
   * never written key reads as. A generation therefore never goes back to an earlier value (a fill
   * that raced with a write is still dropped); forgetting only drops a few fills that did not race.
   * Unbounded, these maps grew by one entry per list and team ever written in the process's life.
   */
  private readonly listGen = new Map<string, number>();
  private readonly teamGen = new Map<string, number>();
  private genStamp = 0;
  private listGenFloor = 0;
  private teamGenFloor = 0;
  private globalGen = 0;
  /**
   * Counts every list invalidation. A team's lists answer being filled may hold a list whose team
   * this cache does not know yet, so any list write during the fill drops that fill.
   */
  private listsEpoch = 0;
  /** Public groceries by lower-case search prefix ('' = all), as checked against the contract. */
  private readonly publicGroceries = new Map<
    string,
    { rows: Grocery[]; at: number; bodies: Map<string, Buffer> }
  >();
  private groceriesGen = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  session(tokenHash: string): AuthContext | undefined {
    const hit = this.sessions.get(tokenHash);
    if (!hit) return undefined;
    if (this.now() - hit.at > this.ttlMs) {
      this.sessions.delete(tokenHash);
      return undefined;
    }
    return hit.auth;
  }

  /** A session read from the database; `gen` is `generation()` taken before the read. */
  storeSession(auth: AuthContext, gen: number): void {
    if (gen !== this.globalGen) return;
    this.bound(this.sessions);
    this.sessions.set(auth.tokenHash, { auth, at: this.now() });
  }

  list(listId: string, teamId: string): Buffer | undefined {
    const hit = this.lists.get(listId);
    if (!hit || hit.teamId !== teamId) return undefined;
    if (this.now() - hit.at > this.ttlMs) {
      this.lists.delete(listId);
      return undefined;
    }
    return hit.body;
  }

  listGeneration(listId: string, teamId: string): string {
    return `${this.globalGen}:${this.teamGeneration(teamId)}:${this.listGen.get(listId) ?? this.listGenFloor}`;
  }

  private teamGeneration(teamId: string): number {
    return this.teamGen.get(teamId) ?? this.teamGenFloor;
  }

  storeList(listId: string, teamId: string, body: Buffer, gen: string): void {
    if (gen !== this.listGeneration(listId, teamId)) return;
    this.bound(this.lists);
    this.lists.set(listId, { teamId, body, at: this.now() });
  }

  listsOfTeam(teamId: string): Buffer | undefined {
    const hit = this.teamLists.get(teamId);
    if (!hit) return undefined;
    if (this.now() - hit.at > this.ttlMs) {
      this.teamLists.delete(teamId);
      return undefined;
    }
    return hit.body;
  }

  listsOfTeamGeneration(teamId: string): string {
    return `${this.globalGen}:${this.teamGeneration(teamId)}:${this.listsEpoch}`;
  }

  /** A team's lists answer; `gen` is `listsOfTeamGeneration()` taken before the read. */
  storeListsOfTeam(teamId: string, listIds: string[], body: Buffer, gen: string): void {
    if (gen !== this.listsOfTeamGeneration(teamId)) return;
    this.bound(this.teamLists);
    this.teamLists.set(teamId, { listIds: new Set(listIds), body, at: this.now() });
  }

  publicGroceriesFor(prefix: string): Grocery[] | undefined {
    const hit = this.publicGroceries.get(prefix);
    if (!hit) return undefined;
    if (this.now() - hit.at > this.ttlMs) {
      this.publicGroceries.delete(prefix);
      return undefined;
    }
    return hit.rows;
  }

  groceriesGeneration(): number {
    return this.groceriesGen;
  }

  storePublicGroceries(prefix: string, rows: Grocery[], gen: number): void {
    if (gen !== this.groceriesGen) return;
    this.bound(this.publicGroceries);
    this.publicGroceries.set(prefix, { rows, at: this.now(), bodies: new Map() });
  }

  /** The answer as one viewer sees it (owner ids masked), serialised once per viewer. */
  publicGroceriesBody(prefix: string, viewerId: string): Buffer | undefined {
    if (!this.publicGroceriesFor(prefix)) return undefined;
    return this.publicGroceries.get(prefix)?.bodies.get(viewerId);
  }

  /** Kept only while `rows` are still the cached ones (not invalidated since). */
  storePublicGroceriesBody(prefix: string, viewerId: string, rows: Grocery[], body: Buffer): void {
    const hit = this.publicGroceries.get(prefix);
    if (!hit || hit.rows !== rows) return;
    this.bound(hit.bodies);
    hit.bodies.set(viewerId, body);
  }

  generation(): number {
    return this.globalGen;
  }

  invalidate(what: Invalidation): void {
    for (const listId of what.lists ?? []) {
      this.listGenFloor = this.stamp(this.listGen, listId, this.listGenFloor);
      this.lists.delete(listId);
      this.listsEpoch += 1;
      for (const [teamId, entry] of this.teamLists)
        if (entry.listIds.has(listId)) this.teamLists.delete(teamId);
    }
    for (const teamId of what.teams ?? []) {
      this.teamGenFloor = this.stamp(this.teamGen, teamId, this.teamGenFloor);
      this.teamLists.delete(teamId);
      for (const [listId, entry] of this.lists)
        if (entry.teamId === teamId) this.lists.delete(listId);
    }
    if (what.groceries) {
      this.groceriesGen += 1;
      this.publicGroceries.clear();
    }
    if (what.sessions?.length || what.users?.length) {
      // Rare (logout, profile change): bumping one generation keeps in-flight fills honest.
      this.globalGen += 1;
      for (const hash of what.sessions ?? []) this.sessions.delete(hash);
      const users = new Set(what.users ?? []);
      if (users.size > 0) {
        for (const [hash, entry] of this.sessions) {
          if (users.has(entry.auth.userId)) this.sessions.delete(hash);
        }
      }
    }
  }

  /**
   * Forgets everything (this process missed invalidations it can no longer read): every in-flight
   * fill is dropped too, since every generation moves.
   */
  clear(): void {
    this.sessions.clear();
    this.lists.clear();
    this.teamLists.clear();
    this.publicGroceries.clear();
    this.listGen.clear();
    this.teamGen.clear();
    this.listGenFloor = ++this.genStamp;
    this.teamGenFloor = this.listGenFloor;
    this.globalGen += 1;
    this.groceriesGen += 1;
    this.listsEpoch += 1;
  }

  /** A new generation for `key` (moved to the newest end); returns the map's floor after bounding. */
  private stamp(generations: Map<string, number>, key: string, floor: number): number {
    generations.delete(key);
    generations.set(key, ++this.genStamp);
    if (generations.size <= READ_CACHE_MAX_ENTRIES) return floor;
    const [oldest, stamp] = generations.entries().next().value as [string, number];
    generations.delete(oldest);
    return Math.max(floor, stamp);
  }

  /** How many list and team generations are held (bounded by READ_CACHE_MAX_ENTRIES each). */
  get generationsHeld(): number {
    return this.listGen.size + this.teamGen.size;
  }

  private bound(map: Map<string, unknown>): void {
    if (map.size < READ_CACHE_MAX_ENTRIES) return;
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
}
