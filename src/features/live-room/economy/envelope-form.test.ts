import { describe, expect, it } from 'vitest';
import { ENVELOPE_MAX_COUNT, ENVELOPE_MAX_TOTAL } from '../../../../contracts/room-economy.ts';
import { checkEnvelopeForm } from './envelope-form.ts';

describe('red envelope form', () => {
  it('accepts a total split into shares of at least one diamond', () => {
    expect(checkEnvelopeForm('100', '10', 500)).toEqual({ ok: true, total: 100, count: 10 });
    expect(checkEnvelopeForm('5', '5', null)).toEqual({ ok: true, total: 5, count: 5 });
  });

  it('refuses more shares than diamonds', () => {
    expect(checkEnvelopeForm('5', '6', null)).toEqual({
      ok: false,
      errors: [{ field: 'count', error: 'moreThanTotal' }],
    });
  });

  it('keeps total and count within the limits', () => {
    expect(checkEnvelopeForm('0', '1', null)).toMatchObject({ errors: [{ field: 'total', error: 'range' }] });
    expect(checkEnvelopeForm(String(ENVELOPE_MAX_TOTAL + 1), '1', null)).toMatchObject({
      errors: [{ field: 'total', error: 'range' }],
    });
    expect(checkEnvelopeForm('1000', '0', null)).toMatchObject({ errors: [{ field: 'count', error: 'range' }] });
    expect(checkEnvelopeForm('100000', String(ENVELOPE_MAX_COUNT + 1), null)).toMatchObject({
      errors: [{ field: 'count', error: 'range' }],
    });
  });

  it('refuses anything but whole numbers, naming each field', () => {
    expect(checkEnvelopeForm('1.5', 'x', null)).toEqual({
      ok: false,
      errors: [
        { field: 'total', error: 'whole' },
        { field: 'count', error: 'whole' },
      ],
    });
  });

  it('refuses a total above the known balance', () => {
    expect(checkEnvelopeForm('101', '1', 100)).toMatchObject({ errors: [{ field: 'total', error: 'insufficient' }] });
  });
});
