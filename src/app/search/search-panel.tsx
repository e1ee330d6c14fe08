import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HotTeam } from '../../../contracts/api.ts';
import type { LiveMatch } from '../../../contracts/match.ts';
import { currentLang } from '../../lib/i18n.ts';
import { matchDetailHref } from '../../ui/match-link.ts';
import { useSearchLists } from './search-lists.ts';
import { searchToday } from './search-today.ts';

interface SearchPanelProps {
  id: string;
  query: string;
  history: string[];
  onPick: (term: string) => void;
  onUseHistory: (term: string) => void;
  onClearHistory: () => void;
  onFollowLink: () => void;
}

/** The search box's dropdown: history and hot teams, or what today's data has for the query. */
export function SearchPanel(props: SearchPanelProps) {
  const { t } = useTranslation();
  const { id, query, history } = props;
  const { hot, today } = useSearchLists(query);
  const lang = currentLang();
  return (
    <div id={id} className="surface search-panel" role="region" aria-label={t('search.panel')}>
      {query.trim() === '' ? (
        <>
          {history.length > 0 && (
            <section aria-label={t('search.history')}>
              <header className="spread">
                <h3>{t('search.history')}</h3>
                <Button
                  type="button"
                  link
                  size="small"
                  label={t('search.clearHistory')}
                  onClick={props.onClearHistory}
                />
              </header>
              <ul className="row">
                {history.map((term) => (
                  <li key={term}>
                    <Button
                      type="button"
                      size="small"
                      rounded
                      outlined
                      label={term}
                      onClick={() => props.onUseHistory(term)}
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-label={t('search.hotTeams')}>
            <h3>{t('search.hotTeams')}</h3>
            {hot === null ? (
              <p>{t('error.loading')}</p>
            ) : (
              <ol className="search-hot">
                {hot.slice(0, 10).map((team) => (
                  <li key={team.id}>
                    <Button
                      type="button"
                      link
                      size="small"
                      label={team[`short_name_${lang}`]}
                      onClick={() => props.onPick(team[`short_name_${lang}`])}
                    />
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      ) : (
        <SearchResults {...props} hot={hot} today={today} />
      )}
    </div>
  );
}

function SearchResults({
  query,
  hot,
  today,
  onPick,
  onFollowLink,
}: SearchPanelProps & { hot: HotTeam[] | null; today: LiveMatch[] | null }) {
  const { t } = useTranslation();
  const lang = currentLang();
  if (today === null) return <p>{t('error.loading')}</p>;
  const { teams, matches } = searchToday(hot ?? [], today, query);
  if (teams.length === 0 && matches.length === 0) return <p>{t('search.noResults')}</p>;
  return (
    <>
      {teams.length > 0 && (
        <section aria-label={t('search.teams')}>
          <h3>{t('search.teams')}</h3>
          <ul className="row">
            {teams.map((team) => (
              <li key={team.id}>
                <Button
                  type="button"
                  size="small"
                  rounded
                  outlined
                  label={team[`short_name_${lang}`]}
                  onClick={() => onPick(team[`short_name_${lang}`])}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      {matches.length > 0 && (
        <section aria-label={t('search.matches')}>
          <h3>{t('search.matches')}</h3>
          <ul className="search-matches">
            {matches.map((m) => (
              <li key={m.id}>
                <Link to={matchDetailHref(m.id)} onClick={onFollowLink}>
                  <span className="c-league">{m[`short_name_${lang}`]}</span> {m[`home_team_name_${lang}`]}{' '}
                  {m.status === 'notstarted' ? t('search.versus') : `${m.home_score} - ${m.away_score}`}{' '}
                  {m[`away_team_name_${lang}`]}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
