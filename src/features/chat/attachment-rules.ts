import { CHAT_FILE_MAX_BYTES } from '../../../contracts/chat.ts';

/** Image types chat sends as pictures. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Seed constant: an image is at most 5 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The longest side of a picture's thumbnail, in pixels. */
export const THUMBNAIL_PX = 240;

export type AttachmentKind = 'image' | 'file';

/** The most a picked file of a kind may weigh. */
export function attachmentMaxBytes(kind: AttachmentKind): number {
  return kind === 'image' ? IMAGE_MAX_BYTES : CHAT_FILE_MAX_BYTES;
}

/** Why a picked file cannot be sent, or null when it can. */
export type AttachmentRefusal = 'badType' | 'tooLarge' | null;

/** Checks a picked file: an image must be PNG, JPG, GIF or WebP of at most 5 MB; a file at most 10 MB. */
export function checkAttachment(file: Pick<File, 'type' | 'size'>, kind: AttachmentKind): AttachmentRefusal {
  if (kind === 'image' && !(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'badType';
  if (file.size > attachmentMaxBytes(kind)) return 'tooLarge';
  return null;
}

/**
 * The thumbnail's size for a picture, or null when the picture serves as its own: small enough
 * already, or a GIF (a still thumbnail would stop its animation).
 */
export function thumbnailSize(
  type: string,
  width: number,
  height: number,
): { width: number; height: number; type: 'image/jpeg' | 'image/png' } | null {
  const longest = Math.max(width, height);
  if (type === 'image/gif' || longest <= THUMBNAIL_PX || width <= 0 || height <= 0) return null;
  const scale = THUMBNAIL_PX / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
    // A photo stays a JPEG; anything that may be transparent becomes a PNG.
    type: type === 'image/jpeg' ? 'image/jpeg' : 'image/png',
  };
}
