import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { KnockoutBracket, KnockoutTie } from '../../../contracts/database-football.ts';
import type { Lang } from '../../../contracts/match.ts';
import { KnockoutBracket as KnockoutBracketView, type BracketRoundModel } from '../../ui/knockout-bracket.tsx';
import { routeHref } from '../../ui/open-in-new-tab.ts';
import { teamName } from './labels.ts';

/** Each leg's score, then how the tie was settled. */
function tieDetail(t: TFunction<'database-football'>, tie: KnockoutTie, lang: Lang): string {
  const parts = tie.legs.map((leg) =>
    leg.status === 'finished' && leg.home_score !== null && leg.away_score !== null
      ? t('bracket.leg', {
          home: teamName(leg.home, lang),
          away: teamName(leg.away, lang),
          homeScore: leg.home_score,
          awayScore: leg.away_score,
        }) + (leg.extra_time ? ` ${t('fixtures.extraTime')}` : '')
      : t('bracket.legToPlay', { home: teamName(leg.home, lang), away: teamName(leg.away, lang) }),
  );
  const winner = tie.winner_id === tie.first.id ? tie.first : tie.winner_id === tie.second.id ? tie.second : null;
  // The bold winner and the aggregate say the rest; only a shoot-out or extra time needs words.
  if (winner && (tie.decided_by === 'penalties' || tie.decided_by === 'extra_time')) {
    parts.push(
      t(`bracket.won.${tie.decided_by}`, {
        team: teamName(winner, lang),
        first: tie.penalties?.first,
        second: tie.penalties?.second,
      }),
    );
  }
  return parts.join(' · ');
}

/** A cup's knockout rounds as a bracket: aggregate per tie, the legs and the decider under it. */
export function CupBracket({ bracket, lang }: { bracket: KnockoutBracket; lang: Lang }) {
  const { t } = useTranslation('database-football');
  const rounds: BracketRoundModel[] = bracket.rounds.map((round) => ({
    key: round.phase,
    title: t(`phase.${round.phase}`),
    ties: round.ties.map((tie) => {
      const last = tie.legs[tie.legs.length - 1];
      return {
        key: `${tie.first.id}-${tie.second.id}`,
        label: tie.aggregate
          ? t('bracket.tieLabel', {
              first: teamName(tie.first, lang),
              second: teamName(tie.second, lang),
              firstScore: tie.aggregate.first,
              secondScore: tie.aggregate.second,
            })
          : t('bracket.tieToPlay', { first: teamName(tie.first, lang), second: teamName(tie.second, lang) }),
        sides: [
          {
            name: teamName(tie.first, lang),
            score: tie.aggregate?.first ?? null,
            winner: tie.winner_id === tie.first.id,
          },
          {
            name: teamName(tie.second, lang),
            score: tie.aggregate?.second ?? null,
            winner: tie.winner_id === tie.second.id,
          },
        ],
        note: tieDetail(t, tie, lang),
        // The deciding (or only) match's page.
        href: last ? routeHref('/score-detail', { mid: last.id }) : undefined,
      };
    }),
  }));
  const title = t('bracket.title', { league: bracket[`league_name_${lang}`], season: bracket.season_name });
  return (
    <section className="surface" aria-label={title}>
      <h2>{title}</h2>
      <p className="muted">{t('bracket.note')}</p>
      <KnockoutBracketView label={t('bracket.label')} rounds={rounds} />
    </section>
  );
}
