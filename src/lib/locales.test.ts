import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../locales');

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('locale catalogues', () => {
  const langs = readdirSync(root);
  const namespaces = readdirSync(path.join(root, 'zh'));

  it('ships zh, en and vi', () => {
    expect(langs.sort()).toEqual(['en', 'vi', 'zh']);
  });

  for (const ns of namespaces) {
    it(`has every ${ns} key in every language, none empty`, () => {
      const byLang = Object.fromEntries(
        langs.map((lang) => {
          const json: unknown = JSON.parse(readFileSync(path.join(root, lang, ns), 'utf8'));
          return [lang, json];
        }),
      );
      const reference = keys(byLang.zh).sort();
      for (const lang of langs) {
        expect(keys(byLang[lang]).sort(), `${lang}/${ns}`).toEqual(reference);
        for (const key of reference) {
          const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], byLang[lang]);
          expect(typeof value === 'string' && value.trim().length > 0, `${lang}/${ns}: ${key}`).toBe(true);
        }
      }
    });
  }
});
