import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Lang, LiveMatch } from '../../../contracts/match.ts';
import { matchGroup } from '../../lib/match-groups.ts';
import { matchDetailHref } from '../../ui/match-link.ts';
import { formatUnix } from '../../lib/locale-format.ts';

/**
 * One match on the home page: clock or kick-off, league, teams and score; links to the match.
 * Memoised: the engine keeps a row's object until the row changes, so each batch (20 a second a
 * sport) renders only the lines it changed, not every live match of the day.
 */
export const MatchLine = memo(function MatchLine({ match, lang }: { match: LiveMatch; lang: Lang }) {
  const { t } = useTranslation(['common', 'home']);
  const group = matchGroup(match);
  const clock =
    group === 'live'
      ? match.match_str
      : group === 'upcoming'
        ? formatUnix(match.match_time, lang, 'clock')
        : t(`home:status.${match.status === 'finished' ? 'finished' : 'other'}`);
  return (
    <li className={`match-line match-${group}`}>
      <Link to={matchDetailHref(match.id)}>
        <span className={group === 'live' ? 'minute' : 'c-time'}>{clock}</span>
        <span className="c-league">{match[`short_name_${lang}`]}</span>
        <span className="c-home">{match[`home_team_name_${lang}`]}</span>
        <strong className="c-score">
          {group === 'upcoming' ? t('home:versus') : `${match.home_score} - ${match.away_score}`}
        </strong>
        <span className="c-away">{match[`away_team_name_${lang}`]}</span>
      </Link>
    </li>
  );
});
