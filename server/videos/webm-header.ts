import type { ByteReader } from './mp4-boxes.ts';

/**
 * Decides whether bytes are a playable WebM by walking its EBML structure (Matroska's element
 * tree): an EBML header whose DocType is `webm`, then a Segment holding the track list
 * (`Tracks`) before its first Cluster. The duration comes from the Segment's Info when written
 * (a browser's MediaRecorder leaves it out: 0 then). Pure: bytes come from a reader, so a large
 * file is checked by reading only element headers.
 */

export type WebmRefusal = 'notWebm' | 'truncated' | 'noTracks';
export type WebmCheck = { ok: true; durationS: number } | { ok: false; reason: WebmRefusal };

const ID = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  cluster: 0x1f43b675,
} as const;

/** Elements walked before giving up (a real file has a handful before its first cluster). */
const MAX_ELEMENTS = 10_000;

interface Element {
  id: number;
  /** Where the content starts. */
  body: number;
  /** Where it ends; null when the size is "unknown" (live-written files). */
  end: number | null;
}

/** A variable-length integer: its byte length from the leading zeros of the first byte. */
function vintLength(first: number, max: number): number | null {
  for (let n = 1; n <= max; n++) if (first & (0x80 >> (n - 1))) return n;
  return null;
}

/** The element starting at `offset`, or null when its header is cut off or malformed. */
async function readElement(read: ByteReader, offset: number, limit: number): Promise<Element | null> {
  const head = await read(offset, Math.min(12, limit - offset));
  if (head.length < 2) return null;
  const idLength = vintLength(head[0]!, 4);
  if (idLength === null || head.length < idLength + 1) return null;
  let id = 0;
  for (let i = 0; i < idLength; i++) id = id * 256 + head[i]!;
  const sizeLength = vintLength(head[idLength]!, 8);
  if (sizeLength === null || head.length < idLength + sizeLength) return null;
  let size = head[idLength]! & (0xff >> sizeLength);
  let allOnes = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i++) {
    const byte = head[idLength + i]!;
    allOnes &&= byte === 0xff;
    size = size * 256 + byte;
  }
  const body = offset + idLength + sizeLength;
  if (allOnes) return { id, body, end: null };
  if (size > Number.MAX_SAFE_INTEGER - body) return null;
  return { id, body, end: body + size };
}

async function readUint(read: ByteReader, element: Element & { end: number }): Promise<number> {
  const bytes = await read(element.body, Math.min(8, element.end - element.body));
  return bytes.reduce((n, b) => n * 256 + b, 0);
}

async function readFloat(read: ByteReader, element: Element & { end: number }): Promise<number | null> {
  const length = element.end - element.body;
  if (length !== 4 && length !== 8) return null;
  const bytes = await read(element.body, length);
  if (bytes.length !== length) return null;
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return length === 4 ? dv.getFloat32(0) : dv.getFloat64(0);
}

/** The children of an element of known size, in order; null when one is cut off. */
async function children(
  read: ByteReader,
  parent: Element & { end: number },
): Promise<(Element & { end: number })[] | null> {
  const found: (Element & { end: number })[] = [];
  for (let offset = parent.body; offset < parent.end;) {
    if (found.length >= MAX_ELEMENTS) return null;
    const child = await readElement(read, offset, parent.end);
    if (!child || child.end === null || child.end > parent.end) return null;
    found.push(child as Element & { end: number });
    offset = child.end;
  }
  return found;
}

async function docTypeOf(read: ByteReader, header: Element & { end: number }): Promise<string | null> {
  const list = await children(read, header);
  const docType = list?.find((c) => c.id === ID.docType);
  if (!docType) return null;
  const bytes = await read(docType.body, Math.min(16, docType.end - docType.body));
  return String.fromCharCode(...bytes).replace(/\0+$/, '');
}

/** Seconds the Segment's Info gives (Duration in TimecodeScale units, ns by default); 0 when absent. */
async function infoSeconds(read: ByteReader, info: Element & { end: number }): Promise<number> {
  const list = (await children(read, info)) ?? [];
  const scaleElement = list.find((c) => c.id === ID.timecodeScale);
  const scale = scaleElement ? await readUint(read, scaleElement) : 1_000_000;
  const durationElement = list.find((c) => c.id === ID.duration);
  const duration = durationElement ? await readFloat(read, durationElement) : null;
  if (duration === null || !Number.isFinite(duration) || duration < 0) return 0;
  return Math.min(2 ** 31 - 1, Math.round((duration * scale) / 1e9));
}

/** Checks `size` bytes of `read` as a WebM file; its duration in whole seconds when playable. */
export async function inspectWebm(read: ByteReader, size: number): Promise<WebmCheck> {
  const header = await readElement(read, 0, size);
  if (!header || header.id !== ID.ebml || header.end === null || header.end > size)
    return { ok: false, reason: 'notWebm' };
  if ((await docTypeOf(read, header as Element & { end: number })) !== 'webm') return { ok: false, reason: 'notWebm' };
  const segment = await readElement(read, header.end, size);
  if (!segment) return { ok: false, reason: 'truncated' };
  if (segment.id !== ID.segment) return { ok: false, reason: 'notWebm' };
  if (segment.end !== null && segment.end > size) return { ok: false, reason: 'truncated' };
  const segmentEnd = segment.end ?? size;
  let durationS = 0;
  let tracks = false;
  let offset = segment.body;
  for (let n = 0; offset < segmentEnd && n < MAX_ELEMENTS; n++) {
    const element = await readElement(read, offset, segmentEnd);
    if (!element) return { ok: false, reason: 'truncated' };
    // Media starts: the tracks must have come before it.
    if (element.id === ID.cluster) break;
    if (element.end === null) break;
    if (element.end > segmentEnd) return { ok: false, reason: 'truncated' };
    const known = element as Element & { end: number };
    if (element.id === ID.info) durationS = await infoSeconds(read, known);
    if (element.id === ID.tracks) tracks = known.end > known.body;
    offset = element.end;
  }
  return tracks ? { ok: true, durationS } : { ok: false, reason: 'noTracks' };
}
