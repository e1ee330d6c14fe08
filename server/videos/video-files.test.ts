import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ownVideoFile, receiveVideo, videoFileName } from './video-files.ts';

function box(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

function mvhd(seconds: number): Buffer {
  const b = Buffer.alloc(100);
  b.writeUInt32BE(1000, 12);
  b.writeUInt32BE(seconds * 1000, 16);
  return box('mvhd', b);
}

const mp4 = Buffer.concat([
  box('ftyp', Buffer.from('isom\0\0\x02\0isom', 'latin1')),
  box('moov', mvhd(7)),
  box('mdat', Buffer.alloc(3000, 1)),
]);

/** A body arriving in small chunks, as a network upload does. */
const chunked = (bytes: Buffer) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / 500) }, (_, i) => bytes.subarray(i * 500, i * 500 + 500)),
  );

describe('receiveVideo', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'video-files-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps a playable MP4 under a name that records its owner', async () => {
    const result = await receiveVideo(chunked(mp4), dir, 42, 10_000);
    expect(result).toMatchObject({ bytes: mp4.length, duration_s: 7 });
    if ('error' in result) throw new Error(result.error);
    expect(ownVideoFile(42, result.file)).toBe(result.file);
    expect(ownVideoFile(4, result.file)).toBeNull();
    expect(readdirSync(dir)).toEqual([result.file]);
    expect(statSync(path.join(dir, result.file)).size).toBe(mp4.length);
  });

  it('stops past the limit and leaves nothing behind', async () => {
    const source = chunked(mp4);
    expect(await receiveVideo(source, dir, 42, 1000)).toEqual({ error: 'videos:upload.tooLarge' });
    expect(readdirSync(dir)).toEqual([]);
    // The request is not torn down, so the refusal can still be answered on it.
    expect(source.destroyed).toBe(false);
  });

  it('refuses what is not an MP4 or is cut off, and removes it', async () => {
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(100)]);
    expect(await receiveVideo(chunked(png), dir, 1, 10_000)).toEqual({ error: 'videos:upload.type' });
    expect(await receiveVideo(chunked(mp4.subarray(0, 2000)), dir, 1, 10_000)).toEqual({
      error: 'videos:upload.unplayable',
    });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('removes the partial file when the upload breaks off', async () => {
    const source = new Readable({ read() {} });
    source.push(mp4.subarray(0, 1000));
    setImmediate(() => source.destroy(new Error('aborted')));
    expect(await receiveVideo(source, dir, 1, 10_000)).toEqual({ error: 'videos:upload.failed' });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('accepts names and URLs of the owner’s uploads only', () => {
    const name = videoFileName(7, 'ab'.repeat(12));
    expect(ownVideoFile(7, name)).toBe(name);
    expect(ownVideoFile(7, `/media/videos/${name}`)).toBe(name);
    expect(ownVideoFile(7, `../${name}`)).toBeNull();
    expect(ownVideoFile(77, name)).toBeNull();
  });
});
