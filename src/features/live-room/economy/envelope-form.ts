import { ENVELOPE_MAX_COUNT, ENVELOPE_MAX_TOTAL } from '../../../../contracts/room-economy.ts';

export type EnvelopeFormError =
  | { field: 'total'; error: 'whole' | 'range' | 'insufficient' }
  | { field: 'count'; error: 'whole' | 'range' | 'moreThanTotal' };

export type EnvelopeFormCheck = { ok: true; total: number; count: number } | { ok: false; errors: EnvelopeFormError[] };

function whole(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * The red envelope form: total 1..ENVELOPE_MAX_TOTAL diamonds split into 1..ENVELOPE_MAX_COUNT
 * shares of at least one diamond each, and no more than the sender has (when known).
 */
export function checkEnvelopeForm(totalText: string, countText: string, balance: number | null): EnvelopeFormCheck {
  const errors: EnvelopeFormError[] = [];
  const total = whole(totalText);
  const count = whole(countText);
  if (total === null) errors.push({ field: 'total', error: 'whole' });
  else if (total < 1 || total > ENVELOPE_MAX_TOTAL) errors.push({ field: 'total', error: 'range' });
  else if (balance !== null && total > balance) errors.push({ field: 'total', error: 'insufficient' });
  if (count === null) errors.push({ field: 'count', error: 'whole' });
  else if (count < 1 || count > ENVELOPE_MAX_COUNT) errors.push({ field: 'count', error: 'range' });
  else if (total !== null && total >= 1 && count > total) errors.push({ field: 'count', error: 'moreThanTotal' });
  if (errors.length > 0 || total === null || count === null) return { ok: false, errors };
  return { ok: true, total, count };
}
