import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../contracts/match.ts';
import { WORLD_CUP_PATHS, type WorldCupMatch } from '../../../contracts/world-cup.ts';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, STALE_MS } from '../../lib/query/api-query.ts';
import { KnockoutBracket, type BracketTie } from '../../ui/knockout-bracket.tsx';
import { ApiStatus } from './api-state.tsx';
import { resultLabel, settledNote } from './result-label.ts';
import { formatDate, matchHref, teamName } from './world-cup-format.ts';

function toTie(m: WorldCupMatch, lang: Lang, t: TFunction<'world-cup'>): BracketTie {
  return {
    key: m.id,
    sides: [
      { name: teamName(m.home, lang), score: m.home_score, winner: m.winner === 'home' },
      { name: teamName(m.away, lang), score: m.away_score, winner: m.winner === 'away' },
    ],
    note: settledNote(m, t) || formatDate(m.match_date, lang),
    label: resultLabel(m, lang, t),
    href: matchHref(m.id),
  };
}

/** The knockout stage as a bracket, the match for third place beside it. */
export function BracketView({ season, lang }: { season: string; lang: Lang }) {
  const { t } = useTranslation('world-cup');
  const state = useQuery(apiQuery(WORLD_CUP_PATHS.bracket, { season }, { staleTime: STALE_MS.archive }));
  const data = state.data?.season === season ? state.data : null;
  if (!data) return <ApiStatus state={{ ...state, data }} />;
  const rounds = data.rounds.map((r) => ({
    key: r.stage,
    title: t(`stage.${r.stage}`),
    ties: r.matches.map((m) => toTie(m, lang, t)),
  }));
  return (
    <div className="wc-bracket">
      <KnockoutBracket label={t('bracket.label')} rounds={rounds} />
      {data.third_place && (
        <div className="wc-third-place">
          <KnockoutBracket
            label={t('bracket.third')}
            rounds={[{ key: 'third_place', title: t('stage.third_place'), ties: [toTie(data.third_place, lang, t)] }]}
          />
        </div>
      )}
    </div>
  );
}
