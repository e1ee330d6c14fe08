import { describe, expect, it } from 'vitest';
import { isOwnUploadPath, levelProgress, maskIdNumber, maskName, sniffImage, uploadFileName } from './member-rules.ts';

describe('member rules', () => {
  it('sniffs PNG and JPEG by content only', () => {
    expect(sniffImage(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(sniffImage(new TextEncoder().encode('GIF89a\x01\x00\x01\x00'))).toBe('gif');
    expect(sniffImage(new TextEncoder().encode('RIFF\x24\x00\x00\x00WEBPVP8L\x18\x00'))).toBe('webp');
    expect(sniffImage(new TextEncoder().encode('RIFF\x24\x00\x00\x00WAVEfmt \x10\x00'))).toBeNull();
    expect(sniffImage(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
    expect(sniffImage(Uint8Array.from([0x89, 0x50]))).toBeNull();
  });

  it('masks names and ID numbers', () => {
    expect(maskName('张三丰')).toBe('张**');
    expect(maskName('A')).toBe('*');
    expect(maskIdNumber('11010519491231002X')).toBe('1101**********002X');
  });

  it('computes level progress with 0.1-point precision', () => {
    expect(levelProgress(0)).toMatchObject({ level: 1, current: 0, next: 10, progress: 0 });
    expect(levelProgress(30)).toMatchObject({ level: 2, current: 10, next: 50, progress: 0.5 });
    expect(levelProgress(9.9).level).toBe(1);
    const top = levelProgress(2_000_000);
    expect(top).toMatchObject({ level: 16, next: null, progress: 1, exp_icon: '/levels/lv16.svg' });
  });

  it('recognises only the user own upload paths', () => {
    const name = uploadFileName(7, 'ab'.repeat(12), 'png');
    expect(isOwnUploadPath(7, `/uploads/${name}`)).toBe(true);
    expect(isOwnUploadPath(8, `/uploads/${name}`)).toBe(false);
    expect(isOwnUploadPath(7, `/uploads/../${name}`)).toBe(false);
    expect(isOwnUploadPath(7, 'https://evil.example/x.png')).toBe(false);
  });
});
