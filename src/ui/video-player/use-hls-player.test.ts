import { describe, expect, it } from 'vitest';
import { isHlsUrl } from './use-hls-player.ts';

describe('isHlsUrl', () => {
  it('tells an HLS playlist from an HTTP-FLV stream', () => {
    expect(isHlsUrl('https://live.example.com/hls/12.m3u8')).toBe(true);
    expect(isHlsUrl('/hls/12.M3U8?token=a')).toBe(true);
    expect(isHlsUrl('/media/live/12.flv')).toBe(false);
    expect(isHlsUrl('https://cdn.example.com/live/12.flv?from=m3u8')).toBe(false);
    expect(isHlsUrl('')).toBe(false);
  });
});
