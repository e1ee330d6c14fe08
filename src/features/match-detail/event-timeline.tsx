import { useTranslation } from 'react-i18next';
import type { LiveTimeline, TimelineEntry } from '../../../contracts/match-centre.ts';
import { clockLabel } from './names.ts';

/** Events worth a line in the detail (basketball baskets and e-sports maps are in the score and periods). */
function shown(entry: TimelineEntry): boolean {
  return entry.kind !== 'points';
}

/** The recorded events of a live match, in order, home on the left and away on the right. */
export function EventTimeline({ timeline, home, away }: { timeline: LiveTimeline; home: string; away: string }) {
  const { t } = useTranslation('match');
  const { recording } = timeline;
  const events = timeline.events.filter(shown);
  return (
    <section className="md-panel" aria-labelledby="md-timeline-title">
      <h2 id="md-timeline-title">{t('timeline.title')}</h2>
      <p className="md-muted">
        {recording.status === 'notstarted'
          ? t('simulated.recordingFull')
          : t('simulated.recordingFrom', {
              at: clockLabel(recording.match_str),
              home: recording.home_score,
              away: recording.away_score,
            })}
      </p>
      {events.length === 0 ? (
        <p>{t('timeline.empty')}</p>
      ) : (
        <ol className="md-timeline" aria-labelledby="md-timeline-title">
          {events.map((e) => {
            const label = t(`timeline.event.${e.kind}`);
            const team = e.side === 'home' ? home : e.side === 'away' ? away : '';
            const score = e.kind === 'goal' ? t('timeline.scoreAfter', { home: e.home_score, away: e.away_score }) : '';
            return (
              <li key={e.seq} className={`md-event md-event-${e.side ?? 'both'} md-kind-${e.kind}`}>
                <span className="md-clock">{clockLabel(e.at)}</span>
                <span>{[label, team, score].filter(Boolean).join(' · ')}</span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
