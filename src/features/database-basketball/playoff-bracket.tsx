import { useTranslation } from 'react-i18next';
import type {
  BasketballBracket,
  BasketballTeam,
  PlayoffRound,
  PlayoffSeries,
} from '../../../contracts/database-basketball.ts';
import type { Lang } from '../../../contracts/match.ts';
import { KnockoutBracket, type BracketRoundModel, type BracketTie } from '../../ui/knockout-bracket.tsx';
import { teamName } from './basketball-format.ts';
import { GameTable } from './game-table.tsx';
import { PlayInList } from './play-in-list.tsx';

const ROUNDS: readonly PlayoffRound[] = ['first_round', 'conference_semifinals', 'conference_finals', 'finals'];

/** The series as bracket ties, in the server's order: East then West, the 1 seed's side first. */
function useRounds(series: readonly PlayoffSeries[], lang: Lang): BracketRoundModel[] {
  const { t } = useTranslation('database-basketball');
  const entry = (team: BasketballTeam, seed: number | null) =>
    seed === null ? teamName(team, lang) : t('bracket.seeded', { seed, team: teamName(team, lang) });
  const tie = (s: PlayoffSeries): BracketTie => {
    const winner = [s.high, s.low].find((team) => team.id === s.winner_id);
    const result = winner
      ? t('bracket.won', {
          team: teamName(winner, lang),
          wins: Math.max(s.high_wins, s.low_wins),
          losses: Math.min(s.high_wins, s.low_wins),
        })
      : t('bracket.level', { high: s.high_wins, low: s.low_wins });
    const where = s.conference ? t(`conference.${s.conference}`) : t('round.finals');
    return {
      key: `${s.high.id}-${s.low.id}`,
      sides: [
        { name: entry(s.high, s.high_seed), score: s.high_wins, winner: winner?.id === s.high.id },
        { name: entry(s.low, s.low_seed), score: s.low_wins, winner: winner?.id === s.low.id },
      ],
      note: result,
      label: t('bracket.tieLabel', {
        where,
        high: teamName(s.high, lang),
        low: teamName(s.low, lang),
        highWins: s.high_wins,
        lowWins: s.low_wins,
        result,
      }),
    };
  };
  return ROUNDS.map((round) => ({
    key: round,
    title: t(`round.${round}`),
    ties: series.filter((s) => s.round === round).map(tie),
  })).filter((round) => round.ties.length > 0);
}

/** The play-in games, the playoff bracket (the shared knockout bracket) and every playoff game. */
export function PlayoffBracket({ bracket, league, lang }: { bracket: BasketballBracket; league: string; lang: Lang }) {
  const { t } = useTranslation('database-basketball');
  const rounds = useRounds(bracket.series, lang);
  const finals = bracket.series.find((s) => s.round === 'finals');
  const champion = [finals?.high, finals?.low].find((team) => team && team.id === bracket.champion_id);
  return (
    <>
      {bracket.play_in.length > 0 ? <PlayInList games={bracket.play_in} league={league} lang={lang} /> : null}
      <section aria-labelledby="bbdb-playoffs-title">
        <h2 id="bbdb-playoffs-title">{t('bracket.title')}</h2>
        {rounds.length === 0 ? (
          <p>{t('bracket.empty')}</p>
        ) : (
          <>
            <p className="muted">{t('bracket.halves')}</p>
            <KnockoutBracket label={t('bracket.label')} rounds={rounds} />
          </>
        )}
        {champion ? <p className="bbdb-champion">{t('bracket.champion', { team: teamName(champion, lang) })}</p> : null}
        {bracket.supplement_source ? (
          <p className="muted">
            {t('bracket.supplement')}{' '}
            <a href={bracket.supplement_source.url} target="_blank" rel="noreferrer">
              {bracket.supplement_source.name}
            </a>
          </p>
        ) : null}
        <details className="bbdb-games">
          <summary>{t('bracket.allGames')}</summary>
          <GameTable
            caption={t('bracket.allGames')}
            games={bracket.series.flatMap((s) => s.games).sort((a, b) => a.date.localeCompare(b.date))}
            league={league}
            lang={lang}
            showDate
          />
        </details>
      </section>
    </>
  );
}
