import { LEVEL_THRESHOLDS, levelForPoints, levelIcon, nextLevelPoints } from '../../contracts/levels.ts';
import type { LevelInfo } from '../../contracts/member.ts';

/**
 * Pure rules of the member centre: image sniffing, upload grants' text, masking and level
 * progress. Kept apart from the database so they are unit-tested directly.
 */

/** The image types uploads take, by content. */
export type ImageExt = 'png' | 'jpg' | 'gif' | 'webp';

/** The image type by its first bytes (never by its name or declared type), or null. */
export function sniffImage(bytes: Uint8Array): ImageExt | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 10 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 16 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP' && ascii(12, 15) === 'VP8') return 'webp';
  return null;
}

/** `张三丰` -> `张**`; `Ann Lee` -> `A******`. */
export function maskName(name: string): string {
  const chars = [...name];
  return chars.length <= 1 ? '*' : `${chars[0]}${'*'.repeat(chars.length - 1)}`;
}

/** `11010519491231002X` -> `1101**********002X`. */
export function maskIdNumber(id: string): string {
  return id.length <= 8 ? '*'.repeat(id.length) : `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}`;
}

/** Level, thresholds and progress for a number of points. */
export function levelProgress(points: number): LevelInfo {
  const level = levelForPoints(points);
  const current = LEVEL_THRESHOLDS[level - 1] ?? 0;
  const next = nextLevelPoints(level);
  const progress = next === null ? 1 : Math.min(1, Math.max(0, (points - current) / (next - current)));
  return { level, points, current, next, progress, exp_icon: levelIcon(level), thresholds: [...LEVEL_THRESHOLDS] };
}

/** The text an upload grant signs: who may upload, until when (unix seconds). */
export function uploadGrantText(userId: number, expiresS: number): string {
  return `upload:${userId}:${expiresS}`;
}

/** `u<id>-<hex>.<png|jpg|gif|webp>`: an upload's file name, which records its owner. */
export function uploadFileName(userId: number, random: string, ext: ImageExt): string {
  return `u${userId}-${random}.${ext}`;
}

/** Whether an avatar path is one of this user's own uploads (by the name's owner). */
export function isOwnUploadPath(userId: number, avatar: string): boolean {
  return new RegExp(`^/uploads/u${userId}-[0-9a-f]{16,64}\\.(png|jpg|gif|webp)$`).test(avatar);
}
