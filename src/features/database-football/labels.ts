import type { TFunction } from 'i18next';
import type { CompetitionFormat, FixtureRow, RoundPhase } from '../../../contracts/database-football.ts';
import type { TeamNames } from '../../../contracts/match-centre.ts';
import type { Lang } from '../../../contracts/match.ts';
import { formatCalendarDay, formatUnix } from '../../lib/locale-format.ts';

/** A team's name in the reader's language. */
export function teamName(team: TeamNames, lang: Lang): string {
  return team[`name_${lang}`];
}

/** A round as the reader says it: `Matchday 12`, `League phase, matchday 3`, `Knockout play-offs, leg 1`, `Final`. */
export function roundLabel(
  t: TFunction<'database-football'>,
  round: { phase: RoundPhase; matchday: number | null },
  format: CompetitionFormat,
): string {
  if (round.phase === 'league') {
    if (round.matchday === null) return t('phase.league');
    return format === 'cup'
      ? t('round.leaguePhaseMatchday', { n: round.matchday })
      : t('round.matchday', { n: round.matchday });
  }
  if (round.phase === 'knockout_playoff' && round.matchday !== null)
    return t('round.playoffLeg', { n: round.matchday });
  return t(`phase.${round.phase}`);
}

/** A calendar date of the source (`YYYY-MM-DD`, local to the venue) in the reader's language. */
export function formatDate(date: string, lang: Lang): string {
  return formatCalendarDay(date, lang, 'date');
}

/** A kick-off in the viewer's zone. */
export function formatKickoff(unixSeconds: number, lang: Lang): string {
  return formatUnix(unixSeconds, lang, 'dateTime');
}

/** When a fixture is (or was) played: the kick-off when fixed, else the planned date. */
export function fixtureWhen(fixture: FixtureRow, lang: Lang): string {
  return fixture.has_time && fixture.match_time !== null
    ? formatKickoff(fixture.match_time, lang)
    : formatDate(fixture.match_date, lang);
}

/** `+12`, `0`, `-3`. */
export function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}
