import { describe, expect, it } from 'vitest';
import { bufferReader, inspectMp4 } from './mp4-boxes.ts';

function box(type: string, ...parts: Uint8Array[]): Buffer {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** A box with the 64-bit "largesize" header. */
function box64(type: string, ...parts: Uint8Array[]): Buffer {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(16);
  head.writeUInt32BE(1, 0);
  head.write(type, 4, 'latin1');
  head.writeBigUInt64BE(BigInt(16 + body.length), 8);
  return Buffer.concat([head, body]);
}

const ftyp = box('ftyp', Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41'));

function mvhd0(timescale: number, duration: number): Buffer {
  const b = Buffer.alloc(100);
  b.writeUInt32BE(timescale, 12);
  b.writeUInt32BE(duration, 16);
  return box('mvhd', b);
}

function mvhd1(timescale: number, duration: bigint): Buffer {
  const b = Buffer.alloc(112);
  b.writeUInt8(1, 0);
  b.writeUInt32BE(timescale, 20);
  b.writeBigUInt64BE(duration, 24);
  return box('mvhd', b);
}

const trak = box('trak', box('tkhd', Buffer.alloc(84)));
const mdat = box('mdat', Buffer.alloc(4096, 7));

const check = (bytes: Uint8Array) => inspectMp4(bufferReader(bytes), bytes.length);

describe('inspectMp4', () => {
  it('accepts a faststart file (moov before mdat) and reads a version 0 duration', async () => {
    const file = Buffer.concat([ftyp, box('moov', mvhd0(1000, 2000), trak), mdat]);
    expect(await check(file)).toEqual({ ok: true, durationS: 2 });
  });

  it('accepts a file with moov after mdat and reads a version 1 duration', async () => {
    const file = Buffer.concat([ftyp, box('free'), mdat, box('moov', mvhd1(90_000, 90_000n * 125n))]);
    expect(await check(file)).toEqual({ ok: true, durationS: 125 });
  });

  it('finds mvhd when it is not the first child of moov', async () => {
    const file = Buffer.concat([ftyp, box('moov', box('iods', Buffer.alloc(16)), trak, mvhd0(600, 6000)), mdat]);
    expect(await check(file)).toEqual({ ok: true, durationS: 10 });
  });

  it('walks a box with a 64-bit size and a last box sized "to the end"', async () => {
    const toEnd = Buffer.concat([Buffer.from([0, 0, 0, 0]), Buffer.from('mdat'), Buffer.alloc(300)]);
    const file = Buffer.concat([ftyp, box('moov', mvhd0(1000, 3400)), box64('mdat', Buffer.alloc(5000)), toEnd]);
    expect(await check(file)).toEqual({ ok: true, durationS: 3 });
  });

  it('refuses a file cut off inside mdat or inside moov', async () => {
    const faststart = Buffer.concat([ftyp, box('moov', mvhd0(1000, 2000), trak), mdat]);
    expect(await check(faststart.subarray(0, faststart.length - 100))).toEqual({ ok: false, reason: 'truncated' });
    const moovLast = Buffer.concat([ftyp, mdat, box('moov', mvhd0(1000, 2000), trak)]);
    expect(await check(moovLast.subarray(0, moovLast.length - 10))).toEqual({ ok: false, reason: 'truncated' });
    // Cut inside a box header: a few stray bytes after the last whole box.
    expect(await check(Buffer.concat([faststart, Buffer.from([0, 0, 1])]))).toEqual({
      ok: false,
      reason: 'truncated',
    });
  });

  it('refuses a 64-bit size that runs past the end', async () => {
    const big = box64('mdat', Buffer.alloc(100));
    big.writeBigUInt64BE(10_000n, 8);
    expect(await check(Buffer.concat([ftyp, box('moov', mvhd0(1000, 1000)), big]))).toEqual({
      ok: false,
      reason: 'truncated',
    });
  });

  it('refuses an MP4 without a movie header', async () => {
    expect(await check(Buffer.concat([ftyp, mdat]))).toEqual({ ok: false, reason: 'noMovie' });
    expect(await check(Buffer.concat([ftyp, box('moov', trak), mdat]))).toEqual({ ok: false, reason: 'noMovie' });
    expect(await check(Buffer.concat([ftyp, box('moov', mvhd0(0, 1000)), mdat]))).toEqual({
      ok: false,
      reason: 'noMovie',
    });
  });

  it('refuses a PNG, garbage, an empty file and an MP4 not starting with ftyp', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      box('IHDR', Buffer.alloc(13)),
      Buffer.alloc(200),
    ]);
    expect(await check(png)).toEqual({ ok: false, reason: 'notMp4' });
    const garbage = Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7919 + 13) % 256));
    expect(await check(garbage)).toEqual({ ok: false, reason: 'notMp4' });
    expect(await check(Buffer.alloc(0))).toEqual({ ok: false, reason: 'notMp4' });
    expect(await check(Buffer.concat([box('moov', mvhd0(1000, 2000)), ftyp, mdat]))).toEqual({
      ok: false,
      reason: 'notMp4',
    });
  });

  it('reads only box headers, not the media data', async () => {
    const file = Buffer.concat([ftyp, box('moov', mvhd0(1000, 2000)), box('mdat', Buffer.alloc(1_000_000))]);
    let read = 0;
    const reader = bufferReader(file);
    const result = await inspectMp4((offset, length) => {
      read += length;
      return reader(offset, length);
    }, file.length);
    expect(result).toEqual({ ok: true, durationS: 2 });
    expect(read).toBeLessThan(200);
  });
});
