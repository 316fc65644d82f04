import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { multipart, PNG_1X1 } from '../helpers';
import type { KnownValues } from './known-values';
import {
  type JsonSchema,
  mutated,
  nasty,
  singular,
  toJsonText,
  validValue,
} from './schema-arbitrary';

/** One route of the API as registered, with the JSON Schema of each part of its contract. */
export interface FuzzRoute {
  method: string;
  url: string;
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  /** The zod schemas of its answers, by status. */
  response: Record<string, z.ZodType>;
  multipart: boolean;
}

/** encodeURIComponent, also for a lone surrogate (which no URL can carry: a client sends U+FFFD). */
export const encode = (value: string) =>
  encodeURIComponent(
    value.replace(
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      '\ufffd',
    ),
  );

export const routeName = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

const jsonSchemaOf = (schema: unknown): JsonSchema | undefined =>
  schema
    ? (z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
    : undefined;

/** The API's routes as Fastify registered them (HEAD answers as GET does; OPTIONS is CORS's). */
export function fuzzRoutes(registered: RouteOptions[]): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const route of registered) {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS' || !route.url.startsWith('/api/')) continue;
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      routes.push({
        method,
        url: route.url,
        params: jsonSchemaOf(schema.params),
        querystring: jsonSchemaOf(schema.querystring),
        body: jsonSchemaOf(schema.body),
        response: (schema.response ?? {}) as Record<string, z.ZodType>,
        multipart: ((schema.consumes as string[] | undefined) ?? []).includes(
          'multipart/form-data',
        ),
      });
    }
  }
  return routes;
}

export interface FuzzRequest {
  actor: 'owner' | 'teammate' | 'other' | 'anonymous' | 'forged';
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** `lists/:id` -> the ids of lists; `lists/:listId/items/:id` -> items for `id`. */
function idKind(url: string, param: string): string {
  if (param !== 'id') return param;
  const segments = url.split('/');
  const before = segments[segments.indexOf(`:${param}`) - 1] ?? '';
  const camel = before.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase());
  return singular(camel) ?? camel;
}

/** A path parameter: a known id (own, a teammate's, another team's), a valid one, or garbage. */
function pathValue(route: FuzzRoute, param: string, schema: JsonSchema, known: KnownValues) {
  const kind = idKind(route.url, param);
  const real = known.arbitrary(param === 'id' ? `${kind}Id` : param, kind);
  const text = (v: unknown) => encode(typeof v === 'string' ? v : JSON.stringify(v));
  return fc.oneof(
    ...(real ? [{ weight: 5, arbitrary: real.map(encode) }] : []),
    { weight: 2, arbitrary: validValue(schema, (n) => known.arbitrary(n)).map(text) },
    { weight: 1, arbitrary: nasty.map(text).filter((v) => v.length > 0) },
    // Sent as they are: a broken %-escape, an encoded NUL, a parameter past the router's limit.
    { weight: 1, arbitrary: fc.constantFrom('%E0%A4%A', '%00', '..', 'x'.repeat(300), '%2F') },
  );
}

function query(route: FuzzRoute, known: KnownValues): fc.Arbitrary<string> {
  const schema = route.querystring;
  const junk = fc.oneof(
    fc.constant(''),
    fc
      .tuple(fc.string({ maxLength: 12 }), nasty)
      .map(([k, v]) => `?${encode(k)}=${encode(String(v))}`),
    fc.constantFrom('?a=%E0%A4%A', '?a=%00', '?a[]=1&a[]=2', `?a=${'q'.repeat(5000)}`),
  );
  if (!schema)
    return fc.oneof({ weight: 4, arbitrary: fc.constant('') }, { weight: 1, arbitrary: junk });
  const valid = validValue(schema, (n) => known.arbitrary(n));
  const write = (value: unknown, twice?: string) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      return `?q=${encode(String(value))}`;
    }
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(value)) {
      if (v === undefined) continue;
      search.append(k, typeof v === 'string' ? v : JSON.stringify(v));
      // The same parameter twice: Fastify hands an array to a schema that wants one string.
      if (k === twice) search.append(k, typeof v === 'string' ? v : JSON.stringify(v));
    }
    const text = search.toString();
    return text ? `?${text}` : '';
  };
  return fc.oneof(
    { weight: 5, arbitrary: valid.map((v) => write(v)) },
    { weight: 3, arbitrary: mutated(valid).map((v) => write(v)) },
    {
      weight: 1,
      arbitrary: valid.map((v) => write(v, Object.keys((v as object) ?? {})[0])),
    },
    { weight: 1, arbitrary: junk },
  );
}

type Body = { payload?: string | Buffer; type?: string };

function body(route: FuzzRoute, known: KnownValues): fc.Arbitrary<Body> {
  const json = (text: string): Body => ({ payload: text, type: 'application/json' });
  const malformed = fc.oneof(
    fc.string({ maxLength: 200 }).map(json),
    fc.constantFrom('', '{', '{"a":', 'null', '[]', '"x"', '1e999', '{"a":1}garbage').map(json),
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'multipart/form-data; boundary=x',
        ),
        fc.string({ maxLength: 100 }),
      )
      .map(([type, payload]): Body => ({ payload, type })),
    // Over the 1 MB body limit; nested past any schema.
    fc.constant(json(`{"name":"${'x'.repeat(1_100_000)}"}`)),
    fc.constantFrom(65, 5000).map((d) => json(`{"name":${'['.repeat(d)}${']'.repeat(d)}}`)),
  );
  if (route.multipart) {
    return fc.oneof(
      {
        weight: 4,
        arbitrary: fc
          .option(known.arbitrary('listItemId') ?? fc.string({ maxLength: 70 }))
          .map((listItemId) => {
            const form = multipart(PNG_1X1, listItemId === null ? {} : { listItemId });
            return { payload: form.payload, type: form.headers['content-type'] };
          }),
      },
      {
        weight: 2,
        arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => {
          const form = multipart(Buffer.from(bytes));
          return { payload: form.payload, type: form.headers['content-type'] };
        }),
      },
      { weight: 2, arbitrary: malformed },
    );
  }
  if (!route.body) {
    if (route.method === 'GET') return fc.constant({});
    return fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: malformed });
  }
  const valid = validValue(route.body, (n) => known.arbitrary(n));
  return fc.oneof(
    { weight: 5, arbitrary: valid.map((v) => json(toJsonText(v))) },
    { weight: 5, arbitrary: mutated(valid).map((v) => json(toJsonText(v))) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, nasty, fc.boolean())
        .map(([v, twice, last]) => json(toJsonText(v, { value: twice, last }))),
    },
    { weight: 1, arbitrary: malformed },
  );
}

const actors = fc.constantFrom<FuzzRequest['actor'][]>(
  'owner',
  'owner',
  'teammate',
  'teammate',
  'other',
  'other',
  'anonymous',
  'forged',
);

/** Every request a client could send to the route: its path, query and body, from its contract. */
export function requests(
  route: FuzzRoute,
  known: KnownValues,
  token: (actor: FuzzRequest['actor']) => string | null,
  /** Only valid requests, all by this actor (the read-back after the run). */
  validAs?: FuzzRequest['actor'],
): fc.Arbitrary<FuzzRequest> {
  const validOnly = validAs !== undefined;
  const knownOnly = Object.assign((n: string | undefined) => known.arbitrary(n), { only: true });
  const params = Object.entries(route.params?.properties ?? {});
  const independent = fc
    .tuple(
      ...params.map(([name, schema]) =>
        validOnly
          ? (() => {
              const kind = idKind(route.url, name);
              const real = known.arbitrary(name === 'id' ? `${kind}Id` : name, kind);
              return (real ?? validValue(schema, knownOnly)).map((v) => encode(String(v)));
            })()
          : pathValue(route, name, schema, known),
      ),
    )
    .map((values) =>
      params.reduce((url, [name], i) => url.replace(`:${name}`, values[i] as string), route.url),
    );
  // A row in its parent (`/lists/:listId/items/:id`: an item of that list), which two ids picked
  // apart would almost never be.
  const [parent, child] = params.map(([name]) => name);
  const pair =
    params.length === 2 && parent && child === 'id'
      ? known.linked(idKind(route.url, child), parent)
      : null;
  const path = pair
    ? fc.oneof(
        { weight: validOnly ? 1 : 2, arbitrary: independent },
        {
          weight: validOnly ? 3 : 1,
          arbitrary: pair.map(([id, parentId]) =>
            route.url.replace(`:${parent}`, encode(parentId)).replace(':id', encode(id)),
          ),
        },
      )
    : independent;
  const search = validOnly
    ? route.querystring
      ? validValue(route.querystring, knownOnly).map((v) =>
          Object.keys(v as object).length
            ? `?${new URLSearchParams(v as Record<string, string>)}`
            : '',
        )
      : fc.constant('')
    : query(route, known);
  const sent = validOnly ? fc.constant<Body>({}) : body(route, known);
  return fc
    .tuple(validAs ? fc.constant(validAs) : actors, path, search, sent)
    .map(([actor, url, q, b]) => {
      const headers: Record<string, string> = {};
      const bearer = actor === 'forged' ? 'forged-token' : token(actor);
      if (bearer) headers.authorization = `Bearer ${bearer}`;
      if (b.type) headers['content-type'] = b.type;
      return {
        actor,
        method: route.method,
        url: `${url}${q}`,
        headers,
        ...(b.payload !== undefined ? { payload: b.payload } : {}),
      };
    });
}

/** The request as a failure prints it: enough to send it again by hand. */
export function describeRequest(request: FuzzRequest): string {
  const payload =
    request.payload === undefined
      ? ''
      : Buffer.isBuffer(request.payload)
        ? ` <${request.payload.length} bytes ${request.headers['content-type'] ?? ''}>`
        : ` ${request.headers['content-type'] ?? ''} ${truncate(request.payload, 600)}`;
  return `${request.actor}: ${request.method} ${truncate(request.url, 300)}${payload}`;
}

export const truncate = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text;
