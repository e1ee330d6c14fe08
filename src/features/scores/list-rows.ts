import type { LiveMatch } from '../../../contracts/match.ts';
import { compareMatches, matchGroup, type MatchGroup } from '../../lib/match-groups.ts';
import { isImportantLeague } from '../../../contracts/alert-filter.ts';
import { isLeagueShown, type ListPrefs } from '../../lib/list-prefs.ts';

export type RowGroup = 'pinned' | MatchGroup;

/** A line of the virtualised list: a group heading or a match. */
export type ListRow =
  { kind: 'group'; group: RowGroup; count: number } | { kind: 'match'; match: LiveMatch; pinned: boolean };

export interface ListView {
  rows: ListRow[];
  /** Today's matches the user hid (shown in the "show hidden" counter). */
  hiddenCount: number;
  /** Matches left out by the filters (not counting hidden ones). */
  filteredOut: number;
}

/**
 * The list by a full sort of the day: the reference `LiveList` (which keeps the same order by
 * patches) is tested against, and the naive side of B6 in `npm run bench`. The list a user sees: pinned matches first (in pin order, whatever the filters say: the user
 * asked for them), then live / upcoming / finished, each sorted as `compareMatches`. Hidden
 * matches never show.
 */
export function buildListView(
  matches: readonly LiveMatch[],
  prefs: ListPrefs,
  options: { importantOnly: boolean },
): ListView {
  const hidden = new Set(prefs.hidden);
  const pinnedIds = new Set(prefs.pinned);
  const byId = new Map(matches.map((m) => [m.id, m]));
  const pinned = prefs.pinned.flatMap((id) => {
    const match = byId.get(id);
    return match && !hidden.has(id) ? [match] : [];
  });
  let hiddenCount = 0;
  let filteredOut = 0;
  const rest: LiveMatch[] = [];
  for (const match of matches) {
    if (hidden.has(match.id)) hiddenCount += 1;
    else if (pinnedIds.has(match.id)) continue;
    else if (passesFilters(match, prefs, options.importantOnly)) rest.push(match);
    else filteredOut += 1;
  }
  rest.sort(compareMatches);

  const rows: ListRow[] = [];
  if (pinned.length > 0) {
    rows.push({ kind: 'group', group: 'pinned', count: pinned.length });
    for (const match of pinned) rows.push({ kind: 'match', match, pinned: true });
  }
  let start = 0;
  while (start < rest.length) {
    const group = matchGroup(rest[start]!);
    let end = start;
    while (end < rest.length && matchGroup(rest[end]!) === group) end += 1;
    rows.push({ kind: 'group', group, count: end - start });
    for (let i = start; i < end; i++) rows.push({ kind: 'match', match: rest[i]!, pinned: false });
    start = end;
  }
  return { rows, hiddenCount, filteredOut };
}

function passesFilters(match: LiveMatch, prefs: ListPrefs, importantOnly: boolean): boolean {
  const important = isImportantLeague(match);
  if (importantOnly && !important) return false;
  if (prefs.liveOnly && matchGroup(match) !== 'live') return false;
  return isLeagueShown(prefs, { id: match.league_id, important });
}
