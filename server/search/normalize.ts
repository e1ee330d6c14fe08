/**
 * The one form both indexed names and queries are compared in: NFKC (full-width letters and
 * digits become plain ones), lower case, accents and tone marks removed (NFD, then combining
 * marks dropped), `đ` as `d`, runs of spaces as one. So "Thành phố Hồ Chí Minh" and
 * "thanh pho ho chi minh" meet, and Chinese text passes through unchanged.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/đ/g, 'd')
    .replace(/\s+/g, ' ')
    .trim();
}

/** How well one name fits a normalized query: 0 exact, 1 prefix, 2 inside, null not at all. */
export function nameFit(name: string, query: string): 0 | 1 | 2 | null {
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (name.includes(query)) return 2;
  return null;
}

/**
 * The best fit of several names (a document's names in every language), then the shortest
 * name that fits, so "Arsenal" ranks above "Arsenal Tula" for "arsenal". Lower is better.
 */
export function documentScore(names: readonly string[], query: string): number | null {
  let best: number | null = null;
  for (const name of names) {
    const fit = nameFit(name, query);
    if (fit === null) continue;
    const score = fit * 1000 + Math.min(name.length, 999);
    if (best === null || score < best) best = score;
  }
  return best;
}
