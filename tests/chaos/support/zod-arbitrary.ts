import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries of what a caller may send to a zod v4 schema: its *input* side (before
 * defaults, coercion and transforms). Used by the fuzzers to build valid requests and frames
 * before mutating them beyond the schema.
 *
 * Modelled: objects (optional and defaulted keys may be left out), strings (length, regex and
 * pattern formats through `fc.stringMatching`), numbers (bounds, integer formats, multiples;
 * coerced numbers also as their decimal string), booleans, literals, enums, unions, arrays,
 * tuples, records, null, unknown, optional, nullable, default, catch, readonly and pipes (a pipe
 * whose input side ends in a transform, as `z.preprocess` and `.transform(String).pipe(...)` do,
 * is generated from its output side). Refinements (`.refine`, `.superRefine`) are not modelled:
 * a value may fail them, and the fuzzers report how many generated inputs the schema accepted.
 *
 * IMPORTANT: any other schema kind, check or string format throws `UnsupportedSchemaError`
 * naming where it is, so a route whose schema grows a new kind fails the fuzz loudly instead
 * of being fuzzed with inputs that mean nothing.
 */

/** A schema kind, check or format the converter does not model. */
export class UnsupportedSchemaError extends Error {
  constructor(what: string, where: string) {
    super(`zod-arbitrary: unsupported ${what} at ${where || '(root)'}`);
    this.name = 'UnsupportedSchemaError';
  }
}

/** The longest string or array generated for a schema without a bound (keeps requests small). */
const UNBOUNDED_LENGTH = 24;
/** Arrays with a large bound (a 2,000-point trail) are generated this much above their minimum. */
const ARRAY_SPAN = 12;
/** Integers up to this are favoured: the ids of rows the seed holds. */
const SMALL_INTEGER = 1000;

/** Mostly printable ASCII, sometimes any Unicode grapheme (accents, CJK, emoji). */
const CHARACTER = fc.oneof(
  { arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }), weight: 1 },
);

// A refinement (`.refine`) is a check of its own kind, 'custom'.
type CheckDef = z.core.$ZodChecks['_zod']['def'] | { check: 'custom' };

/** The checks of a schema: its own when it is a format (`z.int()`, `z.email()`), then `.checks`. */
function checksOf(def: z.core.$ZodTypeDef): CheckDef[] {
  const own = 'check' in def && typeof def.check === 'string' ? [def as unknown as CheckDef] : [];
  return [...own, ...(def.checks ?? []).map((check) => (check as z.core.$ZodChecks)._zod.def)];
}

export interface ArbitraryOptions {
  /**
   * Values for fields whose refinement the converter cannot see (`channel: refine(isChannel)`),
   * by field path (`a.b`); a path no field has throws, so a renamed field is noticed.
   */
  refined?: Record<string, fc.Arbitrary<unknown>>;
}

interface Context {
  refined: Record<string, fc.Arbitrary<unknown>>;
  used: Set<string>;
}

/** Arbitrary of the values `schema` may be given (see the module comment for what is modelled). */
export function arbitraryOf(schema: z.core.$ZodType, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  const context: Context = { refined: options.refined ?? {}, used: new Set() };
  const arbitrary = build(schema, '', context);
  const unused = Object.keys(context.refined).filter((path) => !context.used.has(path));
  if (unused.length > 0) throw new Error(`zod-arbitrary: no field at ${unused.join(', ')} for a refined value`);
  return arbitrary;
}

function build(schema: z.core.$ZodType, where: string, context: Context): fc.Arbitrary<unknown> {
  const refined = context.refined[where];
  if (refined && where !== '') {
    context.used.add(where);
    return refined;
  }
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'string':
      return stringArbitrary(checksOf(def), def.coerce === true, where);
    case 'number':
      return numberArbitrary(checksOf(def), def.coerce === true, where);
    case 'boolean':
      return def.coerce ? fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', '1', '0')) : fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'unknown':
    case 'any':
      return fc.jsonValue({ maxDepth: 2 });
    case 'literal':
      return fc.constantFrom(...def.values);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries));
    case 'union': {
      // The options share the path: a refined `channel` applies to every frame type that has one.
      const options = def.options.map((option) => build(option, where, context));
      return fc.oneof(...options);
    }
    case 'object':
      return objectArbitrary(def.shape, where, context);
    case 'array': {
      const { min, max } = lengthBounds(checksOf(def), where);
      return fc.array(build(def.element, `${where}[]`, context), {
        minLength: min,
        maxLength: Math.min(max ?? min + UNBOUNDED_LENGTH, min + ARRAY_SPAN),
      });
    }
    case 'tuple': {
      if (def.rest) throw new UnsupportedSchemaError('tuple with a rest element', where);
      return fc.tuple(...def.items.map((item, i) => build(item, `${where}[${i}]`, context)));
    }
    case 'record': {
      const keys = build(def.keyType, `${where}{key}`, context).map(String);
      return fc.dictionary(keys, build(def.valueType, `${where}{value}`, context), { maxKeys: 6 });
    }
    case 'optional':
      return fc.option(build(def.innerType, where, context), { nil: undefined });
    case 'nullable':
      return fc.option(build(def.innerType, where, context), { nil: null });
    case 'default':
    case 'prefault':
      return fc.option(build(def.innerType, where, context), { nil: undefined });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return build(def.innerType, where, context);
    case 'pipe':
      // What goes in is what the input side takes, unless that side ends in a transform (a
      // preprocess, `.transform(String, context)`): values of the output side then pass through it.
      return endsInTransform(def.in) ? build(def.out, where, context) : build(def.in, where, context);
    default:
      throw new UnsupportedSchemaError(`schema kind "${def.type}"`, where);
  }
}

function endsInTransform(schema: z.core.$ZodType): boolean {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  return def.type === 'transform' || (def.type === 'pipe' && endsInTransform(def.out));
}

function objectArbitrary(
  shape: Record<string, z.core.$ZodType>,
  where: string,
  context: Context,
): fc.Arbitrary<unknown> {
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    const path = where ? `${where}.${key}` : key;
    // An optional key is left out sometimes rather than sent as undefined (JSON drops it anyway).
    const optional = field._zod.optin === 'optional';
    fields[key] = optional ? build(unwrapOptional(field), path, context) : build(field, path, context);
    if (!optional) requiredKeys.push(key);
  }
  return fc.record(fields, { requiredKeys });
}

/** `x.optional()` and `x.default(v)` as `x`: the key itself is what is optional. */
function unwrapOptional(schema: z.core.$ZodType): z.core.$ZodType {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') return def.innerType;
  return schema;
}

function lengthBounds(checks: CheckDef[], where: string): { min: number; max: number | undefined } {
  let min = 0;
  let max: number | undefined;
  for (const check of checks) {
    if (check.check === 'min_length') min = Math.max(min, check.minimum);
    else if (check.check === 'max_length') max = Math.min(max ?? Infinity, check.maximum);
    else if (check.check === 'length_equals') {
      min = check.length;
      max = check.length;
    } else if (check.check !== 'custom') throw new UnsupportedSchemaError(`array check "${check.check}"`, where);
  }
  return { min, max };
}

function stringArbitrary(checks: CheckDef[], coerce: boolean, where: string): fc.Arbitrary<unknown> {
  let min = 0;
  let max: number | undefined;
  const patterns: RegExp[] = [];
  for (const check of checks) {
    switch (check.check) {
      case 'min_length':
        min = Math.max(min, check.minimum);
        break;
      case 'max_length':
        max = Math.min(max ?? Infinity, check.maximum);
        break;
      case 'length_equals':
        min = check.length;
        max = check.length;
        break;
      case 'string_format':
        // Every format zod checks by a pattern (regex, email, uuid, starts_with ...) is generated from it.
        if (!check.pattern) throw new UnsupportedSchemaError(`string format "${check.format}" (no pattern)`, where);
        patterns.push(check.pattern);
        break;
      case 'overwrite': // .trim(), .toLowerCase(): applied to whatever comes
      case 'custom': // .refine(): not modelled (see the module comment)
        break;
      default:
        throw new UnsupportedSchemaError(`string check "${check.check}"`, where);
    }
  }
  const [pattern] = patterns;
  if (pattern) return fc.stringMatching(pattern).map((s) => fitPattern(s, pattern, min, max));
  const upper = max ?? min + UNBOUNDED_LENGTH;
  const text = fc
    .string({ unit: CHARACTER, minLength: min, maxLength: upper })
    // Length is counted in UTF-16 units, as zod counts it: cut what went over, pad what fell short.
    .map((s) => s.slice(0, upper).padEnd(min, 'a'));
  return coerce ? fc.oneof(text, fc.integer().map(String)) : text;
}

/**
 * A string of a pattern brought within length bounds when the pattern allows it (`^[\\w-]+$`
 * with `.min(8)`: repeated or cut); otherwise as generated, for the schema to judge.
 */
function fitPattern(s: string, pattern: RegExp, min: number, max: number | undefined): string {
  let fitted = s;
  if (fitted.length < min && fitted.length > 0) fitted = fitted.repeat(Math.ceil(min / fitted.length));
  if (max !== undefined && fitted.length > max) fitted = fitted.slice(0, max);
  if (fitted === s) return s;
  pattern.lastIndex = 0;
  return pattern.test(fitted) ? fitted : s;
}

function numberArbitrary(checks: CheckDef[], coerce: boolean, where: string): fc.Arbitrary<unknown> {
  let min = -Number.MAX_VALUE;
  let max = Number.MAX_VALUE;
  let minExcluded = false;
  let maxExcluded = false;
  let integer = false;
  let step: number | undefined;
  for (const check of checks) {
    switch (check.check) {
      case 'greater_than':
        if (Number(check.value) > min || (Number(check.value) === min && !check.inclusive)) {
          min = Number(check.value);
          minExcluded = !check.inclusive;
        }
        break;
      case 'less_than':
        if (Number(check.value) < max || (Number(check.value) === max && !check.inclusive)) {
          max = Number(check.value);
          maxExcluded = !check.inclusive;
        }
        break;
      case 'number_format': {
        const range = INTEGER_FORMATS[check.format];
        if (range) {
          integer = true;
          min = Math.max(min, range[0]);
          max = Math.min(max, range[1]);
        } else if (check.format !== 'float64' && check.format !== 'float32') {
          throw new UnsupportedSchemaError(`number format "${check.format}"`, where);
        }
        break;
      }
      case 'multiple_of':
        step = Number(check.value);
        break;
      case 'custom':
        break;
      default:
        throw new UnsupportedSchemaError(`number check "${check.check}"`, where);
    }
  }
  let value: fc.Arbitrary<number>;
  if (integer || step !== undefined) {
    const unit = step ?? 1;
    const low = Math.ceil((minExcluded ? min + unit : min) / unit);
    const high = Math.floor((maxExcluded ? max - unit : max) / unit);
    if (low > high) throw new UnsupportedSchemaError(`empty number range [${min}, ${max}]`, where);
    const full = fc.integer({
      min: Math.max(low, Number.MIN_SAFE_INTEGER),
      max: Math.min(high, Number.MAX_SAFE_INTEGER),
    });
    // Small values twice as often: ids, pages and counts that exist reach past the lookups.
    const small = { min: Math.max(low, 0), max: Math.min(high, SMALL_INTEGER) };
    value = (
      small.min <= small.max
        ? fc.oneof({ arbitrary: fc.integer(small), weight: 2 }, { arbitrary: full, weight: 1 })
        : full
    ).map((n) => n * unit);
  } else {
    value = fc.double({ min, max, minExcluded, maxExcluded, noNaN: true, noDefaultInfinity: true });
  }
  return coerce ? fc.oneof(value, value.map(String)) : value;
}

const INTEGER_FORMATS: Partial<Record<string, [number, number]>> = {
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-(2 ** 31), 2 ** 31 - 1],
  uint32: [0, 2 ** 32 - 1],
};
