import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, checkAttachment } from './attachment-rules.ts';

describe('attachment rules', () => {
  it('takes PNG, JPG, GIF and WebP images up to 5 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) {
      expect(checkAttachment({ type, size: ATTACHMENT_MAX_BYTES }, 'image'), type).toBeNull();
    }
  });

  it('refuses other image types, SVG included', () => {
    for (const type of ['image/svg+xml', 'image/bmp', 'text/html', '']) {
      expect(checkAttachment({ type, size: 10 }, 'image'), type).toBe('badType');
    }
  });

  it('refuses anything over 5 MB', () => {
    expect(checkAttachment({ type: 'image/png', size: ATTACHMENT_MAX_BYTES + 1 }, 'image')).toBe('tooLarge');
    expect(checkAttachment({ type: 'application/pdf', size: ATTACHMENT_MAX_BYTES + 1 }, 'file')).toBe('tooLarge');
    expect(checkAttachment({ type: 'application/pdf', size: 1 }, 'file')).toBeNull();
  });
});
