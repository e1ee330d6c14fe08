import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { HistoricalMatchDetail, RecordedEvent } from '../../../contracts/match-centre.ts';
import { minuteLabel } from './recorded-minute.ts';

type T = TFunction<'match'>;

function eventText(event: RecordedEvent, t: T): string {
  const { player } = event;
  switch (event.kind) {
    case 'goal':
      return player;
    case 'own_goal':
      return `${player} (${t('goals.ownGoal')})`;
    case 'penalty_goal':
      return `${player} (${t('goals.penalty')})`;
    case 'yellow_card':
      return t('events.yellow', { player });
    case 'red_card':
      return t('events.red', { player });
    case 'second_yellow':
      return t('events.secondYellow', { player });
    case 'substitution':
      return event.player_off
        ? t('events.substitution', { on: player, off: event.player_off })
        : t('events.cameOn', { player });
  }
}

/** What kind of moment, for styling: goals stand out, a red card is red. */
function kindClass(event: RecordedEvent): string {
  if (event.kind === 'yellow_card') return 'yellow';
  if (event.kind === 'red_card' || event.kind === 'second_yellow') return 'red';
  return event.kind === 'substitution' ? 'sub' : 'goal';
}

/**
 * The moments of a recorded match, home on the left and away on the right: goals where the data
 * has scorers, and cards and substitutions where it has line-ups.
 */
export function RecordedEvents({ match, home, away }: { match: HistoricalMatchDetail; home: string; away: string }) {
  const { t } = useTranslation('match');
  const title = t(match.lineups ? 'timeline.title' : 'goals.title');
  return (
    <section className="surface" aria-labelledby="md-events-title">
      <h2 id="md-events-title">{title}</h2>
      {!match.goals_known && !match.lineups ? (
        <p className="muted">{t('goals.unknown')}</p>
      ) : match.events.length === 0 ? (
        <p>{t('goals.none')}</p>
      ) : (
        <ol className="md-timeline" aria-labelledby="md-events-title">
          {match.events.map((e, i) => (
            <li key={i} className={`md-event md-event-${e.side} md-kind-${kindClass(e)}`}>
              <span className="md-clock">{minuteLabel(e)}</span>
              <span>{[e.side === 'home' ? home : away, eventText(e, t)].join(' · ')}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
