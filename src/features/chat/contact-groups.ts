import { pinyinCollator } from '../../lib/locale-format.ts';
import type { Contact, ContactGroup } from './chat-view-model.ts';

/** The seed's 26 letter buckets, then `#` for names that start with anything else. */
export const CONTACT_LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'] as const;

/**
 * The first Chinese character (in pinyin collation) of each initial that pinyin has (no I, U or V):
 * a character sorting at or after one of these and before the next starts with that letter. This
 * uses the platform's pinyin collation instead of shipping a character table: the one for 20,000
 * characters would outweigh the whole chat page. Characters with two readings sort by the one the
 * collation knows (曾 as céng, not the surname's zēng).
 */
const PINYIN_STARTS: readonly [string, string][] = [...'阿八嚓哒妸发旮哈讥咔垃妈拏噢妑七呥仨他穵夕丫帀'].map(
  (char, i) => [char, 'ABCDEFGHJKLMNOPQRSTWXYZ'[i] ?? '#'],
);

const HAN = /^\p{Script=Han}$/u;
const LATIN = /^[A-Z]$/;

/** The name a contact is listed by: the nickname, or the user id when the nickname is empty. */
export function contactName(contact: Pick<Contact, 'nick' | 'userID'>): string {
  return contact.nick.trim() || contact.userID;
}

/** The letter bucket of a name: its first letter (accents dropped), a Chinese name's pinyin initial, else `#`. */
export function letterOf(name: string): string {
  const first = [...name.trim()][0] ?? '';
  // `Đ` has no decomposition; the rest of Vietnamese and other accented Latin letters do.
  const base = first.normalize('NFD').replace(/\p{M}/gu, '').replace(/[Đđ]/, 'D').toUpperCase();
  if (LATIN.test(base)) return base;
  if (!HAN.test(first)) return '#';
  const collator = pinyinCollator();
  let letter = '#';
  for (const [start, initial] of PINYIN_STARTS) {
    if (collator.compare(start, first) > 0) break;
    letter = initial;
  }
  return letter;
}

/** Contacts in their letter buckets, `A`-`Z` then `#`, empty buckets left out, names sorted in each. */
export function groupContacts(contacts: readonly Contact[]): ContactGroup[] {
  const collator = pinyinCollator();
  const buckets = new Map<string, Contact[]>();
  for (const contact of contacts) {
    const letter = letterOf(contactName(contact));
    const bucket = buckets.get(letter);
    if (bucket) bucket.push(contact);
    else buckets.set(letter, [contact]);
  }
  return CONTACT_LETTERS.flatMap((letter) => {
    const bucket = buckets.get(letter);
    if (!bucket) return [];
    bucket.sort((a, b) => collator.compare(contactName(a), contactName(b)) || a.userID.localeCompare(b.userID));
    return [{ letter, contacts: bucket }];
  });
}
