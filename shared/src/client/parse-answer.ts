import type { z } from 'zod/mini';

type Test = (value: unknown) => boolean;
/**
 * What zod/mini keeps of a schema or a check, read-only: its definition and its own check, through
 * `_zod`, the interface zod 4 documents for library authors (zod.dev/library-authors).
 */
interface ZodNode {
  _zod: {
    def: {
      type?: string;
      check?: string;
      coerce?: boolean;
      checks?: readonly ZodNode[];
      shape?: Readonly<Record<string, ZodNode>>;
      catchall?: unknown;
      element?: ZodNode;
      innerType?: ZodNode;
      minimum?: number;
      maximum?: number;
      when?: (payload: { value: unknown; issues: unknown[] }) => boolean;
    };
    check?: (payload: { value: unknown; issues: unknown[] }) => void;
  };
}

const hasLength = (value: unknown): value is { length: number } =>
  typeof value === 'string' || Array.isArray(value);

/** zod's own check on one value, for the rare case the quick bound below cannot decide. */
const exactly = (check: ZodNode) => (value: unknown) => {
  const payload = { value, issues: [] as unknown[] };
  if (check._zod.def.when && !check._zod.def.when(payload)) return true;
  check._zod.check?.(payload);
  return payload.issues.length === 0;
};

/**
 * A length check as a bound on UTF-16 units: a string is measured in code points (one or two units
 * each), so a string within the bound in units is within it in code points; in between, zod decides.
 */
function lengthTest(check: ZodNode): Test | null {
  const { check: kind, minimum = 0, maximum = 0 } = check._zod.def;
  const exact = exactly(check);
  if (kind === 'max_length')
    return (value) => hasLength(value) && (value.length <= maximum || exact(value));
  if (kind === 'min_length')
    return (value) =>
      hasLength(value) &&
      value.length >= minimum &&
      (value.length >= minimum * 2 || typeof value !== 'string' || exact(value));
  return null;
}

/** The schema's own type test followed by its length checks; null if a check is not a length check. */
function withChecks(schema: ZodNode, test: Test): Test | null {
  const checks = (schema._zod.def.checks ?? []).map(lengthTest);
  if (checks.some((check) => check === null)) return null;
  const all = checks as Test[];
  return all.length === 0 ? test : (value) => test(value) && all.every((check) => check(value));
}

/**
 * A test that is true only when zod would accept the value and hand back an equal one: strings,
 * booleans, nullables, optionals, arrays and objects (no unknown keys, which zod would strip), with
 * length checks. Null for a schema that transforms, defaults, refines or has any other part.
 */
function compile(schema: ZodNode): Test | null {
  const def = schema._zod.def;
  if (def.coerce) return null;
  switch (def.type) {
    case 'string':
      return withChecks(schema, (value) => typeof value === 'string');
    case 'boolean':
      return withChecks(schema, (value) => typeof value === 'boolean');
    case 'nullable': {
      const inner = def.innerType && compile(def.innerType);
      return inner ? (value) => value === null || inner(value) : null;
    }
    case 'optional': {
      const inner = def.innerType && compile(def.innerType);
      // An optional over a defaulted schema fills the default in: not a value handed back as is.
      if (!inner || def.innerType?._zod.def.type === 'default') return null;
      return (value) => value === undefined || inner(value);
    }
    case 'array': {
      const element = def.element && compile(def.element);
      if (!element) return null;
      return withChecks(schema, (value) => Array.isArray(value) && value.every(element));
    }
    case 'object': {
      if (def.catchall !== undefined || !def.shape) return null;
      const fields: [string, Test][] = [];
      for (const [key, field] of Object.entries(def.shape)) {
        const test = compile(field);
        if (!test) return null;
        fields.push([key, test]);
      }
      const known = new Set(fields.map(([key]) => key));
      return withChecks(schema, (value) => {
        if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
        const record = value as Record<string, unknown>;
        for (const [key, test] of fields) if (!test(record[key])) return false;
        for (const key in record) if (!known.has(key)) return false;
        return true;
      });
    }
    default:
      return null;
  }
}

const compiled = new WeakMap<object, Test | null>();

/**
 * `schema.safeParse(data)` for an answer of the API, without its copy: zod builds a new object for
 * every object and array it checks, which for a list of thousands of items was most of the time
 * between the answer and the first screen (and the garbage it left). A value the quick test accepts
 * is handed back as it is (the same value zod would have built); anything else, and any schema the
 * test cannot express, goes through zod, so errors and transforms are zod's own.
 */
export function parseAnswer<S extends z.ZodMiniType>(
  schema: S,
  data: unknown,
): { success: true; data: z.infer<S> } | { success: false; error: unknown } {
  let test = compiled.get(schema);
  if (test === undefined) {
    test = compile(schema as unknown as ZodNode);
    compiled.set(schema, test);
  }
  if (test?.(data)) return { success: true, data: data as z.infer<S> };
  const parsed = schema.safeParse(data);
  return parsed.success
    ? { success: true, data: parsed.data as z.infer<S> }
    : { success: false, error: parsed.error };
}
