import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeQr, formatBits, versionBits, type QrCode } from './qr-encoder.ts';
import { penaltyScore } from './qr-penalty.ts';
import { rsGenerator, rsRemainder } from './reed-solomon.ts';

interface ReferenceSymbol {
  text: string;
  mask: number;
  version: number;
  rows: string[];
}

const references = (
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'qr-reference-symbols.json'), 'utf8')) as {
    symbols: ReferenceSymbol[];
  }
).symbols;

const hexRows = (qr: QrCode) =>
  qr.modules.map((row) => BigInt(`0b${row.map((dark) => (dark ? '1' : '0')).join('')}`).toString(16));

/** Format bits as placed around the top-left finder (first copy) and split between the others. */
function readFormat(qr: QrCode): [number, number] {
  const m = (x: number, y: number) => (qr.modules[y]![x] ? 1 : 0);
  const first = [0, 1, 2, 3, 4, 5].map((i) => m(8, i)).concat([m(8, 7), m(8, 8), m(7, 8)]);
  for (let i = 9; i < 15; i++) first.push(m(14 - i, 8));
  const second: number[] = [];
  for (let i = 0; i < 8; i++) second.push(m(qr.size - 1 - i, 8));
  for (let i = 8; i < 15; i++) second.push(m(8, qr.size - 15 + i));
  const value = (bits: number[]) => bits.reduce((v, b, i) => v | (b << i), 0);
  return [value(first), value(second)];
}

function hasFinder(qr: QrCode, left: number, top: number): boolean {
  for (let dy = 0; dy < 7; dy++)
    for (let dx = 0; dx < 7; dx++) {
      const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3));
      if (qr.modules[top + dy]![left + dx] !== (ring !== 2)) return false;
    }
  return true;
}

describe('QR encoder', () => {
  for (const ref of references) {
    it(`draws the same version ${ref.version} symbol as an independent encoder (mask ${ref.mask})`, () => {
      const qr = encodeQr(ref.text, { mask: ref.mask });
      expect(qr.version).toBe(ref.version);
      expect(hexRows(qr)).toEqual(ref.rows);
    });
  }

  it('computes the error correction of the standard 1-M example', () => {
    const data = [0x10, 0x20, 0x0c, 0x56, 0x61, 0x80, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11];
    expect(rsRemainder(data, rsGenerator(10))).toEqual([0xa5, 0x24, 0xd4, 0xc1, 0xed, 0x36, 0xc7, 0x87, 0x2c, 0x55]);
  });

  it('uses the standard format bits for level M', () => {
    const table = [
      '101010000010010',
      '101000100100101',
      '101111001111100',
      '101101101001011',
      '100010111111001',
      '100000011001110',
      '100111110010111',
      '100101010100000',
    ];
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((mask) => formatBits(mask).toString(2).padStart(15, '0'))).toEqual(table);
  });

  it('uses the standard version bits from version 7', () => {
    expect([7, 8, 9, 10].map(versionBits)).toEqual([0x07c94, 0x085bc, 0x09a99, 0x0a4d3]);
  });

  it('picks the smallest version, places finders and both format copies, for every length up to 213 bytes', () => {
    let lastVersion = 1;
    for (let length = 1; length <= 213; length += 4) {
      const qr = encodeQr('u'.repeat(length));
      expect(qr.version).toBeGreaterThanOrEqual(lastVersion);
      lastVersion = qr.version;
      expect(qr.size).toBe(17 + 4 * qr.version);
      expect(hasFinder(qr, 0, 0) && hasFinder(qr, qr.size - 7, 0) && hasFinder(qr, 0, qr.size - 7)).toBe(true);
      for (let i = 8; i < qr.size - 8; i++) expect(qr.modules[6]![i]).toBe(i % 2 === 0);
      const [first, second] = readFormat(qr);
      expect(first).toBe(formatBits(qr.mask));
      expect(second).toBe(first);
      expect(qr.modules[qr.size - 8]![8]).toBe(true);
    }
    expect(lastVersion).toBe(10);
  });

  it('counts UTF-8 bytes and refuses text past version 10', () => {
    expect(encodeQr('中'.repeat(4)).version).toBe(1);
    expect(encodeQr('中'.repeat(5)).version).toBe(2);
    expect(() => encodeQr('x'.repeat(214))).toThrow(RangeError);
  });

  it('keeps the mask with the lowest penalty', () => {
    const text = 'http://127.0.0.1:8080/main';
    const scores = [0, 1, 2, 3, 4, 5, 6, 7].map((mask) => penaltyScore(encodeQr(text, { mask }).modules));
    const chosen = encodeQr(text);
    expect(scores[chosen.mask]).toBe(Math.min(...scores));
  });
});
