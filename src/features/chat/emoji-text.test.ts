import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMOJIS, emojiOf } from './emoji-catalogue.ts';
import { emojiPlainText, emojiSegments } from './emoji-text.ts';

const publicDir = path.resolve(import.meta.dirname, '../../../public');

describe('emoji catalogue', () => {
  it('holds the 142 codes, each once, each with a shipped picture', () => {
    expect(EMOJIS).toHaveLength(142);
    expect(new Set(EMOJIS.map((e) => e.code)).size).toBe(142);
    for (const emoji of EMOJIS) expect(existsSync(path.join(publicDir, emoji.src)), emoji.src).toBe(true);
    expect(existsSync(path.join(publicDir, 'emoji/LICENSE.md'))).toBe(true);
  });

  it('knows codes by their bracketed form only', () => {
    expect(emojiOf('[微笑]')?.name).toBe('微笑');
    expect(emojiOf('微笑')).toBeUndefined();
  });
});

describe('emoji segments', () => {
  it('splits text around known codes', () => {
    expect(emojiSegments('hi[微笑]there[OK]')).toEqual([
      { kind: 'text', text: 'hi' },
      { kind: 'emoji', emoji: emojiOf('[微笑]') },
      { kind: 'text', text: 'there' },
      { kind: 'emoji', emoji: emojiOf('[OK]') },
    ]);
  });

  it('keeps unknown codes and stray brackets as text', () => {
    expect(emojiSegments('[unknown] [微笑')).toEqual([{ kind: 'text', text: '[unknown] [微笑' }]);
    expect(emojiSegments('[[微笑]]')).toEqual([
      { kind: 'text', text: '[' },
      { kind: 'emoji', emoji: emojiOf('[微笑]') },
      { kind: 'text', text: ']' },
    ]);
  });

  it('returns nothing for empty text and adjacent emoji without empty text between', () => {
    expect(emojiSegments('')).toEqual([]);
    expect(emojiSegments('[强][强]').map((s) => s.kind)).toEqual(['emoji', 'emoji']);
  });

  it('leaves markup as text, never as an element', () => {
    const attacks = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '[<img src=x onerror=alert(1)>]'];
    for (const attack of attacks) expect(emojiSegments(attack)).toEqual([{ kind: 'text', text: attack }]);
    expect(emojiSegments('<b>[微笑]</b>')).toEqual([
      { kind: 'text', text: '<b>' },
      { kind: 'emoji', emoji: emojiOf('[微笑]') },
      { kind: 'text', text: '</b>' },
    ]);
  });

  it('reads codes as their names in plain text', () => {
    expect(emojiPlainText('ok[OK][nope]')).toBe('okOK[nope]');
  });
});
