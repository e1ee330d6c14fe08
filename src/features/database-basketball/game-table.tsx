import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BasketballGame, BasketballTeam } from '../../../contracts/database-basketball.ts';
import type { Lang } from '../../../contracts/match.ts';
import { teamName } from './basketball-format.ts';
import { databaseHref } from './database-query.ts';

/** What the game was: regular season, play-in, or the playoff round. */
export function useStageLabel(): (game: BasketballGame) => string {
  const { t } = useTranslation('database-basketball');
  return (game) => (game.round ? t(`round.${game.round}`) : t(`stage.${game.stage}`));
}

function TeamCell({ team, won, league, lang }: { team: BasketballTeam; won: boolean; league: string; lang: Lang }) {
  const link = <Link to={databaseHref({ league, team: team.id })}>{teamName(team, lang)}</Link>;
  return <td className="left">{won ? <strong>{link}</strong> : link}</td>;
}

/**
 * Finished games as a table: date (optional), stage, home, score, away; with `teamId`, the
 * result for that team too. Games added from outside the data file are marked.
 */
export function GameTable(props: {
  caption: string;
  games: readonly BasketballGame[];
  league: string;
  lang: Lang;
  showDate?: boolean;
  teamId?: number;
}) {
  const { t } = useTranslation('database-basketball');
  const stageLabel = useStageLabel();
  const { games, league, lang, showDate, teamId } = props;
  return (
    <table className="bbdb-table">
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          {showDate ? <th scope="col">{t('game.column.date')}</th> : null}
          <th scope="col">{t('game.column.stage')}</th>
          <th scope="col" className="left">
            {t('game.column.home')}
          </th>
          <th scope="col">{t('game.column.score')}</th>
          <th scope="col" className="left">
            {t('game.column.away')}
          </th>
          {teamId === undefined ? null : <th scope="col">{t('game.column.result')}</th>}
        </tr>
      </thead>
      <tbody>
        {games.map((g) => {
          const homeWon = g.home_score > g.away_score;
          const teamWon = teamId === undefined ? null : (g.home.id === teamId) === homeWon;
          return (
            <tr key={`${g.date}-${g.home.id}-${g.away.id}`}>
              {showDate ? <td>{g.date}</td> : null}
              <td>
                {stageLabel(g)}
                {g.supplement ? <Tag severity="secondary" value={t('game.supplement')} /> : null}
              </td>
              <TeamCell team={g.home} won={homeWon} league={league} lang={lang} />
              <td
                aria-label={t('game.scoreLabel', {
                  home: teamName(g.home, lang),
                  away: teamName(g.away, lang),
                  homeScore: g.home_score,
                  awayScore: g.away_score,
                })}
              >{`${g.home_score} - ${g.away_score}`}</td>
              <TeamCell team={g.away} won={!homeWon} league={league} lang={lang} />
              {teamWon === null ? null : (
                <td className={teamWon ? 'bbdb-win' : 'bbdb-loss'}>{t(teamWon ? 'game.won' : 'game.lost')}</td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
