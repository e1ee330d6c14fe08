import type { Sport } from '../../contracts/match.ts';

/** A league of today's list as the prefs see it. */
interface LeagueEntry {
  id: number;
  important: boolean;
}

/** Which leagues the list shows: every league, the important ones, or a hand-picked set. */
export type LeagueRule = 'all' | 'important' | 'custom';

/** What a user chose on a score list; kept in localStorage per sport, so it survives a reload. */
export interface ListPrefs {
  leagueRule: LeagueRule;
  /** The picked leagues when `leagueRule` is `custom`. */
  leagues: number[];
  /** Only matches in play. */
  liveOnly: boolean;
  /** Match ids shown at the top, in the order they were pinned. */
  pinned: number[];
  /** Match ids the user hid. */
  hidden: number[];
}

export const PRESETS = ['all', 'important', 'live'] as const;
export type Preset = (typeof PRESETS)[number];

export const DEFAULT_PREFS: ListPrefs = { leagueRule: 'all', leagues: [], liveOnly: false, pinned: [], hidden: [] };

/** The most ids a stored list may hold (a tampered value is not read into memory as is). */
const MAX_IDS = 5_000;
const LEAGUE_RULES: readonly string[] = ['all', 'important', 'custom'] satisfies LeagueRule[];

const isIds = (value: unknown): value is number[] =>
  Array.isArray(value) && value.length <= MAX_IDS && value.every((id) => Number.isSafeInteger(id));

/**
 * The stored value as prefs, or null when it is not exactly their shape (checked by hand: a schema
 * library here would be the largest part of the score list's first load).
 */
function asPrefs(value: unknown): ListPrefs | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<keyof ListPrefs, unknown>;
  if (typeof v.leagueRule !== 'string' || !LEAGUE_RULES.includes(v.leagueRule)) return null;
  if (typeof v.liveOnly !== 'boolean' || !isIds(v.leagues) || !isIds(v.pinned) || !isIds(v.hidden)) return null;
  return {
    leagueRule: v.leagueRule as LeagueRule,
    leagues: v.leagues,
    liveOnly: v.liveOnly,
    pinned: v.pinned,
    hidden: v.hidden,
  };
}

export const prefsKey = (sport: Sport): string => `scores.prefs.${sport}`;

/** The stored prefs, or the defaults when there are none or they do not parse. */
export function loadPrefs(storage: Pick<Storage, 'getItem'>, sport: Sport): ListPrefs {
  try {
    const raw = storage.getItem(prefsKey(sport));
    return (raw === null ? null : asPrefs(JSON.parse(raw))) ?? DEFAULT_PREFS;
  } catch {
    return DEFAULT_PREFS;
  }
}

export function savePrefs(storage: Pick<Storage, 'setItem'>, sport: Sport, prefs: ListPrefs): void {
  try {
    storage.setItem(prefsKey(sport), JSON.stringify(prefs));
  } catch {
    // Storage full or denied (private mode): the choice lasts for this page only.
  }
}

/** The preset the prefs amount to, or null when the user filtered by hand. */
export function activePreset(prefs: ListPrefs): Preset | null {
  if (prefs.leagueRule === 'all') return prefs.liveOnly ? 'live' : 'all';
  if (prefs.leagueRule === 'important' && !prefs.liveOnly) return 'important';
  return null;
}

/** A preset replaces the filters; pinned and hidden matches stay as they are. */
export function applyPreset(prefs: ListPrefs, preset: Preset): ListPrefs {
  return {
    ...prefs,
    leagueRule: preset === 'important' ? 'important' : 'all',
    leagues: [],
    liveOnly: preset === 'live',
  };
}

export function isLeagueShown(prefs: ListPrefs, league: Pick<LeagueEntry, 'id' | 'important'>): boolean {
  if (prefs.leagueRule === 'all') return true;
  if (prefs.leagueRule === 'important') return league.important;
  return prefs.leagues.includes(league.id);
}

/** The league panel's select all / none / important. */
export function selectLeagues(prefs: ListPrefs, which: 'all' | 'none' | 'important'): ListPrefs {
  if (which === 'none') return { ...prefs, leagueRule: 'custom', leagues: [] };
  return { ...prefs, leagueRule: which, leagues: [] };
}

/** Ticks or unticks one league; the selection becomes a hand-picked one. */
export function toggleLeague(prefs: ListPrefs, leagueId: number, today: readonly LeagueEntry[]): ListPrefs {
  const shown = today.filter((l) => isLeagueShown(prefs, l)).map((l) => l.id);
  const leagues = shown.includes(leagueId) ? shown.filter((id) => id !== leagueId) : [...shown, leagueId];
  if (today.length > 0 && today.every((l) => leagues.includes(l.id))) return selectLeagues(prefs, 'all');
  return { ...prefs, leagueRule: 'custom', leagues };
}

export function togglePinned(prefs: ListPrefs, matchId: number): ListPrefs {
  const pinned = prefs.pinned.includes(matchId)
    ? prefs.pinned.filter((id) => id !== matchId)
    : [...prefs.pinned, matchId];
  return { ...prefs, pinned, hidden: prefs.hidden.filter((id) => id !== matchId) };
}

/** Hiding a pinned match unpins it. */
export function hideMatch(prefs: ListPrefs, matchId: number): ListPrefs {
  if (prefs.hidden.includes(matchId)) return prefs;
  return { ...prefs, hidden: [...prefs.hidden, matchId], pinned: prefs.pinned.filter((id) => id !== matchId) };
}

export function showHidden(prefs: ListPrefs): ListPrefs {
  return prefs.hidden.length === 0 ? prefs : { ...prefs, hidden: [] };
}

/**
 * Drops pins and hides of matches no longer in today's list, so yesterday's ids do not pile up
 * in storage; the same object when nothing changed.
 */
export function pruneMissing(prefs: ListPrefs, present: { has(id: number): boolean }): ListPrefs {
  const pinned = prefs.pinned.filter((id) => present.has(id));
  const hidden = prefs.hidden.filter((id) => present.has(id));
  if (pinned.length === prefs.pinned.length && hidden.length === prefs.hidden.length) return prefs;
  return { ...prefs, pinned, hidden };
}
