import { describe, expect, it } from 'vitest';
import type { Contact } from './chat-view-model.ts';
import { CONTACT_LETTERS, contactName, groupContacts, letterOf } from './contact-groups.ts';

const contact = (userID: string, nick: string): Contact => ({ userID, nick, avatar: '' });

describe('contact letters', () => {
  it('has the 26 letters and # for the rest', () => {
    expect(CONTACT_LETTERS).toHaveLength(27);
    expect(CONTACT_LETTERS.at(-1)).toBe('#');
  });

  it('files Chinese names under their pinyin initial', () => {
    const expected: Record<string, string> = {
      阿: 'A',
      安: 'A',
      八: 'B',
      白: 'B',
      蔡: 'C',
      陈: 'C',
      戴: 'D',
      鹅: 'E',
      二: 'E',
      发: 'F',
      冯: 'F',
      高: 'G',
      郭: 'G',
      哈: 'H',
      黄: 'H',
      机: 'J',
      蒋: 'J',
      咖: 'K',
      孔: 'K',
      拉: 'L',
      刘: 'L',
      罗: 'L',
      妈: 'M',
      马: 'M',
      拿: 'N',
      宁: 'N',
      欧: 'O',
      潘: 'P',
      彭: 'P',
      七: 'Q',
      钱: 'Q',
      然: 'R',
      任: 'R',
      撒: 'S',
      孙: 'S',
      他: 'T',
      唐: 'T',
      挖: 'W',
      王: 'W',
      夕: 'X',
      谢: 'X',
      丫: 'Y',
      杨: 'Y',
      匝: 'Z',
      张: 'Z',
      左: 'Z',
    };
    for (const [char, letter] of Object.entries(expected)) expect(letterOf(`${char}先生`), char).toBe(letter);
  });

  it('files Latin names by their first letter, accents and case aside', () => {
    expect(letterOf('alice')).toBe('A');
    expect(letterOf('  Zoe')).toBe('Z');
    expect(letterOf('Đức')).toBe('D');
    expect(letterOf('Ánh')).toBe('A');
    expect(letterOf('ưng')).toBe('U');
  });

  it('files digits, symbols, emoji, other scripts and empty names under #', () => {
    for (const name of ['9527', '_x', '😀fan', 'Юрий', 'さくら', '', '   ']) expect(letterOf(name), name).toBe('#');
  });
});

describe('contact groups', () => {
  it('lists a contact with an empty nickname by the user id', () => {
    expect(contactName(contact('u42', '  '))).toBe('u42');
    expect(contactName(contact('u42', 'Lee'))).toBe('Lee');
  });

  it('buckets A-Z then #, leaves empty buckets out and sorts each by name', () => {
    const groups = groupContacts([
      contact('1', '张三'),
      contact('2', 'zed'),
      contact('3', '李四'),
      contact('4', '123'),
      contact('5', ''),
      contact('6', 'Amy'),
      contact('7', '阿明'),
      contact('8', 'lucy'),
    ]);
    expect(groups.map((g) => [g.letter, g.contacts.map((c) => c.userID)])).toEqual([
      ['A', ['7', '6']],
      ['L', ['3', '8']],
      ['Z', ['1', '2']],
      // Numbers in numeric order: the id 5 before the nickname 123.
      ['#', ['5', '4']],
    ]);
  });

  it('returns no groups for no contacts', () => {
    expect(groupContacts([])).toEqual([]);
  });
});
