import { describe, expect, it } from 'vitest';
import { bufferReader } from './mp4-boxes.ts';
import { inspectWebm } from './webm-header.ts';

/** An EBML element: its id's bytes, an 8-byte size (or "unknown"), the body. */
function element(id: number[], body: Buffer | null): Buffer {
  const size = Buffer.alloc(8);
  if (body === null) size.set([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  else {
    size.writeUInt32BE(0x01000000, 0);
    size.writeUInt32BE(body.length, 4);
  }
  return Buffer.concat([Buffer.from(id), size, body ?? Buffer.alloc(0)]);
}

/** A WebM as a browser records it: header, a Segment of unknown size with Info, Tracks, a Cluster. */
function sampleWebm(seconds = 5, docType = 'webm'): Buffer {
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(seconds * 1000);
  const scale = Buffer.alloc(3);
  scale.writeUIntBE(1_000_000, 0, 3);
  return Buffer.concat([
    element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from(docType, 'latin1'))),
    element([0x18, 0x53, 0x80, 0x67], null),
    element(
      [0x15, 0x49, 0xa9, 0x66],
      Buffer.concat([element([0x2a, 0xd7, 0xb1], scale), element([0x44, 0x89], duration)]),
    ),
    element([0x16, 0x54, 0xae, 0x6b], element([0xae], element([0xd7], Buffer.from([1])))),
    element([0x1f, 0x43, 0xb6, 0x75], null),
    Buffer.alloc(500, 7),
  ]);
}

const MP4_HEAD = Buffer.from('0000001866747970697336d000000200697336d069736f32', 'hex');

const check = (bytes: Buffer) => inspectWebm(bufferReader(bytes), bytes.length);

describe('WebM by its structure', () => {
  it('takes a WebM with its tracks before the media, and reads its duration', async () => {
    expect(await check(sampleWebm(7))).toEqual({ ok: true, durationS: 7 });
  });

  it('refuses other containers, Matroska that is not WebM, and renamed files', async () => {
    expect(await check(MP4_HEAD)).toEqual({ ok: false, reason: 'notWebm' });
    expect(await check(sampleWebm(5, 'matroska'))).toEqual({ ok: false, reason: 'notWebm' });
    expect(await check(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({
      ok: false,
      reason: 'notWebm',
    });
    expect(await check(Buffer.alloc(0))).toEqual({ ok: false, reason: 'notWebm' });
  });

  it('refuses a WebM cut off inside its header or without a track list', async () => {
    const whole = sampleWebm();
    expect(await check(whole.subarray(0, 30))).toMatchObject({ ok: false });
    // Header, segment and straight to the media: nothing says what the tracks are.
    const ebml = whole.subarray(0, whole.indexOf(Buffer.from([0x18, 0x53, 0x80, 0x67])));
    const noTracks = Buffer.concat([
      ebml,
      Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
      Buffer.from([0x1f, 0x43, 0xb6, 0x75, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
    ]);
    expect(await check(noTracks)).toEqual({ ok: false, reason: 'noTracks' });
  });
});
