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

  it('knows nothing of other or truncated bytes', () => {
    expect(imageSize(Buffer.from('GIF89a\x01\x00\x01\x00'))).toBeNull();
    expect(imageSize(jpegHeader(10, 10).subarray(0, 25))).toBeNull();
    expect(imageSize(Buffer.alloc(0))).toBeNull();
  });
});
