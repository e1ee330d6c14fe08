import fc from 'fast-check';
import type { z } from 'zod';
import { clientFrameSchema } from '../../../contracts/live-frames.ts';
import { MAX_CLIENT_FRAME_BYTES } from '../../../contracts/live-protocol.ts';
import { REFINED_FRAME_FIELDS } from './refined-fields.ts';
import { RawJson, mutatedParams, nanishString, toJson, wrongTypeValue, type ValueMutation } from './value-mutations.ts';
import { arbitraryOf } from './zod-arbitrary.ts';

/**
 * Frames for the live socket that it must refuse without harm: text that is not JSON, JSON that
 * is not a frame, unknown types, frames over the size limit, binary frames, deep nesting, huge
 * numbers, and valid frames (generated from contracts/live-frames.ts) with bad fields.
 */

export type FrameKind =
  | 'invalid_json'
  | 'not_an_object'
  | 'unknown_type'
  | 'oversize'
  | 'invalid_utf8'
  | 'binary'
  | 'deep_nesting'
  | 'huge_numbers'
  | 'empty'
  | ValueMutation;

export interface FuzzFrame {
  kind: FrameKind;
  data: string | Buffer;
  binary: boolean;
  /** What the server's own schema makes of it: a mutation can land on a valid frame (an extra key is dropped). */
  malformed: boolean;
}

const NOT_JSON = [
  '{',
  '}',
  '{"type":',
  '{"type":"register"',
  "{'type':'register'}",
  'register',
  '{"type":"register",}',
  'NaN',
  '\u0000',
  '{"type":"heartbeat"}x',
  '\ufeff{"type":"heartbeat"}',
];
const NOT_OBJECT = ['null', '[]', '1', '"register"', 'true', '[{"type":"register","info":"web"}]', '1e400'];
const HUGE_NUMBERS = [
  '{"type":"resume","channel":"football","epoch":null,"seq":1e400}',
  '{"type":"resume","channel":"football","epoch":null,"seq":-1e400}',
  '{"type":"resume","channel":"football","epoch":null,"seq":123456789012345678901234567890}',
  '{"type":"toggle","company_id":1e308}',
  '{"type":"toggle","company_id":9007199254740993}',
  '{"type":"room_join","room_id":9007199254740993}',
  '{"type":"room_leave","room_id":-0}',
  '{"type":"register","info":"web","protocol":1e21}',
  '{"type":"classify","classify_type":0.0000000000000000000001}',
  '{"type":"heartbeat","ts":-1e400}',
];

function frameSchemas(): readonly z.core.$ZodType[] {
  const def = (clientFrameSchema as z.core.$ZodType as z.core.$ZodTypes)._zod.def;
  if (def.type !== 'union') throw new Error('client frames are no longer a union: update frame-mutations.ts');
  return def.options;
}

function keysOf(schema: z.core.$ZodType): string[] {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  // `type` stays: these are frames of a known type with bad fields.
  return def.type === 'object' ? Object.keys(def.shape).filter((key) => key !== 'type') : [];
}

function refinedOf(schema: z.core.$ZodType): Record<string, fc.Arbitrary<unknown>> {
  const keys = keysOf(schema);
  return Object.fromEntries(Object.entries(REFINED_FRAME_FIELDS).filter(([key]) => keys.includes(key)));
}

/** Whether the server's schema refuses a frame's text (binary and oversize frames are refused anyway). */
function refused(text: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return true;
  }
  return !clientFrameSchema.safeParse(parsed).success;
}

const text = (kind: FrameKind, data: string): FuzzFrame => ({ kind, data, binary: false, malformed: refused(data) });
/** A text frame no schema can accept (its answers count it again: every one gets an error frame). */
const bad = (kind: FrameKind, data: string): FuzzFrame => ({ kind, data, binary: false, malformed: true });

/** Valid frames of every type the client may send (e.g. to open a socket as a browser would). */
export const validFrame: fc.Arbitrary<unknown> = arbitraryOf(clientFrameSchema, { refined: REFINED_FRAME_FIELDS });

/** Valid frames of each type, mutated one way beyond their schema (30 KB strings at most: under the frame limit). */
const badFields: fc.Arbitrary<FuzzFrame> = fc
  .oneof(
    ...frameSchemas().map((schema) =>
      mutatedParams(arbitraryOf(schema, { refined: refinedOf(schema) }), keysOf(schema), 30_000).map(
        ({ kind, params }) => text(kind, toJson(params)),
      ),
    ),
    // A huge string of escaped or wide characters can pass the frame limit: that is `endingFrame`'s part.
  )
  .filter((frame) => Buffer.byteLength(frame.data) <= MAX_CLIENT_FRAME_BYTES);

/** Every kind of bad frame but those that end their socket (`endingFrame`), about evenly. */
export const fuzzFrame: fc.Arbitrary<FuzzFrame> = fc.oneof(
  { weight: 6, arbitrary: badFields },
  fc
    .oneof(
      fc.constantFrom(...NOT_JSON),
      fc.string({ unit: 'binary', maxLength: 60 }),
      validFrame.chain((frame) => {
        const json = toJson(frame);
        return fc.nat(Math.max(0, json.length - 2)).map((cut) => json.slice(0, cut + 1));
      }),
    )
    .map((data) => text('invalid_json', data)),
  fc.constantFrom(...NOT_OBJECT).map((data) => bad('not_an_object', data)),
  fc
    .tuple(fc.oneof(fc.string({ maxLength: 20 }), nanishString, wrongTypeValue), validFrame)
    .map(([type, frame]) => text('unknown_type', toJson({ ...(frame as object), type }))),
  fc
    .oneof(
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
      validFrame.map((frame) => Buffer.from(toJson(frame))),
    )
    .map((data): FuzzFrame => ({ kind: 'binary', data, binary: true, malformed: true })),
  fc
    .oneof(
      fc.integer({ min: 1_000, max: 30_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
      fc
        .integer({ min: 1_000, max: 7_000 })
        .map((n) => `{"type":"register","info":${'{"a":'.repeat(n)}1${'}'.repeat(n)}}`),
      fc
        .integer({ min: 1_000, max: 10_000 })
        .map((n) => toJson({ type: 'heartbeat', ts: new RawJson('['.repeat(n) + ']'.repeat(n)) })),
    )
    .map((data) => bad('deep_nesting', data)),
  fc.constantFrom(...HUGE_NUMBERS).map((data) => bad('huge_numbers', data)),
  fc.constant(bad('empty', '')),
);

/** A text frame whose bytes are not UTF-8: the server must close the socket (1007), not parse it. */
const BAD_UTF8 = Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x28, 0xa1, 0x22, 0x7d]);

/**
 * A frame that ends its socket by itself: past the server's limit (64 KiB), text or binary
 * (closed with 1009), or text that is not UTF-8 (1007).
 */
export const endingFrame: fc.Arbitrary<FuzzFrame> = fc.oneof(
  fc
    .tuple(fc.integer({ min: MAX_CLIENT_FRAME_BYTES + 1, max: 4 * MAX_CLIENT_FRAME_BYTES }), fc.boolean())
    .map(([size, binary]): FuzzFrame => {
      const pad = 'a'.repeat(size);
      return binary
        ? { kind: 'oversize', data: Buffer.from(pad), binary: true, malformed: true }
        : { kind: 'oversize', data: `{"type":"heartbeat","pad":"${pad}"}`, binary: false, malformed: true };
    }),
  fc.constant<FuzzFrame>({ kind: 'invalid_utf8', data: BAD_UTF8, binary: false, malformed: true }),
);
