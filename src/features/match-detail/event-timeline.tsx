import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SCORING_RUN_POINTS, type LiveTimeline, type TimelineEntry } from '../../../contracts/match-centre.ts';
import { basketballLines, type BasketballLine } from './basketball-timeline.ts';
import type { Sport } from '../../../contracts/match.ts';
import { clockLabel } from './names.ts';

type T = TFunction<'match'>;

/** Events worth a line in a football or e-sports detail (e-sports maps are in the score and periods). */
function shown(entry: TimelineEntry): boolean {
  return entry.kind !== 'points';
}

/** A period's name: `Q1`..`Q4`, then overtimes. */
function periodName(period: number, t: T): string {
  return period <= 4 ? t('timeline.quarter', { period }) : t('timeline.overtime', { period: period - 4 });
}

interface Line {
  key: number;
  side: 'home' | 'away' | 'both';
  kind: string;
  clock: string;
  text: string;
}

function basketballLine(line: BasketballLine, t: T, home: string, away: string): Line {
  const base = { key: line.seq };
  switch (line.kind) {
    case 'tipoff':
      return { ...base, side: 'both', kind: 'kickoff', clock: clockLabel(line.at), text: t('timeline.tipOff') };
    case 'run':
      return {
        ...base,
        side: line.side,
        kind: 'run',
        clock: line.at,
        text: [
          t('timeline.run', { team: line.side === 'home' ? home : away, points: line.points, from: line.from }),
          t('timeline.scoreAfter', { home: line.home_score, away: line.away_score }),
        ].join(' · '),
      };
    case 'period_end':
    case 'fulltime': {
      const period = periodName(line.period, t);
      const score = t('timeline.scoreAfter', { home: line.home_score, away: line.away_score });
      const own =
        // The first period's own score is the score.
        line.period === 1 || line.period_home === null || line.period_away === null
          ? ''
          : t('timeline.periodScore', { period, home: line.period_home, away: line.period_away });
      const label = line.kind === 'fulltime' ? t('timeline.event.fulltime') : t('timeline.periodEnd', { period });
      return {
        ...base,
        side: 'both',
        kind: line.kind,
        clock: period,
        text: [label, score, own].filter(Boolean).join(' · '),
      };
    }
  }
}

/** The line's name: a new period is football's second half or an e-sports map, never a basketball "quarter". */
function eventLabel(e: TimelineEntry, t: T, sport: Sport): string {
  if (e.kind !== 'period') return t(`timeline.event.${e.kind}`);
  return sport === 'esports' ? t('timeline.event.mapStart', { period: e.period }) : t('timeline.event.secondHalf');
}

function footballLine(e: TimelineEntry, t: T, home: string, away: string, sport: Sport): Line {
  const label = eventLabel(e, t, sport);
  const team = e.side === 'home' ? home : e.side === 'away' ? away : '';
  const score = e.kind === 'goal' ? t('timeline.scoreAfter', { home: e.home_score, away: e.away_score }) : '';
  return {
    key: e.seq,
    side: e.side ?? 'both',
    kind: e.kind,
    clock: clockLabel(e.at),
    text: [label, team, score].filter(Boolean).join(' · '),
  };
}

/**
 * The recorded events of a live match, in order, home on the left and away on the right. A
 * basketball game lists its scoring runs and the score at the end of each period.
 */
export function EventTimeline({ timeline, home, away }: { timeline: LiveTimeline; home: string; away: string }) {
  const { t } = useTranslation('match');
  const { recording } = timeline;
  const lines =
    timeline.match.sport === 'basketball'
      ? basketballLines(timeline).map((l) => basketballLine(l, t, home, away))
      : timeline.events.filter(shown).map((e) => footballLine(e, t, home, away, timeline.match.sport));
  return (
    <section className="surface" aria-labelledby="md-timeline-title">
      <h2 id="md-timeline-title">{t('timeline.title')}</h2>
      <p className="muted">
        {recording.status === 'notstarted'
          ? t('simulated.recordingFull')
          : t('simulated.recordingFrom', {
              at: clockLabel(recording.match_str),
              home: recording.home_score,
              away: recording.away_score,
            })}
      </p>
      {timeline.match.sport === 'basketball' ? (
        <p className="muted">{t('timeline.basketballNote', { points: SCORING_RUN_POINTS })}</p>
      ) : null}
      {lines.length === 0 ? (
        <p>{t('timeline.empty')}</p>
      ) : (
        <ol className="md-timeline" aria-labelledby="md-timeline-title">
          {lines.map((line) => (
            <li key={line.key} className={`md-event md-event-${line.side} md-kind-${line.kind}`}>
              <span className="md-clock">{line.clock}</span>
              <span>{line.text}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
