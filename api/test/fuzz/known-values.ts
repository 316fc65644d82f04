import fc from 'fast-check';
import { singular } from './schema-arbitrary';

/**
 * Field names a request writes under another name than its answers do: a barcode path parameter is
 * `code`, a range of days is `from`/`to`, an image is `listItemImage` in answers and `images` in an
 * item, an image URL key is the tail of its `url`.
 */
const ALIASES: Record<string, string> = {
  code: 'barcode',
  from: 'date',
  to: 'date',
  image: 'listItemImage',
  member: 'user',
  owner: 'user',
};

/** The first key among `name`, its alias and its shorter camel-case tails that has values. */
function resolve(name: string, has: (key: string) => boolean): string | null {
  const words = name.split(/(?=[A-Z])/);
  for (let i = 0; i < words.length; i++) {
    const tail = words.slice(i).join('');
    const key = tail.charAt(0).toLowerCase() + tail.slice(1);
    for (const candidate of [ALIASES[key], key]) {
      if (candidate && has(candidate)) return candidate;
    }
  }
  return null;
}

/**
 * Values seen in the API's own answers, in the order they were first seen (so a seed picks the same
 * row in every run): the ids of each kind of row (`list`, `item`, `grocery`, ...) and every other
 * string field by its name (`date`, `email`, `barcode`, ...).
 */
export class KnownValues {
  private readonly ids = new Map<string, string[]>();
  private readonly strings = new Map<string, string[]>();
  /** For a row of a kind, the ids it names (`item` -> its `listId`), to aim at a row in its parent. */
  private readonly links = new Map<string, { id: string; names: Record<string, string> }[]>();

  /** Walks an answer's `data`: an object under `lists` or `list` with an `id` is a `list`. */
  learn(data: unknown, kind?: string): void {
    if (Array.isArray(data)) {
      for (const element of data) this.learn(element, singular(kind));
      return;
    }
    if (data === null || typeof data !== 'object') return;
    const row = data as Record<string, unknown>;
    if (kind && typeof row.id === 'string') {
      const names = Object.fromEntries(
        Object.entries(row).filter(
          (entry): entry is [string, string] =>
            /Id$/.test(entry[0]) && typeof entry[1] === 'string',
        ),
      );
      const links = this.links.get(kind) ?? [];
      if (Object.keys(names).length > 0 && !links.some((link) => link.id === row.id)) {
        links.push({ id: row.id, names });
        this.links.set(kind, links);
      }
    }
    for (const [key, value] of Object.entries(data)) {
      if (typeof value === 'string') {
        if (key === 'id' && kind) add(this.ids, kind, value);
        else if (key === 'url' && value.startsWith('/api/images/')) {
          add(this.strings, 'key', value.slice('/api/images/'.length));
        } else if (key !== 'id' && value.length <= 200) add(this.strings, key, value);
      } else this.learn(value, key);
    }
  }

  /** Ids of rows of the kind a field or path parameter names (`listId`, `excludeListId`, `lists/:id`). */
  idsFor(name: string): string[] {
    const key = resolve(name.replace(/Id$/, ''), (k) => this.ids.has(k));
    return key ? (this.ids.get(key) ?? []) : [];
  }

  stringsFor(name: string): string[] {
    const key = resolve(name, (k) => this.strings.has(k));
    return key ? (this.strings.get(key) ?? []) : [];
  }

  /** Rows of `kind` with the id they name under `parent` (`item`, `listId`): [row id, parent id]. */
  linked(kind: string, parent: string): fc.Arbitrary<[string, string]> | null {
    const links = this.links.get(kind) ?? [];
    if (!links.some((link) => link.names[parent])) return null;
    return fc.nat().map((n) => {
      const pairs = links.filter((link) => link.names[parent]);
      const link = pairs[pairs.length - 1 - (n % Math.min(pairs.length, 8))] as (typeof pairs)[0];
      return [link.id, link.names[parent] as string];
    });
  }

  allIds(): string[] {
    return [...this.ids.values()].flat();
  }

  /** Known values for a field: ids when its name says id, else strings seen under that name. */
  arbitrary(name: string | undefined, idKind?: string): fc.Arbitrary<string> | null {
    if (!name) return null;
    const isId = name === 'id' || /Id$/.test(name) || name === 'userId';
    const values = isId ? this.idsFor(idKind ?? name) : this.stringsFor(name);
    const pool = values.length > 0 ? values : isId ? this.allIds() : [];
    if (pool.length === 0) return null;
    // Read when the case is generated, so rows created by earlier cases are picked too; the newest
    // more often (older ones may be deleted by now: a stale id is a case too, but not every case).
    return fc
      .tuple(fc.boolean(), fc.nat())
      .map(
        ([recent, n]) =>
          pool[
            recent ? pool.length - 1 - (n % Math.min(pool.length, 8)) : n % pool.length
          ] as string,
      );
  }
}

function add(map: Map<string, string[]>, key: string, value: string) {
  const values = map.get(key) ?? [];
  if (!values.includes(value)) {
    values.push(value);
    map.set(key, values);
  }
}
