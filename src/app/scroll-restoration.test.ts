import { describe, expect, it } from 'vitest';
import { hashId } from './scroll-restoration.ts';

describe('hashId', () => {
  it('names the id a hash points at, decoded', () => {
    expect(hashId('#standings')).toBe('standings');
    expect(hashId('#%E7%A7%AF%E5%88%86')).toBe('积分');
  });

  it('names nothing for no hash, and the id as written for a hash that is not valid encoding', () => {
    expect(hashId('')).toBeNull();
    expect(hashId('#')).toBeNull();
    expect(hashId('#%E0%A4%A')).toBe('%E0%A4%A');
  });
});
