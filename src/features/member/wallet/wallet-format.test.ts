import { describe, expect, it } from 'vitest';
import { formatFen, newClientId } from './wallet-format.ts';

describe('wallet formatting', () => {
  it('prints fen as yuan with two decimals', () => {
    expect(formatFen(600)).toBe('6.00');
    expect(formatFen(1234)).toBe('12.34');
  });
  it('makes distinct client ids', () => {
    expect(newClientId()).not.toBe(newClientId());
  });
});
