import type { Db } from '../wallet/ledger.ts';

/** Words are re-read this often, so a word added with the admin tool takes effect soon everywhere. */
const REFRESH_MS = 60_000;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A masker for a word list: each banned word, in any case, becomes as many `*` as it has characters. */
export function wordMasker(words: readonly string[]): (text: string) => string {
  const usable = [...new Set(words.map((w) => w.trim()).filter((w) => w.length > 0))];
  if (usable.length === 0) return (text) => text;
  // Longest first, so a word containing another is masked whole.
  usable.sort((a, b) => b.length - a.length);
  const pattern = new RegExp(usable.map(escapeRegExp).join('|'), 'giu');
  return (text) => text.replace(pattern, (match) => '*'.repeat([...match].length));
}

/** The `banned_words` table, cached. */
export function createBannedWords(db: Db, now: () => number) {
  let mask: ((text: string) => string) | null = null;
  let loadedAt = 0;
  let loading: Promise<(text: string) => string> | null = null;
  const load = async () => {
    const rows = await db.selectFrom('banned_words').select('word').execute();
    mask = wordMasker(rows.map((r) => r.word));
    loadedAt = now();
    return mask;
  };
  return {
    async mask(text: string): Promise<string> {
      if (mask && now() - loadedAt <= REFRESH_MS) return mask(text);
      loading ??= load().finally(() => {
        loading = null;
      });
      if (!mask) return (await loading)(text);
      // A stale list keeps masking while the new one loads (a failed reload is retried next time).
      loading.catch(() => undefined);
      return mask(text);
    },
  };
}

export type BannedWords = ReturnType<typeof createBannedWords>;
