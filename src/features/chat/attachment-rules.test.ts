import { describe, expect, it } from 'vitest';
import { CHAT_FILE_MAX_BYTES } from '../../../contracts/chat.ts';
import { IMAGE_MAX_BYTES, checkAttachment, thumbnailSize } from './attachment-rules.ts';

describe('attachment rules', () => {
  it('takes PNG, JPG, GIF and WebP images up to 5 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) {
      expect(checkAttachment({ type, size: IMAGE_MAX_BYTES }, 'image'), type).toBeNull();
    }
  });

  it('refuses other image types, SVG included', () => {
    for (const type of ['image/svg+xml', 'image/bmp', 'text/html', '']) {
      expect(checkAttachment({ type, size: 10 }, 'image'), type).toBe('badType');
    }
  });

  it('refuses an image over 5 MB and a file over 10 MB', () => {
    expect(checkAttachment({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 }, 'image')).toBe('tooLarge');
    expect(checkAttachment({ type: 'application/pdf', size: IMAGE_MAX_BYTES + 1 }, 'file')).toBeNull();
    expect(checkAttachment({ type: 'application/pdf', size: CHAT_FILE_MAX_BYTES + 1 }, 'file')).toBe('tooLarge');
    expect(checkAttachment({ type: '', size: 1 }, 'file')).toBeNull();
  });

  it('makes a thumbnail of at most 240 px for a larger still picture', () => {
    expect(thumbnailSize('image/jpeg', 1920, 1080)).toEqual({ width: 240, height: 135, type: 'image/jpeg' });
    expect(thumbnailSize('image/webp', 300, 1200)).toEqual({ width: 60, height: 240, type: 'image/png' });
    expect(thumbnailSize('image/png', 240, 100)).toBeNull();
    expect(thumbnailSize('image/gif', 1000, 1000)).toBeNull();
  });
});
