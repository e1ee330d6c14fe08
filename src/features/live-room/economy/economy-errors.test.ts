import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../lib/api-client.ts';
import { isInsufficient, isUnanswered } from './economy-errors.ts';

const locales = path.resolve(import.meta.dirname, '../../../../locales/en');
const load = (ns: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(locales, `${ns}.json`), 'utf8')) as Record<string, unknown>;
await i18next.init({
  lng: 'en',
  resources: { en: { validation: load('validation'), rooms: load('rooms') } },
  showSupportNotice: false,
});

describe('payment refusals', () => {
  it("recognises the server's too-few-diamonds refusal in the caller's language", () => {
    const text = i18next.t('validation:amount.insufficient');
    expect(text).toBe('Insufficient balance');
    expect(isInsufficient(new ApiCallError(1, text))).toBe(true);
  });

  it('takes other refusals, lost answers and key names for what they are', () => {
    expect(isInsufficient(new ApiCallError(1, 'The anchor is not allowed to give himself gifts'))).toBe(false);
    expect(isInsufficient(new ApiCallError(-1, 'Insufficient balance'))).toBe(false);
    expect(isInsufficient(new ApiCallError(1, 'economy.insufficient'))).toBe(false);
    expect(isUnanswered(new ApiCallError(-1, 'timeout'))).toBe(true);
    expect(isUnanswered(new ApiCallError(1, 'no'))).toBe(false);
  });
});
