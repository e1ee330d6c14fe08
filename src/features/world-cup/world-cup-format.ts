import type { Lang } from '../../../contracts/match.ts';
import type { WorldCupGoal, WorldCupMatch, WorldCupTeam } from '../../../contracts/world-cup.ts';
import { routeHref, ROUTE_PATHS } from '../../ui/open-in-new-tab.ts';
import { formatCalendarDay, formatUnix } from '../../lib/locale-format.ts';

/** A team's name in the reader's language (the database holds zh, en and vi). */
export function teamName(team: WorldCupTeam, lang: Lang): string {
  return team[`name_${lang}`];
}

/** `90+8`, `108`: the minute as football writes it, stoppage time after a plus. */
export function minuteLabel(goal: Pick<WorldCupGoal, 'minute' | 'minute_extra'>): string {
  return goal.minute_extra === null ? String(goal.minute) : `${goal.minute}+${goal.minute_extra}`;
}

/** The match centre's page of an imported match (`mid`: the history's id space, not the live feed's). */
export function matchHref(matchId: number): string {
  return routeHref(ROUTE_PATHS.scoreDetail, { mid: matchId });
}

/** Whether both scores are known. */
export function hasScore(m: Pick<WorldCupMatch, 'home_score' | 'away_score'>): boolean {
  return m.home_score !== null && m.away_score !== null;
}

/** Whether a shoot-out decided the match. */
export function hasShootout(m: Pick<WorldCupMatch, 'home_pen_score' | 'away_pen_score'>): boolean {
  return m.home_pen_score !== null && m.away_pen_score !== null;
}

/** Goals of one side, in time order (an own goal is listed under the side it counts for). */
export function goalsOf(m: WorldCupMatch, side: 'home' | 'away'): WorldCupGoal[] {
  return m.goals.filter((g) => g.side === side);
}

/** A calendar date (`YYYY-MM-DD`) in the reader's language, e.g. `Sun, 18 Dec 2022`. */
export function formatDate(date: string, lang: Lang): string {
  return formatCalendarDay(date, lang, 'dateWithWeekday');
}

/** A kick-off (unix seconds) as `HH:mm` in the given zone. */
export function formatKickoff(seconds: number, timeZone: string, lang: Lang): string {
  return formatUnix(seconds, lang, 'clock', timeZone);
}

/** Matches grouped by their calendar date (local to the venue), in date order. */
export function byDate(matches: readonly WorldCupMatch[]): Array<{ date: string; matches: WorldCupMatch[] }> {
  const days = new Map<string, WorldCupMatch[]>();
  for (const m of matches) days.set(m.match_date, [...(days.get(m.match_date) ?? []), m]);
  return [...days]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({ date, matches: list.sort((a, b) => (a.match_time ?? 0) - (b.match_time ?? 0)) }));
}
