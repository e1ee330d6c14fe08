import fc from 'fast-check';
import type { z } from 'zod';
import type { AnyRoute } from '../../../contracts/route-definition.ts';
import type { RawRequest } from './raw-http.ts';
import { RawJson, mutatedParams, nanishString, toJson, type ValueMutation } from './value-mutations.ts';
import { arbitraryOf, type ArbitraryOptions } from './zod-arbitrary.ts';

/**
 * The requests the HTTP fuzzer sends to one route of the table: valid parameters generated from
 * its schema, the same mutated beyond it, and requests broken on the wire; each as a GET query, a
 * POST JSON body or a POST form, as the route allows.
 */

export type Transport = 'get' | 'json' | 'form';

export const WIRE_MUTATIONS = [
  'duplicate_keys',
  'bad_encoding',
  'wrong_content_type',
  'invalid_json',
  'not_an_object',
  'oversize_body',
  'long_url',
  'content_encoding',
  'wrong_method',
  'bad_token',
  'no_token',
  'header_junk',
] as const;
type WireMutation = (typeof WIRE_MUTATIONS)[number];
/** `burst`: a valid request sent several times at once, each on its own connection (races). */
export type RequestKind = 'valid' | 'burst' | ValueMutation | WireMutation;

/** Who the request is sent as: the fuzz session's token, nobody, or a made-up token. */
export type Caller = { as: 'session' } | { as: 'visitor' } | { as: 'forged'; token: string };

export interface PlannedRequest {
  kind: RequestKind;
  transport: Transport;
  caller: Caller;
  /** Headers other than the token; the sender adds the token for `session` callers. */
  request: RawRequest;
  /** The parameters of a `valid` request, to count how many the schema itself accepts. */
  params?: unknown;
  /** Sent this many times at once (a `burst`). */
  copies?: number;
}

/** The server's body limit (server/app.ts); an oversize body goes just past it. */
const BODY_LIMIT = 1024 * 1024;
/** Node refuses request heads past 16 KiB (431): a GET's huge strings stay well under. */
const GET_STRING_MAX = 4_000;
const POST_STRING_MAX = 200_000;
/** Copies of a burst: a double click and then some. */
const BURST = 4;

const BAD_QUERY = [
  '%',
  '%zz=1',
  'a=%E0%A4%A',
  '%ff%fe=%c0%af',
  '&&&==&',
  '=1',
  'k',
  'a[b]=1',
  'a[]=1&a[]=2',
  'a.b.c=1',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  '__proto__=1',
];

const BAD_JSON = [
  '',
  ' ',
  '{',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '{"a":NaN}',
  '{"a":undefined}',
  '{"a":1} trailing',
  '{"a":1}{"b":2}',
  '/* comment */ {}',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\x41"}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  'nul',
  'tru',
  '"unterminated',
];

const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/x-www-form-urlencoded',
  'application/vnd.api+json',
  '*/*',
  'application/json, text/plain',
  'x',
  '',
];

const FORGED_TOKENS = [
  'x',
  'null',
  'undefined',
  ' ',
  '0'.repeat(64),
  'f'.repeat(64),
  'a'.repeat(5_000),
  'eyJhbGciOiJub25lIn0.eyJ1aWQiOjF9.',
  "' OR '1'='1",
  '\u00ff\u00fe',
];

const JUNK_HEADERS: Record<string, string>[] = [
  { lang: 'zz' },
  { lang: 'a'.repeat(1_000) },
  { lang: 'en;q=abc' },
  { 'accept-encoding': 'br;q=abc, gzip;q=2, *;q=-1' },
  { 'accept-encoding': 'identity;q=0' },
  { cookie: 'token=' },
  { cookie: 'token=x; token=y; token=z' },
  { cookie: 'token=%zz%' },
  { cookie: ';;;=;' },
  { 'x-forwarded-for': '1.2.3.4, 999.999.999.999, ::ffff:zz' },
  { origin: 'null' },
  { 'if-none-match': '*' },
  { range: 'bytes=0-0' },
];

/** Percent-encodes the UTF-8 bytes of a string (a lone surrogate goes as U+FFFD, never a throw). */
function encode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function scalarText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null) return '';
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'object') return toJson(value);
  return String(value);
}

/** Query or form pairs of a set of parameters: arrays as repeated keys, objects as their JSON. */
function pairsOf(params: unknown): [string, string][] {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return [];
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) pairs.push([key, scalarText(item)]);
    else pairs.push([key, scalarText(value)]);
  }
  return pairs;
}

const queryOf = (pairs: [string, string][]) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');

/** The top-level keys of a route's parameters. */
export function paramKeys(route: AnyRoute): string[] {
  const schema: z.core.$ZodType = route.params;
  let def = (schema as z.core.$ZodTypes)._zod.def;
  // An object checked as a whole afterwards (`.transform(...)`) is a pipe from it.
  while (def.type === 'pipe') def = (def.in as z.core.$ZodTypes)._zod.def;
  return def.type === 'object' ? Object.keys(def.shape) : [];
}

interface Built extends RawRequest {
  transport: Transport;
}

function build(route: AnyRoute, transport: Transport, params: unknown, pathVariant: number): Built {
  const variants = [route.path, route.path.toLowerCase(), route.path.toUpperCase(), `${route.path}/`];
  const path = `/api/${variants[pathVariant % variants.length]}`;
  const headers: Record<string, string> = { lang: 'en' };
  if (transport === 'get') {
    const query = queryOf(pairsOf(params));
    return { transport, method: 'GET', target: query ? `${path}?${query}` : path, headers };
  }
  if (transport === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    return { transport, method: 'POST', target: path, headers, body: Buffer.from(queryOf(pairsOf(params))) };
  }
  headers['content-type'] = 'application/json';
  return { transport, method: 'POST', target: path, headers, body: Buffer.from(toJson(params)) };
}

const session: Caller = { as: 'session' };

function planned(kind: RequestKind, built: Built, caller: Caller = session, params?: unknown): PlannedRequest {
  const { transport, ...request } = built;
  return { kind, transport, caller, request, params };
}

/** Wire-level breakage of a request of `transport` whose valid parameters come from `valid`. */
function wireMutations(
  route: AnyRoute,
  transport: Transport,
  valid: fc.Arbitrary<unknown>,
): fc.Arbitrary<PlannedRequest> {
  const base = fc.tuple(valid, fc.nat(3)).map(([params, variant]) => build(route, transport, params, variant));
  const options: fc.Arbitrary<PlannedRequest>[] = [
    fc
      .tuple(base, fc.constantFrom(...FORGED_TOKENS))
      .map(([b, token]) => planned('bad_token', b, { as: 'forged', token })),
    base.map((b) => planned('no_token', b, { as: 'visitor' })),
    fc
      .tuple(base, fc.constantFrom(...JUNK_HEADERS))
      .map(([b, junk]) => planned('header_junk', { ...b, headers: { ...b.headers, ...junk } })),
    fc.tuple(base, fc.constantFrom('PUT', 'DELETE', 'PATCH', transport === 'get' ? 'POST' : 'GET')).map(([b, method]) =>
      // A route that takes the other method too is called right: this tests only what it does not take.
      planned('wrong_method', { ...b, method: route.methods.includes(method as 'GET') ? 'PUT' : method }),
    ),
  ];
  if (transport === 'get' || transport === 'form') {
    const junkValue = fc.oneof(nanishString, fc.string({ maxLength: 8 }));
    options.push(
      fc.tuple(valid, fc.array(junkValue, { minLength: 1, maxLength: 3 })).map(([params, junk]) => {
        const pairs = pairsOf(params);
        const doubled = pairs.flatMap(
          ([k, v], i) =>
            [
              [k, v],
              [k, junk[i % junk.length] ?? ''],
            ] as [string, string][],
        );
        return planned('duplicate_keys', withPairs(route, transport, doubled));
      }),
      fc.tuple(valid, fc.constantFrom(...BAD_QUERY)).map(([params, bad]) => {
        const query = [queryOf(pairsOf(params)), bad].filter(Boolean).join('&');
        return planned('bad_encoding', withQuery(route, transport, query));
      }),
    );
  }
  if (transport === 'get') {
    options.push(
      fc
        .integer({ min: 20_000, max: 80_000 })
        .map((n) => planned('long_url', { ...withQuery(route, 'get', `q=${'a'.repeat(n)}`), fresh: true })),
    );
  }
  if (transport === 'json' || transport === 'form') {
    options.push(
      fc.tuple(base, fc.constantFrom(...CONTENT_TYPES)).map(([b, type]) => {
        const headers = { ...b.headers, 'content-type': type };
        if (type === '') delete (headers as Partial<typeof headers>)['content-type'];
        return planned('wrong_content_type', { ...b, headers, fresh: true });
      }),
      fc
        .tuple(base, fc.constantFrom('gzip', 'br', 'deflate', 'x-unknown'))
        .map(([b, encoding]) =>
          planned('content_encoding', { ...b, headers: { ...b.headers, 'content-encoding': encoding }, fresh: true }),
        ),
      fc.integer({ min: 1, max: 256 * 1024 }).map((extra) => {
        const filler = 'a'.repeat(BODY_LIMIT + extra);
        const body = transport === 'json' ? `{"pad":"${filler}"}` : `pad=${filler}`;
        return planned('oversize_body', { ...build(route, transport, {}, 0), body: Buffer.from(body), fresh: true });
      }),
    );
  }
  if (transport === 'json') {
    options.push(
      fc
        .oneof(
          fc.constantFrom(...BAD_JSON).map((text) => Buffer.from(text)),
          fc.tuple(valid, fc.nat()).map(([params, cut]) => {
            const text = toJson(params);
            return Buffer.from(text.slice(0, text.length > 1 ? 1 + (cut % (text.length - 1)) : 0));
          }),
          fc.constant(Buffer.from([0xff, 0xfe, 0x7b, 0x7d, 0xc0, 0xaf])),
          valid.map((params) => Buffer.from(toJson(params), 'utf16le')),
        )
        .map((body) => planned('invalid_json', { ...build(route, 'json', {}, 0), body, fresh: true })),
      fc.tuple(valid, fc.nat(5)).map(([params, i]) =>
        planned('not_an_object', {
          ...build(route, 'json', {}, 0),
          body: Buffer.from(toJson([null, [], 'x', 1, true, [params]][i])),
        }),
      ),
    );
  }
  return fc.oneof(...options);
}

function withPairs(route: AnyRoute, transport: Transport, pairs: [string, string][]): Built {
  return withQuery(route, transport, queryOf(pairs));
}

function withQuery(route: AnyRoute, transport: Transport, query: string): Built {
  const built = build(route, transport, {}, 0);
  if (transport === 'get') return { ...built, target: query ? `${built.target}?${query}` : built.target };
  return { ...built, body: Buffer.from(query) };
}

/**
 * Every request the fuzzer may send to `route`: transports as the route allows, then valid
 * parameters (about a quarter), parameters mutated beyond the schema, the wire broken, or a valid
 * request sent four times at once.
 */
export function requestsFor(route: AnyRoute, options: ArbitraryOptions = {}): fc.Arbitrary<PlannedRequest> {
  const valid = arbitraryOf(route.params, options);
  const keys = paramKeys(route);
  const transports: Transport[] = [
    ...(route.methods.includes('GET') ? (['get'] as const) : []),
    ...(route.methods.includes('POST') ? (['json', 'form'] as const) : []),
  ];
  return fc.constantFrom(...transports).chain((transport) => {
    const maxString = transport === 'get' ? GET_STRING_MAX : POST_STRING_MAX;
    return fc.oneof(
      {
        weight: 3,
        arbitrary: fc
          .tuple(valid, fc.nat(3))
          .map(([params, variant]) => planned('valid', build(route, transport, params, variant), session, params)),
      },
      {
        weight: 5,
        arbitrary: mutatedParams(valid, keys, maxString).map(({ kind, params }) =>
          planned(kind, build(route, transport, params, 0)),
        ),
      },
      { weight: 4, arbitrary: wireMutations(route, transport, valid) },
      {
        weight: 1,
        arbitrary: valid.map((params) => ({
          ...planned('burst', { ...build(route, transport, params, 0), fresh: true }),
          copies: BURST,
        })),
      },
    );
  });
}
