import { describe, expect, it } from 'vitest';
import { textFrame } from './ws-frame.ts';

describe('textFrame', () => {
  it('frames a short text with a one-byte length', () => {
    const frame = textFrame('{"a":"é"}');
    expect([...frame.subarray(0, 2)]).toEqual([0x81, 10]);
    expect(frame.subarray(2).toString()).toBe('{"a":"é"}');
  });

  it('uses the 16-bit length from 126 bytes on', () => {
    const text = 'x'.repeat(300);
    const frame = textFrame(text);
    expect([frame[0], frame[1], frame.readUInt16BE(2)]).toEqual([0x81, 126, 300]);
    expect(frame.subarray(4).toString()).toBe(text);
  });

  it('uses the 64-bit length from 65,536 bytes on', () => {
    const text = 'y'.repeat(70_000);
    const frame = textFrame(text);
    expect([frame[0], frame[1], frame.readUInt32BE(2), frame.readUInt32BE(6)]).toEqual([0x81, 127, 0, 70_000]);
    expect(frame.length).toBe(10 + 70_000);
  });
});
