import fc from 'fast-check';

/**
 * Parameters and frame fields mutated beyond their schema: wrong types, missing and extra fields,
 * huge, Unicode and control strings, numbers out of range, NaN-ish strings, arrays for scalars,
 * nested junk, prototype keys. Shared by the HTTP and the socket fuzzers.
 */

/** JSON text put in a body as is (`1e400`, 10,000 nested arrays): no JS value serialises to it. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** `JSON.stringify` that writes `RawJson` values as their text. */
export function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (!(v instanceof RawJson)) return v;
    raws.push(v.text);
    return `\u0000raw:${raws.length - 1}\u0000`;
  });
  // A JSON.stringify of `undefined` is undefined: a body with nothing in it.
  if (text === undefined) return '';
  return text.replace(/"\\u0000raw:(\d+)\\u0000"/g, (_m, i: string) => raws[Number(i)] ?? 'null');
}

export const VALUE_MUTATIONS = [
  'wrong_type',
  'missing_field',
  'extra_field',
  'huge_string',
  'unicode_string',
  'control_string',
  'out_of_range_number',
  'nanish_string',
  'array_for_scalar',
  'nested_junk',
  'prototype_keys',
] as const;
export type ValueMutation = (typeof VALUE_MUTATIONS)[number];

const UNICODE = [
  '\ud800',
  '\udfff',
  'a\ud83d',
  '\ufeff',
  '\u202eevil',
  '\u200b\u200d',
  'İ',
  'ß',
  'ﬃ',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'Z\u0334\u0321\u0322\u031b\u0317\u0318\u0319\u031c\u031d'.repeat(40),
  '١٢٣',
  '１２３',
  '\uffff\ufffe',
  '🏳️‍🌈',
  '👨‍👩‍👧‍👦'.repeat(50),
  '中文字符',
  'Tiếng Việt',
];

const CONTROL = [
  '\u0000',
  'a\u0000b',
  '\r\n',
  '\t',
  '\u0007',
  '\u001b[2J',
  '\u0085',
  '\u2028\u2029',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '%00',
  '${7*7}',
  '{{7*7}}',
  '\\',
  '%s%s%s%n',
  'null',
  'undefined',
  '[object Object]',
];

const NANISH = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-1e999',
  '0x1F',
  '0b101',
  '0o17',
  ' 12 ',
  '',
  ' ',
  'null',
  'undefined',
  'true',
  'false',
  '1_000',
  '１２',
  '٣',
  '1e-7',
  '.5',
  '5.',
  '+5',
  '--5',
  '1,000',
  '12abc',
  '9007199254740993',
  '-0',
  '00012',
  '1e3',
];

const NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  -0.5,
  1.5,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_VALUE,
];
const RAW_NUMBERS = ['1e400', '-1e400', '123456789012345678901234567890', '-0', '1E+2', '0.0000000000000000000001'];

/** Keys a caller has no business sending, and some an attacker would try. */
const EXTRA_KEYS = ['user_id', 'uid', 'id', 'token', 'is_admin', 'role', 'balance', 'diamonds', 'code', 'page', 'lang'];
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'];

/** A value of any JSON type (and NaN and Infinity, which JSON writes as null). */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 12 }),
  fc.constant(null),
  fc.constant({}),
  fc.constant([]),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** A string of thousands of one character; `maxLength` keeps a GET within the URL limits. */
export const hugeString = (maxLength: number): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.integer({ min: Math.min(2_000, maxLength), max: maxLength }),
      fc.constantFrom('a', 'é', '中', '😀', '\u0000', ' ', '9', '%', '"'),
    )
    .map(([n, c]) => c.repeat(Math.max(1, Math.floor(n / c.length))));

export const unicodeString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...UNICODE),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme-composite', maxLength: 20 }),
);

export const controlString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...CONTROL),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
);

export const outOfRangeNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NUMBERS),
  fc.constantFrom(...RAW_NUMBERS).map((text) => new RawJson(text)),
  fc.double(),
);

export const nanishString: fc.Arbitrary<string> = fc.constantFrom(...NANISH);

/** Objects and arrays nested a few levels, or thousands deep (as raw JSON). */
export const nestedJunk: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 6 }),
  fc.integer({ min: 10, max: 60 }).map((depth) => {
    let value: unknown = 1;
    // One path down (a value used twice per level would double the JSON at every level).
    for (let i = 0; i < depth; i++) value = i % 2 === 0 ? { a: value, b: [i] } : [value, 'x'];
    return value;
  }),
  fc.integer({ min: 1_000, max: 20_000 }).map((n) => new RawJson('['.repeat(n) + ']'.repeat(n))),
  fc.integer({ min: 1_000, max: 10_000 }).map((n) => new RawJson('{"a":'.repeat(n) + '1' + '}'.repeat(n))),
);

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? { ...(value as Record<string, unknown>) }
    : {};
}

/** One of the schema's keys, or a new one when it has none. */
function fieldOf(keys: readonly string[]): fc.Arbitrary<string> {
  return keys.length > 0 ? fc.constantFrom(...keys) : fc.string({ minLength: 1, maxLength: 8 });
}

function setField(params: unknown, key: string, value: unknown): Record<string, unknown> {
  const next = asRecord(params);
  // defineProperty: `__proto__` becomes an own key, as JSON.parse makes it on the server.
  Object.defineProperty(next, key, { value, enumerable: true, configurable: true, writable: true });
  return next;
}

/**
 * Parameters mutated one way (`kind`) from a valid set. `keys` are the schema's top-level keys;
 * `maxString` bounds huge strings (a GET's URL must stay under the server's header limit).
 */
export function mutatedParams(
  valid: fc.Arbitrary<unknown>,
  keys: readonly string[],
  maxString: number,
): fc.Arbitrary<{ kind: ValueMutation; params: unknown }> {
  const field = fieldOf(keys);
  const put = (kind: ValueMutation, junk: fc.Arbitrary<unknown>) =>
    fc.tuple(valid, field, junk).map(([params, key, value]) => ({ kind, params: setField(params, key, value) }));
  return fc.oneof(
    put('wrong_type', wrongTypeValue),
    fc.tuple(valid, field).map(([params, key]) => {
      const next = asRecord(params);
      delete next[key];
      return { kind: 'missing_field' as const, params: next };
    }),
    fc
      .tuple(valid, fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 20 })), wrongTypeValue)
      .map(([params, key, value]) => ({ kind: 'extra_field' as const, params: setField(params, key, value) })),
    put('huge_string', hugeString(maxString)),
    put('unicode_string', unicodeString),
    put('control_string', controlString),
    put('out_of_range_number', outOfRangeNumber),
    put('nanish_string', nanishString),
    fc.tuple(valid, field, fc.nat(4), wrongTypeValue).map(([params, key, shape, junk]) => {
      const v = asRecord(params)[key] ?? 1;
      const arrays = [[v], [v, v], [], [[v]], [v, junk]];
      return { kind: 'array_for_scalar' as const, params: setField(params, key, arrays[shape]) };
    }),
    put('nested_junk', nestedJunk),
    fc
      .tuple(valid, fc.constantFrom(...PROTOTYPE_KEYS), fc.constantFrom({ is_admin: true, code: 0 }, { polluted: 1 }))
      .map(([params, key, value]) => ({ kind: 'prototype_keys' as const, params: setField(params, key, value) })),
  );
}
