import { useTranslation } from 'react-i18next';
import type { Sport } from '../../../contracts/match.ts';
import { useLiveMatches } from '../../lib/use-live-matches.ts';
import { FreshnessMark } from '../../ui/freshness-mark.tsx';
import { MatchTable } from './match-table.tsx';

/** A sport's score list: today's matches from the engine, live. */
export function ScoreList({ sport }: { sport: Extract<Sport, 'football' | 'basketball'> }) {
  const { t } = useTranslation('scores');
  const { matches, status } = useLiveMatches(sport);
  const title = t(`list.title.${sport}`);
  return (
    <section className="score-list">
      <header className="score-list-head">
        <h1>{title}</h1>
        <FreshnessMark status={status} />
      </header>
      {matches === null ? (
        <p>{t('list.loading')}</p>
      ) : matches.length === 0 ? (
        <p>{t('list.empty')}</p>
      ) : (
        <MatchTable matches={matches} label={title} />
      )}
    </section>
  );
}
