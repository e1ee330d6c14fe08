/** Image types chat sends as pictures. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Seed constant: an image is at most 5 MB. The seed names no file limit; files share the image one until the service sets its own. */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

export type AttachmentKind = 'image' | 'file';

/** Why a picked file cannot be sent, or null when it can. */
export type AttachmentRefusal = 'badType' | 'tooLarge' | null;

/** Checks a picked file: an image must be PNG, JPG, GIF or WebP; anything at most 5 MB. */
export function checkAttachment(file: Pick<File, 'type' | 'size'>, kind: AttachmentKind): AttachmentRefusal {
  if (kind === 'image' && !(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'badType';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'tooLarge';
  return null;
}
