/**
 * Decides whether bytes are a playable MP4 by walking its box headers (ISO/IEC 14496-12): an
 * `ftyp` box first, every top-level box whole (32- or 64-bit sizes, size 0 = "to the end"), and a
 * `moov` box holding an `mvhd` (the movie header, which gives the duration). Pure: the bytes come
 * from a reader, so a 200 MB file is checked by reading only its box headers.
 */

/** Up to `length` bytes at `offset`; fewer at the end of the data. */
export type ByteReader = (offset: number, length: number) => Promise<Uint8Array>;

export type Mp4Refusal = 'notMp4' | 'truncated' | 'noMovie';
export type Mp4Check = { ok: true; durationS: number } | { ok: false; reason: Mp4Refusal };

interface BoxHeader {
  type: string;
  start: number;
  /** Where the content starts (after the 8- or 16-byte header). */
  body: number;
  end: number;
}

/** A file with more top-level boxes than this is refused rather than walked for ever. */
const MAX_BOXES = 200_000;
const INT32_MAX = 2 ** 31 - 1;
/** Sizes past this do not fit a double exactly; no real upload is that big. */
const MAX_HIGH_WORD = 2 ** 20;

function text4(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0, bytes[at + 3] ?? 0);
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The box starting at `offset` inside a parent ending at `limit`, or null when it is cut off. */
async function readBox(read: ByteReader, offset: number, limit: number): Promise<BoxHeader | null> {
  if (limit - offset < 8) return null;
  const head = await read(offset, Math.min(16, limit - offset));
  if (head.length < 8) return null;
  const dv = view(head);
  const size32 = dv.getUint32(0);
  const type = text4(head, 4);
  let size: number;
  let headerSize = 8;
  if (size32 === 1) {
    if (head.length < 16) return null;
    const high = dv.getUint32(8);
    if (high >= MAX_HIGH_WORD) return null;
    size = high * 2 ** 32 + dv.getUint32(12);
    headerSize = 16;
  } else if (size32 === 0) {
    size = limit - offset;
  } else {
    size = size32;
  }
  if (size < headerSize || offset + size > limit) return null;
  return { type, start: offset, body: offset + headerSize, end: offset + size };
}

/** Seconds of an `mvhd` box (versions 0 and 1); null when it is too short or has no time scale. */
async function movieSeconds(read: ByteReader, mvhd: BoxHeader): Promise<number | null> {
  const content = await read(mvhd.body, Math.min(32, mvhd.end - mvhd.body));
  if (content.length < 4) return null;
  const dv = view(content);
  const version = dv.getUint8(0);
  let timescale: number;
  let duration: number;
  let unknown: boolean;
  if (version === 1) {
    // version+flags 4, creation 8, modification 8, timescale 4, duration 8
    if (content.length < 32) return null;
    timescale = dv.getUint32(20);
    const high = dv.getUint32(24);
    const low = dv.getUint32(28);
    unknown = high === 0xffffffff && low === 0xffffffff;
    duration = high * 2 ** 32 + low;
  } else if (version === 0) {
    // version+flags 4, creation 4, modification 4, timescale 4, duration 4
    if (content.length < 20) return null;
    timescale = dv.getUint32(12);
    duration = dv.getUint32(16);
    unknown = duration === 0xffffffff;
  } else {
    return null;
  }
  if (timescale === 0) return null;
  // All ones means "not known" (e.g. a fragmented file still being written).
  if (unknown) return 0;
  return Math.min(INT32_MAX, Math.round(duration / timescale));
}

/** The `mvhd` among a `moov` box's children, or null. */
async function findMovieHeader(read: ByteReader, moov: BoxHeader): Promise<BoxHeader | null> {
  let offset = moov.body;
  for (let n = 0; offset < moov.end && n < MAX_BOXES; n++) {
    const child = await readBox(read, offset, moov.end);
    if (!child) return null;
    if (child.type === 'mvhd') return child;
    offset = child.end;
  }
  return null;
}

/** Checks `size` bytes of `read` as an MP4 file; its duration in whole seconds when playable. */
export async function inspectMp4(read: ByteReader, size: number): Promise<Mp4Check> {
  const first = await readBox(read, 0, size);
  // `ftyp` carries at least a major brand and a minor version.
  if (!first || first.type !== 'ftyp' || first.end - first.body < 8) return { ok: false, reason: 'notMp4' };
  let durationS: number | null = null;
  let offset = first.end;
  let boxes = 1;
  while (offset < size) {
    if (++boxes > MAX_BOXES) return { ok: false, reason: 'notMp4' };
    const box = await readBox(read, offset, size);
    if (!box) return { ok: false, reason: 'truncated' };
    if (box.type === 'moov' && durationS === null) {
      const mvhd = await findMovieHeader(read, box);
      if (mvhd) durationS = await movieSeconds(read, mvhd);
    }
    offset = box.end;
  }
  return durationS === null ? { ok: false, reason: 'noMovie' } : { ok: true, durationS };
}

/** A reader over bytes already in memory (tests, small files). */
export function bufferReader(bytes: Uint8Array): ByteReader {
  return (offset, length) => Promise.resolve(bytes.subarray(offset, Math.min(bytes.length, offset + length)));
}
