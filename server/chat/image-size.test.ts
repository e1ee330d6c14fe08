import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size.ts';

/** A baseline JPEG's header: SOI, an APP0 segment, then SOF0 with the size. */
function jpegHeader(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.alloc(19);
  sof.set([0xff, 0xc0, 0x00, 0x11, 0x08]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof]);
}

describe('image size from the header', () => {
  it('reads a real PNG', () => {
    const png = PNG.sync.write(new PNG({ width: 37, height: 12 }));
    expect(imageSize(png)).toEqual({ width: 37, height: 12 });
  });

  it('reads a JPEG past its other segments', () => {
    expect(imageSize(jpegHeader(1920, 1080))).toEqual({ width: 1920, height: 1080 });
  });

  it('reads a GIF and the three kinds of WebP', () => {
    expect(imageSize(Buffer.from('GIF89a\x40\x01\xc8\x00\x00', 'latin1'))).toEqual({ width: 320, height: 200 });
    const riff = (chunk: string, body: number[]) =>
      Buffer.concat([Buffer.from(`RIFF\0\0\0\0WEBP${chunk}\0\0\0\0`, 'latin1'), Buffer.from(body), Buffer.alloc(16)]);
    // Lossy: frame tag, start code, 640 x 480.
    expect(imageSize(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0xe0, 0x01]))).toEqual({
      width: 640,
      height: 480,
    });
    // Lossless: signature, then (width - 1) and (height - 1) in 14 bits each: 100 x 50.
    const bits = 99 | (49 << 14);
    expect(imageSize(riff('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, bits >>> 24]))).toEqual({
      width: 100,
      height: 50,
    });
    // Extended: flags, then 24-bit (width - 1) and (height - 1): 1000 x 3.
    expect(imageSize(riff('VP8X', [0, 0, 0, 0, 0xe7, 0x03, 0x00, 0x02, 0x00, 0x00]))).toEqual({
      width: 1000,
      height: 3,
    });
  });

  it('knows nothing of other or truncated bytes', () => {
    expect(imageSize(Buffer.from('GIF89a\x01'))).toBeNull();
    expect(imageSize(Buffer.from('RIFF\0\0\0\0WAVEfmt \0\0\0\0', 'latin1'))).toBeNull();
    expect(imageSize(jpegHeader(10, 10).subarray(0, 25))).toBeNull();
    expect(imageSize(Buffer.alloc(0))).toBeNull();
  });
});
