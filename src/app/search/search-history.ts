/** Seed local storage key of the search history. */
export const HISTORY_KEY = 'historyList';
export const HISTORY_MAX = 10;
/** Seed: the search input takes at most 10 characters. */
export const SEARCH_MAX_LENGTH = 10;

/** The term first, without an earlier copy of it, at most 10 entries. */
export function addToHistory(list: readonly string[], term: string): string[] {
  const clean = term.trim().slice(0, SEARCH_MAX_LENGTH);
  if (clean === '') return [...list];
  return [clean, ...list.filter((t) => t !== clean)].slice(0, HISTORY_MAX);
}

/** The stored history; anything unreadable counts as empty. */
export function parseHistory(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value.filter((t): t is string => typeof t === 'string' && t.trim() !== '').slice(0, HISTORY_MAX)
      : [];
  } catch {
    return [];
  }
}

export function loadHistory(): string[] {
  return parseHistory(localStorage.getItem(HISTORY_KEY));
}

export function saveHistory(list: readonly string[]): void {
  if (list.length === 0) localStorage.removeItem(HISTORY_KEY);
  else localStorage.setItem(HISTORY_KEY, JSON.stringify(list));
}
