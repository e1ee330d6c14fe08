import { penaltyScore } from './qr-penalty.ts';
import { rsGenerator, rsRemainder } from './reed-solomon.ts';

/**
 * A QR code symbol: byte mode, error correction level M, versions 1 to 10 (up to 213 bytes of
 * UTF-8, enough for a page URL). Built locally, no network.
 */
export interface QrCode {
  version: number;
  mask: number;
  /** Modules per side (21 + 4 per version step). */
  size: number;
  /** `modules[y][x]`: true is dark. */
  modules: boolean[][];
}

export const QR_MAX_VERSION = 10;

/** Level M per version (index = version): error correction codewords per block, number of blocks. */
const ECC_PER_BLOCK = [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26];
const BLOCKS = [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5];
/** Alignment pattern centres per version. */
const ALIGNMENT = [
  [],
  [],
  [6, 18],
  [6, 22],
  [6, 26],
  [6, 30],
  [6, 34],
  [6, 22, 38],
  [6, 24, 42],
  [6, 26, 46],
  [6, 28, 50],
];
/** Level M's two format bits. */
const LEVEL_M = 0b00;

/** Codewords (data + error correction) a symbol of this version holds. */
export function totalCodewords(version: number): number {
  let modules = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const align = Math.floor(version / 7) + 2;
    modules -= (25 * align - 10) * align - 55;
    if (version >= 7) modules -= 36;
  }
  return Math.floor(modules / 8);
}

export function dataCodewords(version: number): number {
  return totalCodewords(version) - ECC_PER_BLOCK[version]! * BLOCKS[version]!;
}

/** The 15 format bits for level M and a mask: BCH(15,5) code, XOR 0x5412. */
export function formatBits(mask: number): number {
  const data = (LEVEL_M << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | (rem & 0x3ff)) ^ 0x5412;
}

/** The 18 version bits (versions 7 and up): BCH(18,6) code. */
export function versionBits(version: number): number {
  let rem = version;
  for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
  return (version << 12) | (rem & 0xfff);
}

/** Mode, count, bytes, terminator and padding, as data codewords for the version. */
function dataStream(bytes: Uint8Array, version: number): number[] {
  const bits: number[] = [];
  const put = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  const capacity = dataCodewords(version) * 8;
  put(0b0100, 4);
  put(bytes.length, version < 10 ? 8 : 16);
  for (const b of bytes) put(b, 8);
  put(0, Math.min(4, capacity - bits.length));
  put(0, (8 - (bits.length % 8)) % 8);
  const words: number[] = [];
  for (let i = 0; i < bits.length; i += 8) words.push(bits.slice(i, i + 8).reduce((w, b) => (w << 1) | b, 0));
  for (let pad = 0xec; words.length < capacity / 8; pad ^= 0xec ^ 0x11) words.push(pad);
  return words;
}

/** Split into blocks (short ones first), add error correction, interleave. */
function interleave(data: number[], version: number): number[] {
  const blocks = BLOCKS[version]!;
  const ecc = ECC_PER_BLOCK[version]!;
  const shortLen = Math.floor(data.length / blocks);
  const longBlocks = data.length % blocks;
  const generator = rsGenerator(ecc);
  const dataBlocks: number[][] = [];
  for (let b = 0, at = 0; b < blocks; b++) {
    const len = shortLen + (b >= blocks - longBlocks ? 1 : 0);
    dataBlocks.push(data.slice(at, at + len));
    at += len;
  }
  const eccBlocks = dataBlocks.map((block) => rsRemainder(block, generator));
  const out: number[] = [];
  for (let i = 0; i <= shortLen; i++) for (const block of dataBlocks) if (i < block.length) out.push(block[i]!);
  for (let i = 0; i < ecc; i++) for (const block of eccBlocks) out.push(block[i]!);
  return out;
}

class Grid {
  readonly modules: boolean[][];
  readonly reserved: boolean[][];
  constructor(readonly size: number) {
    this.modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
    this.reserved = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  }
  set(x: number, y: number, dark: boolean): void {
    this.modules[y]![x] = dark;
    this.reserved[y]![x] = true;
  }
}

function drawFinder(grid: Grid, cx: number, cy: number): void {
  for (let dy = -4; dy <= 4; dy++) {
    for (let dx = -4; dx <= 4; dx++) {
      const x = cx + dx;
      const y = cy + dy;
      const ring = Math.max(Math.abs(dx), Math.abs(dy));
      if (x >= 0 && x < grid.size && y >= 0 && y < grid.size) grid.set(x, y, ring !== 2 && ring !== 4);
    }
  }
}

function drawFormat(grid: Grid, mask: number): void {
  const bits = formatBits(mask);
  const bit = (i: number) => ((bits >>> i) & 1) === 1;
  const size = grid.size;
  for (let i = 0; i <= 5; i++) grid.set(8, i, bit(i));
  grid.set(8, 7, bit(6));
  grid.set(8, 8, bit(7));
  grid.set(7, 8, bit(8));
  for (let i = 9; i < 15; i++) grid.set(14 - i, 8, bit(i));
  for (let i = 0; i < 8; i++) grid.set(size - 1 - i, 8, bit(i));
  for (let i = 8; i < 15; i++) grid.set(8, size - 15 + i, bit(i));
  grid.set(8, size - 8, true);
}

function drawFunctionPatterns(grid: Grid, version: number): void {
  const size = grid.size;
  for (let i = 0; i < size; i++) {
    grid.set(6, i, i % 2 === 0);
    grid.set(i, 6, i % 2 === 0);
  }
  drawFinder(grid, 3, 3);
  drawFinder(grid, size - 4, 3);
  drawFinder(grid, 3, size - 4);
  const centres = ALIGNMENT[version]!;
  const last = centres.length - 1;
  centres.forEach((cx, i) =>
    centres.forEach((cy, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      for (let dy = -2; dy <= 2; dy++)
        for (let dx = -2; dx <= 2; dx++) grid.set(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
    }),
  );
  drawFormat(grid, 0);
  if (version >= 7) {
    const bits = versionBits(version);
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >>> i) & 1) === 1;
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      grid.set(a, b, dark);
      grid.set(b, a, dark);
    }
  }
}

/** Codeword bits in the zigzag order: two-module columns from the right, alternating up and down. */
function drawCodewords(grid: Grid, codewords: number[]): void {
  const size = grid.size;
  let i = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let vert = 0; vert < size; vert++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const y = upward ? size - 1 - vert : vert;
        if (grid.reserved[y]![x] || i >= codewords.length * 8) continue;
        grid.modules[y]![x] = ((codewords[i >>> 3]! >>> (7 - (i & 7))) & 1) === 1;
        i++;
      }
    }
  }
}

const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

function applyMask(grid: Grid, mask: number): boolean[][] {
  const test = MASKS[mask]!;
  return grid.modules.map((row, y) => row.map((dark, x) => (!grid.reserved[y]![x] && test(x, y) ? !dark : dark)));
}

/** The smallest version (1 to 10) whose data capacity holds `byteLength` bytes. */
export function versionFor(byteLength: number): number {
  for (let version = 1; version <= QR_MAX_VERSION; version++) {
    const countBits = version < 10 ? 8 : 16;
    if (4 + countBits + byteLength * 8 <= dataCodewords(version) * 8) return version;
  }
  throw new RangeError(`QR: ${byteLength} bytes do not fit in version ${QR_MAX_VERSION} at level M`);
}

/** Encode text (as UTF-8, byte mode, level M). `mask` forces a mask; otherwise the lowest penalty wins. */
export function encodeQr(text: string, options: { mask?: number } = {}): QrCode {
  const bytes = new TextEncoder().encode(text);
  const version = versionFor(bytes.length);
  const size = version * 4 + 17;
  const grid = new Grid(size);
  drawFunctionPatterns(grid, version);
  drawCodewords(grid, interleave(dataStream(bytes, version), version));
  const candidates = options.mask === undefined ? [0, 1, 2, 3, 4, 5, 6, 7] : [options.mask];
  let best: QrCode | null = null;
  let bestScore = Infinity;
  for (const mask of candidates) {
    drawFormat(grid, mask);
    const modules = applyMask(grid, mask);
    const score = candidates.length === 1 ? 0 : penaltyScore(modules);
    if (score < bestScore) {
      best = { version, mask, size, modules };
      bestScore = score;
    }
  }
  return best!;
}
