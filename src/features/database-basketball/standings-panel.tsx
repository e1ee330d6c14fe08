import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BasketballStandings, BasketballStandingsGroup } from '../../../contracts/database-basketball.ts';
import type { Lang } from '../../../contracts/match.ts';
import { gamesBehindText, pctText, recordText, teamName } from './basketball-format.ts';
import { databaseHref, STANDINGS_VIEWS, type StandingsView } from './database-query.ts';
import { TabStrip } from '../../ui/tab-strip.tsx';

const COLUMNS = ['won', 'lost', 'pct', 'gb', 'home', 'away', 'division', 'conference', 'lastTen', 'streak'] as const;
const PANEL_ID = 'bbdb-standings-tables';
/** Conference places: 1-6 go to the playoffs, 7-10 to the play-in. */
const zoneOf = (position: number) =>
  position <= 6 ? 'bbdb-zone-playoffs' : position <= 10 ? 'bbdb-zone-playin' : undefined;

function StandingsTable({ group, league, lang }: { group: BasketballStandingsGroup; league: string; lang: Lang }) {
  const { t } = useTranslation('database-basketball');
  const byConference = group.division === null;
  return (
    <table className="bbdb-table">
      <caption>{byConference ? t(`conference.${group.conference}`) : t(`division.${group.division}`)}</caption>
      <thead>
        <tr>
          <th scope="col">{t('standings.column.position')}</th>
          <th scope="col" className="bbdb-left">
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
            <th scope="row" className="bbdb-left">
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
  return (
    <>
      <TabStrip
        label={t('standings.viewLabel')}
        idPrefix="bbdb-view"
        items={STANDINGS_VIEWS.map((key) => ({ key, label: t(`standings.view.${key}`) }))}
        selected={view}
        onSelect={props.onView}
        controls={PANEL_ID}
        className="bbdb-switch"
      />
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={`bbdb-view-${view}`}>
        <p className="bbdb-muted">{t('standings.note', { count: standings.games })}</p>
        {view === 'conference' ? (
          <p className="bbdb-legend">
            <span className="bbdb-zone-playoffs">{t('standings.zone.playoffs')}</span>
            <span className="bbdb-zone-playin">{t('standings.zone.playIn')}</span>
          </p>
        ) : null}
        <div className="bbdb-stack">
          {groups.map((group) => (
            <StandingsTable
              key={`${group.conference}-${group.division ?? ''}`}
              group={group}
              league={league}
              lang={lang}
            />
          ))}
        </div>
      </div>
    </>
  );
}
