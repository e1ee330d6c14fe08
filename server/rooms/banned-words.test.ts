import { describe, expect, it } from 'vitest';
import { wordMasker } from './banned-words.ts';

describe('wordMasker', () => {
  it('masks every banned word in any case with one star per character', () => {
    const mask = wordMasker(['casino', '赌博', 'cờ bạc']);
    expect(mask('CASINO and Casino')).toBe('****** and ******');
    expect(mask('不要赌博')).toBe('不要**');
    expect(mask('CỜ BẠC không')).toBe('****** không');
  });

  it('masks the longer of two overlapping words whole and treats words as plain text', () => {
    const mask = wordMasker(['bet', 'betting', 'a.b']);
    expect(mask('betting tips')).toBe('******* tips');
    expect(mask('axb a.b')).toBe('axb ***');
  });

  it('leaves text alone without words', () => {
    expect(wordMasker([' ', ''])('<b>hi</b>')).toBe('<b>hi</b>');
  });
});
