import { describe, expect, it } from 'vitest';
import { parseMobile } from './account-rules.ts';

describe('parseMobile', () => {
  it('is one phone whatever international prefix the country code carries', () => {
    for (const code of ['86', '+86', '086', '0086']) {
      expect(parseMobile(`${code}-13800138000`)).toEqual({ countryCode: '86', mobile: '13800138000' });
    }
    expect(parseMobile('13800138000')).toEqual({ countryCode: '86', mobile: '13800138000' });
    expect(parseMobile('0084-912345678')).toEqual({ countryCode: '84', mobile: '912345678' });
  });

  it('refuses a country code that is only zeros or too long, and a bad number', () => {
    expect(parseMobile('0-13800138000')).toBe('validation:countryCode.invalid');
    expect(parseMobile('0000-13800138000')).toBe('validation:countryCode.invalid');
    expect(parseMobile('00086-13800138000')).toBe('validation:countryCode.invalid');
    expect(parseMobile('-13800138000')).toBe('validation:countryCode.required');
    expect(parseMobile('86-12ab')).toBe('validation:mobile.invalid');
  });
});
