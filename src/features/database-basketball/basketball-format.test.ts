import { describe, expect, it } from 'vitest';
import { dateText, gamesBehindText, pctText, recordText } from './basketball-format.ts';

describe('basketball formats', () => {
  it('writes win % the way standings print it', () => {
    expect(pctText(58 / 82)).toBe('.707');
    expect(pctText(17 / 82)).toBe('.207');
    expect(pctText(1)).toBe('1.000');
    expect(pctText(0)).toBe('.000');
  });

  it('writes games behind with a dash for the leader and half games', () => {
    expect(gamesBehindText(0)).toBe('—');
    expect(gamesBehindText(1)).toBe('1.0');
    expect(gamesBehindText(8.5)).toBe('8.5');
  });

  it('writes records and dates', () => {
    expect(recordText({ won: 58, lost: 24 })).toBe('58-24');
    // The venue's calendar day, whatever the reader's zone.
    expect(dateText('2023-06-12', 'en')).toMatch(/^Monday,? 12 June 2023$/);
  });
});
