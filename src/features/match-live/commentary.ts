import type { ParseKeys } from 'i18next';
import type { Sport } from '../../../contracts/match.ts';
import { SCORING_RUN_POINTS, type RecordingStart, type TimelineEntry } from '../../../contracts/match-centre.ts';

/** One line of commentary: the clock it happened at and a translation key with its values. */
export interface CommentaryLine {
  id: string;
  at: string;
  key: ParseKeys<'match'>;
  values: Record<string, string | number>;
}

export interface CommentaryTeams {
  sport: Sport;
  /** Names in the reader's language. */
  home: string;
  away: string;
}

/** A football minute as `23'` or `45+2'`; other clocks (`HT`, `Q3 04:31`) as they are. */
export function clockLabel(at: string): string {
  return /^\d+(\+\d+)?$/.test(at) ? `${at}'` : at;
}

/** Alternative wordings per event, chosen by the event's order so a line never changes on a refetch. */
const VARIANTS: Partial<Record<TimelineEntry['kind'], number>> = { goal: 3, yellow: 2, corner: 3 };

function lineFor(entry: TimelineEntry, teams: CommentaryTeams): Pick<CommentaryLine, 'key' | 'values'> | null {
  const score = { home: teams.home, away: teams.away, homeScore: entry.home_score, awayScore: entry.away_score };
  const team = entry.side === 'home' ? teams.home : entry.side === 'away' ? teams.away : '';
  const variants = VARIANTS[entry.kind];
  const variant = variants ? `.${entry.seq % variants}` : '';
  switch (entry.kind) {
    case 'kickoff':
      return { key: 'commentary.kickoff', values: score };
    case 'goal':
    case 'yellow':
    case 'red':
    case 'corner':
      return team
        ? { key: `commentary.${entry.kind}${variant}` as ParseKeys<'match'>, values: { ...score, team } }
        : null;
    case 'halftime':
      // Basketball's half time is a break like the others; the score line says enough.
      return { key: 'commentary.halftime', values: score };
    case 'period':
      if (teams.sport === 'football') return { key: 'commentary.secondHalf', values: score };
      return {
        key: teams.sport === 'esports' ? 'commentary.map' : 'commentary.quarter',
        values: { period: entry.period },
      };
    case 'fulltime':
      return { key: 'commentary.fulltime', values: score };
    case 'points':
      if (teams.sport === 'esports') return team ? { key: 'commentary.mapWon', values: { ...score, team } } : null;
      if (!team) return { key: 'commentary.pointsBoth', values: score };
      return { key: 'commentary.points', values: { ...score, team, points: entry.points ?? 0 } };
    default:
      return null;
  }
}

type Said = Pick<CommentaryLine, 'key' | 'values'> & { suffix: string };

/**
 * What a basketball moment adds to its own line: the score at the end of a period when the next
 * begins (half time says it for the second quarter), and a scoring run when it reaches
 * `SCORING_RUN_POINTS` unanswered points.
 */
function basketballLines(entry: TimelineEntry, teams: CommentaryTeams, afterHalftime: boolean): Said[] {
  const score = { home: teams.home, away: teams.away, homeScore: entry.home_score, awayScore: entry.away_score };
  const ended = entry.period - 1;
  if (entry.kind === 'period' && ended >= 1 && !(ended === 2 && afterHalftime)) {
    const overtime = ended > 4;
    return [
      {
        suffix: 'end',
        key: overtime ? 'commentary.overtimeEnd' : 'commentary.quarterEnd',
        values: { ...score, period: overtime ? ended - 4 : ended },
      },
    ];
  }
  const { run, points } = entry;
  if (entry.kind === 'points' && entry.side && run !== undefined && points !== undefined) {
    const crossed = run >= SCORING_RUN_POINTS && run - points < SCORING_RUN_POINTS;
    const team = entry.side === 'home' ? teams.home : teams.away;
    if (crossed) return [{ suffix: 'run', key: 'commentary.run', values: { team, run } }];
  }
  return [];
}

/**
 * The running commentary of a live match, newest first, from the events the server recorded.
 * When the server began recording a match already under way, the oldest line says so.
 */
export function buildCommentary(
  events: readonly TimelineEntry[],
  recording: RecordingStart,
  teams: CommentaryTeams,
): CommentaryLine[] {
  const lines: CommentaryLine[] = [];
  if (recording.status !== 'notstarted') {
    lines.push({
      id: 'recording',
      at: clockLabel(recording.match_str),
      key: 'commentary.recordingFrom',
      values: { at: clockLabel(recording.match_str), homeScore: recording.home_score, awayScore: recording.away_score },
    });
  }
  let afterHalftime = false;
  for (const entry of events) {
    const at = clockLabel(entry.at);
    const extras = teams.sport === 'basketball' ? basketballLines(entry, teams, afterHalftime) : [];
    // A period's end comes before the next period begins; a run is told after the basket that makes it.
    for (const { suffix, ...said } of extras.filter((x) => x.suffix === 'end'))
      lines.push({ id: `${entry.seq}-${suffix}`, at, ...said });
    const line = lineFor(entry, teams);
    if (line) lines.push({ id: String(entry.seq), at, ...line });
    for (const { suffix, ...said } of extras.filter((x) => x.suffix !== 'end'))
      lines.push({ id: `${entry.seq}-${suffix}`, at, ...said });
    if (entry.kind === 'halftime') afterHalftime = true;
  }
  return lines.reverse();
}
