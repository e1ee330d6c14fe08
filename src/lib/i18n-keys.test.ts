import { describe, expect, it } from 'vitest';
import type { RuleKey } from '../../contracts/account-rules.ts';
import type { CommonKey, TranslationKey } from './i18n-keys.ts';

// The typecheck (`tsc -b`) is the test: each `@ts-expect-error` fails it when the line below
// stops being an error, so a key type that widened to `string` breaks the build.
describe('typed translation keys', () => {
  it('accepts keys that exist in the catalogues', () => {
    const common: CommonKey = 'nav.football';
    const other: TranslationKey = 'validation:nickname.required';
    const rule: RuleKey = 'validation:nickname.length';
    expect([common, other, rule]).toHaveLength(3);
  });

  it('refuses a misspelt or missing key', () => {
    // @ts-expect-error: misspelt
    const common: CommonKey = 'nav.footbal';
    // @ts-expect-error: no such catalogue
    const other: TranslationKey = 'validations:nickname.required';
    // @ts-expect-error: no such rule message
    const rule: RuleKey = 'validation:nickname.tooFunny';
    expect([common, other, rule]).toHaveLength(3);
  });
});
