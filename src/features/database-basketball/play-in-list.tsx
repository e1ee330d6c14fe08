import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BasketballTeam, Conference, PlayInGame } from '../../../contracts/database-basketball.ts';
import type { Lang } from '../../../contracts/match.ts';
import { teamName } from './basketball-format.ts';
import { databaseHref } from './database-query.ts';

const CONFERENCES: readonly Conference[] = ['East', 'West'];
const SLOTS = ['7v8', '9v10', 'final'] as const;

/** The play-in tournament: per conference, 7th v 8th, 9th v 10th, then the game for the 8 seed. */
export function PlayInList({ games, league, lang }: { games: readonly PlayInGame[]; league: string; lang: Lang }) {
  const { t } = useTranslation('database-basketball');
  const team = (side: BasketballTeam, won: boolean) => {
    const link = <Link to={databaseHref({ league, team: side.id })}>{teamName(side, lang)}</Link>;
    return won ? <strong>{link}</strong> : link;
  };
  return (
    <section aria-labelledby="bbdb-playin-title">
      <h2 id="bbdb-playin-title">{t('playIn.title')}</h2>
      <div className="bbdb-playin">
        {CONFERENCES.map((conference) => (
          <section key={conference} aria-labelledby={`bbdb-playin-${conference}`}>
            <h3 id={`bbdb-playin-${conference}`}>{t(`conference.${conference}`)}</h3>
            <ul>
              {SLOTS.flatMap((slot) =>
                games
                  .filter((p) => p.conference === conference && p.slot === slot)
                  .map(({ game }) => (
                    <li key={`${game.date}-${game.home.id}`}>
                      <span className="muted">{t(`playIn.slot.${slot}`)}</span>{' '}
                      {team(game.home, game.home_score > game.away_score)} {`${game.home_score} - ${game.away_score}`}{' '}
                      {team(game.away, game.away_score > game.home_score)}
                    </li>
                  )),
              )}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
