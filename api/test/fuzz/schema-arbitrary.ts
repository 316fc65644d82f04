import fc from 'fast-check';

/** The part of JSON Schema (draft 2020-12) that zod's `toJSONSchema` writes for the contract. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/**
 * Real values for a string field, by its name (ids of stored rows, dates, e-mails seen in answers):
 * a value the schema alone cannot invent (an id that exists, a day that is planned). `only`: use
 * them alone where there are any (a request meant to succeed).
 */
export interface Known {
  (name: string | undefined): fc.Arbitrary<string> | null;
  only?: boolean;
}

/** Long strings cost time on every run; the boundaries themselves are generated separately. */
const TYPICAL_LENGTH = 24;
const TYPICAL_ITEMS = 3;

const unicode = fc.constantFrom(
  'Čćžšđ ČĆŽŠĐ',
  '😀👩‍👩‍👧‍👦',
  'مرحبا',
  'e\u0301',
  '\u200b\u200e\ufeff',
  '\ud800',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '<script>alert(1)</script>',
  "'; drop table lists; --",
);

function stringOf(schema: JsonSchema, name: string | undefined, known: Known) {
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 10_000;
  const typical = fc.string({
    unit: 'grapheme',
    minLength: min,
    maxLength: Math.max(min, Math.min(max, TYPICAL_LENGTH)),
  });
  const options: fc.WeightedArbitrary<string>[] = [
    { weight: 3, arbitrary: typical },
    // The boundaries: exactly the shortest and the longest the contract takes.
    { weight: 1, arbitrary: fc.constantFrom('a'.repeat(min), 'ž'.repeat(max)) },
    {
      weight: 1,
      arbitrary: unicode.filter((s) => s.length >= min && s.length <= max),
    },
  ];
  const real = known(name);
  if (real && known.only) return real;
  if (real) options.push({ weight: 6, arbitrary: real });
  return fc.oneof(...options);
}

function numberOf(schema: JsonSchema, integer: boolean) {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -Number.MAX_VALUE;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? Number.MAX_VALUE;
  const inRange = (n: number) =>
    n >= min &&
    n <= max &&
    (schema.exclusiveMinimum === undefined || n > schema.exclusiveMinimum) &&
    (schema.exclusiveMaximum === undefined || n < schema.exclusiveMaximum) &&
    (!integer || Number.isInteger(n));
  // The edges a kitchen never has but the contract lets through: the least positive double, the
  // largest, minus zero.
  const edges = [
    min,
    max,
    0,
    -0,
    1,
    5e-324,
    Number.MIN_VALUE * 2 ** 52,
    1e308,
    Number.MAX_SAFE_INTEGER,
  ].filter(inRange);
  const body = integer
    ? fc.integer({
        min: Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER),
        max: Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER),
      })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(
    { weight: 3, arbitrary: body.filter(inRange) },
    ...(edges.length > 0 ? [{ weight: 2, arbitrary: fc.constantFrom(...edges) }] : []),
  );
}

/**
 * Values the schema accepts (as far as JSON Schema can say: a refinement such as "a real calendar
 * day" is not in it, so some are still refused), leaning on the boundaries: the shortest and longest
 * strings, the least and greatest numbers, empty and full arrays.
 */
export function validValue(
  schema: JsonSchema,
  known: Known,
  name?: string,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => validValue(s, known, name, depth)));
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], known, name, depth);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => validValue({ ...schema, type }, known, name, depth)));
  }
  switch (types[0]) {
    case 'string':
      return stringOf(schema, name, known);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = schema.maxItems ?? 1000;
      // A recursive structure (a note's nested list) is cut off, so each case stays small.
      if (depth > 6) return fc.constant(min === 0 ? [] : undefined);
      const item = schema.items
        ? validValue(schema.items, known, singular(name), depth + 1)
        : fc.jsonValue({ maxDepth: 1 });
      return fc.array(item, {
        minLength: min,
        maxLength: Math.max(min, Math.min(max, TYPICAL_ITEMS)),
      });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record = fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, property]) => [
            key,
            validValue(property, known, key, depth + 1),
          ]),
        ),
        { requiredKeys: [...required].filter((key) => key in properties) },
      );
      const extra = schema.additionalProperties;
      if (extra && typeof extra === 'object' && Object.keys(properties).length === 0) {
        return fc.dictionary(
          fc.string({ maxLength: 10 }),
          validValue(extra, known, undefined, depth + 1),
          {
            maxKeys: 3,
          },
        );
      }
      return record;
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** `groceries` -> `grocery`, `lists` -> `list`: the name of one element of an array field. */
export function singular(name: string | undefined): string | undefined {
  if (!name) return name;
  if (name.endsWith('ies')) return `${name.slice(0, -3)}y`;
  if (name.endsWith('s') && !name.endsWith('ss')) return name.slice(0, -1);
  return name;
}

/** Values no field of the contract should take, or only just: each must be refused or handled. */
export const nasty: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    5e-324,
    -5e-324,
    1e308,
    -1e308,
    2 ** 53,
    -1,
    0.1,
    1.5,
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\t\n\r',
    'NaN',
    '1',
    '-0',
    '2026-02-30',
    '9999-12-31',
    '0000-00-00',
    '../../etc/passwd',
    null,
    true,
    false,
    [],
    {},
    [null],
    { __proto__: { polluted: true } },
    JSON.parse('{"__proto__":{"polluted":true}}') as unknown,
    { constructor: { prototype: { polluted: true } } },
  ),
  unicode,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 200, max: 70_000 }).map((n) => 'x'.repeat(n)),
  fc.jsonValue({ maxDepth: 3 }),
  // Past the input guard's depth limit (64) and just under it.
  fc.constantFrom(63, 64, 65, 200).map((depth) => {
    let value: unknown = 'dno';
    for (let i = 0; i < depth; i++) value = [value];
    return value;
  }),
);

/** Every place in a JSON value: the path of keys and indices to it. */
function places(value: unknown, path: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(path);
  if (Array.isArray(value)) {
    for (const [i, child] of value.entries()) places(child, [...path, i], out);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) places(child, [...path, key], out);
  }
  return out;
}

function replaceAt(value: unknown, path: (string | number)[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = replaceAt(copy[head as number], rest, next);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  copy[head as string] = replaceAt(copy[head as string], rest, next);
  return copy;
}

function removeAt(value: unknown, path: (string | number)[]): unknown {
  if (path.length === 0) return undefined;
  const parentPath = path.slice(0, -1);
  const key = path[path.length - 1] as string | number;
  let parent = value;
  for (const step of parentPath) parent = (parent as Record<string | number, unknown>)[step];
  if (Array.isArray(parent)) {
    return replaceAt(
      value,
      parentPath,
      parent.filter((_v, i) => i !== key),
    );
  }
  const { [key]: _gone, ...rest } = parent as Record<string, unknown>;
  return replaceAt(value, parentPath, rest);
}

/** A valid value with one thing wrong: one place replaced by a nasty value, removed, or added to. */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      valid,
      fc.nat(),
      fc.constantFrom('replace', 'replace', 'remove', 'add'),
      nasty,
      fc.string({ maxLength: 12 }),
    )
    .map(([value, pick, how, bad, key]) => {
      const all = places(value);
      const path = all[pick % all.length] ?? [];
      if (how === 'remove') return removeAt(value, path);
      if (how === 'add') {
        let target = value;
        for (const step of path) target = (target as Record<string | number, unknown>)[step];
        if (target !== null && typeof target === 'object' && !Array.isArray(target)) {
          return replaceAt(value, path, { ...target, [key]: bad });
        }
        if (Array.isArray(target)) return replaceAt(value, path, [...target, bad]);
      }
      return replaceAt(value, path, bad);
    });
}

/**
 * JSON text of a value as a client might write it: `-0` kept (JSON.stringify writes 0), and
 * optionally one key of the top object written twice (the later one wins in JSON.parse).
 */
export function toJsonText(value: unknown, duplicate?: { value: unknown; last: boolean }): string {
  const write = (v: unknown): string => {
    if (Object.is(v, -0)) return '-0';
    if (Array.isArray(v))
      return `[${v.map((x) => (x === undefined ? 'null' : write(x))).join(',')}]`;
    if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v).filter(([, x]) => x !== undefined);
      return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${write(x)}`).join(',')}}`;
    }
    return JSON.stringify(v) ?? 'null';
  };
  const text = write(value);
  if (duplicate && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const [key] = Object.keys(value);
    if (key !== undefined) {
      const twice = `${JSON.stringify(key)}:${write(duplicate.value)}`;
      return duplicate.last ? `${text.slice(0, -1)},${twice}}` : `{${twice},${text.slice(1)}`;
    }
  }
  return text;
}
