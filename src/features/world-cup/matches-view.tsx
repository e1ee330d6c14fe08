import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../contracts/match.ts';
import { WORLD_CUP_PATHS } from '../../../contracts/world-cup.ts';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, STALE_MS } from '../../lib/query/api-query.ts';
import { ApiStatus } from './api-state.tsx';
import { MatchLine } from './match-line.tsx';
import { byDate, formatDate } from './world-cup-format.ts';

interface MatchesViewProps {
  season: string;
  lang: Lang;
  timeZone: string;
}

/** Every match of the edition by date, with its goals. */
export function MatchesView({ season, lang, timeZone }: MatchesViewProps) {
  const { t } = useTranslation('world-cup');
  const state = useQuery(apiQuery(WORLD_CUP_PATHS.matches, { season }, { staleTime: STALE_MS.archive }));
  const data = state.data?.season === season ? state.data : null;
  if (!data) return <ApiStatus state={{ ...state, data }} />;
  return (
    <div className="wc-by-date">
      <p className="muted">
        {t('matches.count', { count: data.matches.length })} · {t('matches.timeZone', { zone: timeZone })}
      </p>
      {byDate(data.matches).map((day) => {
        const headingId = `wc-day-${day.date}`;
        return (
          <section key={day.date} className="surface wc-card" aria-labelledby={headingId}>
            <h3 id={headingId}>{formatDate(day.date, lang)}</h3>
            <ol className="wc-matches" aria-labelledby={headingId}>
              {day.matches.map((m) => (
                <MatchLine key={m.id} match={m} lang={lang} timeZone={timeZone} showStage />
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
