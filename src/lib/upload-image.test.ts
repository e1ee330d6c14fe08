import { describe, expect, it } from 'vitest';
import { checkImageFile } from './upload-image.ts';

describe('checkImageFile', () => {
  it('allows png and jpeg up to 5 MB only', () => {
    expect(checkImageFile({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkImageFile({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkImageFile({ type: 'image/svg+xml', size: 10 })).toBe('validation:image.type');
    expect(checkImageFile({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('validation:image.size');
  });
});
