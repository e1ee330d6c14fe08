import { TabPanel, TabView } from 'primereact/tabview';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BasketballStandings, BasketballStandingsGroup } from '../../../contracts/database-basketball.ts';
import type { Lang } from '../../../contracts/match.ts';
import { gamesBehindText, pctText, recordText, teamName } from './basketball-format.ts';
import { databaseHref, STANDINGS_VIEWS, type StandingsView } from './database-query.ts';

const COLUMNS = ['won', 'lost', 'pct', 'gb', 'home', 'away', 'division', 'conference', 'lastTen', 'streak'] as const;
/** Conference places: 1-6 go to the playoffs, 7-10 to the play-in. */
const zoneOf = (position: number) =>
  position <= 6 ? 'bbdb-zone-playoffs' : position <= 10 ? 'bbdb-zone-playin' : undefined;

function StandingsTable({ group, league, lang }: { group: BasketballStandingsGroup; league: string; lang: Lang }) {
  const { t } = useTranslation('database-basketball');
  const byConference = group.division === null;
  return (
    <table className="bbdb-table">
      <caption>
        {group.division === null ? t(`conference.${group.conference}`) : t(`division.${group.division}`)}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('standings.column.position')}</th>
          <th scope="col" className="left">
            {t('standings.column.team')}
          </th>
          {COLUMNS.map((c) => (
            <th scope="col" key={c}>
              <abbr title={t(`standings.columnTitle.${c}`)}>{t(`standings.column.${c}`)}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {group.rows.map((row) => (
          <tr key={row.team.id} className={byConference ? zoneOf(row.position) : undefined}>
            <td>{row.position}</td>
            <th scope="row" className="left">
              <Link to={databaseHref({ league, team: row.team.id })}>{teamName(row.team, lang)}</Link>
            </th>
            <td>{row.won}</td>
            <td>{row.lost}</td>
            <td>{pctText(row.win_pct)}</td>
            <td>{gamesBehindText(row.games_behind)}</td>
            <td>{recordText(row.home)}</td>
            <td>{recordText(row.away)}</td>
            <td>{recordText(row.division_record)}</td>
            <td>{recordText(row.conference_record)}</td>
            <td>{recordText(row.last_ten)}</td>
            <td>{t(`standings.streak.${row.streak.kind}`, { count: row.streak.length })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Regular-season standings by conference or by division. */
export function StandingsPanel(props: {
  standings: BasketballStandings;
  view: StandingsView;
  league: string;
  lang: Lang;
  onView(view: StandingsView): void;
}) {
  const { t } = useTranslation('database-basketball');
  const { standings, view, league, lang } = props;
  const groups = view === 'conference' ? standings.conferences : standings.divisions;
  const tables = (
    <>
      <p className="muted">{t('standings.note', { count: standings.games })}</p>
      {view === 'conference' ? (
        <p className="bbdb-legend">
          <span className="bbdb-zone-playoffs">{t('standings.zone.playoffs')}</span>
          <span className="bbdb-zone-playin">{t('standings.zone.playIn')}</span>
        </p>
      ) : null}
      <div className="stack">
        {groups.map((group) => (
          <StandingsTable
            key={`${group.conference}-${group.division ?? ''}`}
            group={group}
            league={league}
            lang={lang}
          />
        ))}
      </div>
    </>
  );
  return (
    <TabView
      pt={{ nav: { 'aria-label': t('standings.viewLabel') } }}
      activeIndex={STANDINGS_VIEWS.indexOf(view)}
      onTabChange={(e) => props.onView(STANDINGS_VIEWS[e.index] ?? 'conference')}
    >
      {STANDINGS_VIEWS.map((key) => (
        <TabPanel key={key} header={t(`standings.view.${key}`)}>
          {tables}
        </TabPanel>
      ))}
    </TabView>
  );
}
