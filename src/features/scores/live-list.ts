import type { LiveMatch } from '../../../contracts/match.ts';
import { matchGroup, type MatchGroup } from '../../lib/match-groups.ts';
import { isImportantLeague } from '../../../contracts/alert-filter.ts';
import { isLeagueShown, type ListPrefs } from '../../lib/list-prefs.ts';
import type { ListRow, RowGroup } from './list-rows.ts';

export interface ListFilters {
  prefs: ListPrefs;
  importantOnly: boolean;
}

/** One immutable state of the list, read row by row by the virtualised table. */
export interface LiveListView {
  /** Group headings and match rows. */
  count: number;
  rowAt(index: number): ListRow;
  matchCount: number;
  /** Today's matches the user hid (the "show hidden" counter). */
  hiddenCount: number;
  /** Matches left out by the filters (not counting hidden ones). */
  filteredOut: number;
}

type Placement = RowGroup | 'hidden' | 'out';

// IMPORTANT: these two are `compareMatches` within one group; the tests hold them to it.
const soonestFirst = (a: LiveMatch, b: LiveMatch) => a.match_time - b.match_time || a.id - b.id;
const latestFirst = (a: LiveMatch, b: LiveMatch) => b.match_time - a.match_time || a.id - b.id;
const GROUPS: readonly MatchGroup[] = ['live', 'upcoming', 'finished'];

/**
 * Today's list of a sport, kept in display order as live patches arrive: the same rows as
 * `buildListView` (pinned first in pin order, then live / upcoming / finished as
 * `compareMatches`, hidden and filtered matches left out), without re-sorting the day on every
 * update. A patch that leaves a match in its place (a goal, the clock) swaps it in by binary
 * search; one that moves it (kick-off, full time) removes and inserts it. Sections are copied on
 * write, so every `view()` stays valid while later patches arrive. B6 of BENCHMARKS.md measures it.
 */
export class LiveList {
  private byId = new Map<number, LiveMatch>();
  private sections: Record<RowGroup, LiveMatch[]> = { pinned: [], live: [], upcoming: [], finished: [] };
  private hidden = new Set<number>();
  private pinOrder = new Map<number, number>();
  private filters: ListFilters;
  private hiddenCount = 0;
  private filteredOut = 0;
  private cached: LiveListView | null = null;
  /** Bumped whenever a match joins or leaves the day (not on score changes). */
  membership = 0;

  constructor(filters: ListFilters) {
    this.filters = filters;
    this.indexPrefs();
  }

  /** All of today's matches, in no particular order. */
  matches(): IterableIterator<LiveMatch> {
    return this.byId.values();
  }

  has(id: number): boolean {
    return this.byId.has(id);
  }

  get(id: number): LiveMatch | undefined {
    return this.byId.get(id);
  }

  get size(): number {
    return this.byId.size;
  }

  /** Replaces the day (a snapshot or IndexedDB). */
  reset(rows: readonly LiveMatch[]): void {
    this.byId = new Map(rows.map((m) => [m.id, m]));
    this.membership += 1;
    this.rebuild();
  }

  /** New filters, pins or hides: the list is rebuilt (a user action, not a live update). */
  setFilters(filters: ListFilters): void {
    if (filters.prefs === this.filters.prefs && filters.importantOnly === this.filters.importantOnly) return;
    this.filters = filters;
    this.indexPrefs();
    this.rebuild();
  }

  /**
   * Applies a live patch: changed or new rows, and ids that left the day. Returns whether rows
   * moved (joined, left or changed place): if not, only the patched matches' own rows differ.
   */
  patch(rows: readonly LiveMatch[], removed: readonly number[]): boolean {
    let lost = false;
    let moved = false;
    const copied = new Set<RowGroup>();
    const writable = (group: RowGroup): LiveMatch[] => {
      if (!copied.has(group)) {
        this.sections[group] = this.sections[group].slice();
        copied.add(group);
      }
      return this.sections[group];
    };
    for (const id of removed) {
      const old = this.byId.get(id);
      if (!old) continue;
      this.byId.delete(id);
      this.membership += 1;
      moved = true;
      if (!this.leave(old, this.placement(old), writable)) lost = true;
    }
    for (const next of rows) {
      const old = this.byId.get(next.id);
      this.byId.set(next.id, next);
      const to = this.placement(next);
      if (!old) {
        this.membership += 1;
        moved = true;
        this.enter(next, to, writable);
        continue;
      }
      const from = this.placement(old);
      // Still hidden or filtered out: counted the same, listed nowhere.
      if (from === to && (from === 'hidden' || from === 'out')) continue;
      if (from === to && from !== 'hidden' && from !== 'out' && this.keepsPlace(old, next, from)) {
        const section = writable(from);
        const at = this.indexOf(section, old, from);
        if (at < 0) lost = true;
        else section[at] = next;
      } else {
        moved = true;
        if (!this.leave(old, from, writable)) lost = true;
        this.enter(next, to, writable);
      }
    }
    // IMPORTANT: a row not where the order says can only come from a bug; rebuilding is cheap
    // next to a list that silently drifts from the data.
    if (lost) this.rebuild();
    this.cached = null;
    return moved || lost;
  }

  view(): LiveListView {
    this.cached ??= this.snapshot();
    return this.cached;
  }

  private indexPrefs(): void {
    this.hidden = new Set(this.filters.prefs.hidden);
    this.pinOrder = new Map(this.filters.prefs.pinned.map((id, i) => [id, i]));
  }

  private placement(match: LiveMatch): Placement {
    if (this.hidden.has(match.id)) return 'hidden';
    if (this.pinOrder.has(match.id)) return 'pinned';
    const important = isImportantLeague(match);
    const { prefs, importantOnly } = this.filters;
    if (importantOnly && !important) return 'out';
    const group = matchGroup(match);
    if (prefs.liveOnly && group !== 'live') return 'out';
    return isLeagueShown(prefs, { id: match.league_id, important }) ? group : 'out';
  }

  /** Whether a changed match sorts exactly where the old one did. */
  private keepsPlace(old: LiveMatch, next: LiveMatch, section: RowGroup): boolean {
    return section === 'pinned' || old.match_time === next.match_time;
  }

  /** The order inside a section: `compareMatches` less the group, which a section shares. */
  private compare(section: RowGroup): (a: LiveMatch, b: LiveMatch) => number {
    if (section === 'pinned') return (a, b) => (this.pinOrder.get(a.id) ?? 0) - (this.pinOrder.get(b.id) ?? 0);
    return section === 'finished' ? latestFirst : soonestFirst;
  }

  /** Binary search: where `match` is, or where it would go. */
  private lowerBound(section: readonly LiveMatch[], match: LiveMatch, group: RowGroup): number {
    const compare = this.compare(group);
    let lo = 0;
    let hi = section.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(section[mid]!, match) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Where `match` (by id) sits in its section, or -1. */
  private indexOf(section: readonly LiveMatch[], match: LiveMatch, group: RowGroup): number {
    const at = this.lowerBound(section, match, group);
    return section[at]?.id === match.id ? at : -1;
  }

  /** Takes a match out of where it was counted or listed; false when it was not found. */
  private leave(match: LiveMatch, from: Placement, writable: (g: RowGroup) => LiveMatch[]): boolean {
    if (from === 'hidden') this.hiddenCount -= 1;
    else if (from === 'out') this.filteredOut -= 1;
    else {
      const section = writable(from);
      const at = this.indexOf(section, match, from);
      if (at < 0) return false;
      section.splice(at, 1);
    }
    return true;
  }

  private enter(match: LiveMatch, to: Placement, writable: (g: RowGroup) => LiveMatch[]): void {
    if (to === 'hidden') this.hiddenCount += 1;
    else if (to === 'out') this.filteredOut += 1;
    else {
      const section = writable(to);
      section.splice(this.lowerBound(section, match, to), 0, match);
    }
  }

  private rebuild(): void {
    const sections: Record<RowGroup, LiveMatch[]> = { pinned: [], live: [], upcoming: [], finished: [] };
    this.hiddenCount = 0;
    this.filteredOut = 0;
    for (const match of this.byId.values()) {
      const to = this.placement(match);
      if (to === 'hidden') this.hiddenCount += 1;
      else if (to === 'out') this.filteredOut += 1;
      else sections[to].push(match);
    }
    for (const group of ['pinned', ...GROUPS] as const) sections[group].sort(this.compare(group));
    this.sections = sections;
    this.cached = null;
  }

  private snapshot(): LiveListView {
    const segments = (['pinned', ...GROUPS] as const)
      .map((group) => ({ group, items: this.sections[group] }))
      .filter((s) => s.items.length > 0);
    const count = segments.reduce((n, s) => n + 1 + s.items.length, 0);
    return {
      count,
      matchCount: count - segments.length,
      hiddenCount: this.hiddenCount,
      filteredOut: this.filteredOut,
      rowAt(index) {
        let at = index;
        for (const { group, items } of segments) {
          if (at === 0) return { kind: 'group', group, count: items.length };
          if (at <= items.length) return { kind: 'match', match: items[at - 1]!, pinned: group === 'pinned' };
          at -= items.length + 1;
        }
        throw new RangeError(`row ${index} of ${count}`);
      },
    };
  }
}
