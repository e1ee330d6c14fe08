import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LeagueStandings, StandingRow, TableZone } from '../../../contracts/database-football.ts';
import type { Lang } from '../../../contracts/match.ts';
import { FormBadges } from './form-badges.tsx';
import { footballHref } from './football-query.ts';
import { signed, teamName } from './labels.ts';

const COLUMNS = ['position', 'team', 'played', 'won', 'drawn', 'lost', 'goals', 'diff', 'points', 'form'] as const;

function Row({ row, standings, lang }: { row: StandingRow; standings: LeagueStandings; lang: Lang }) {
  const { t } = useTranslation('database-football');
  const name = teamName(row.team, lang);
  return (
    <tr data-zone={row.zone ?? undefined}>
      <td className="dbf-pos">
        {row.position}
        {row.zone ? <span className="p-hidden-accessible">{` ${t(`zone.${row.zone}`)}`}</span> : null}
      </td>
      <th scope="row" className="left">
        <Link to={footballHref({ league: standings.league_code, season: standings.season_name, team: row.team.id })}>
          {name}
        </Link>
      </th>
      <td>{row.played}</td>
      <td>{row.won}</td>
      <td>{row.drawn}</td>
      <td>{row.lost}</td>
      <td>{`${row.goals_for}:${row.goals_against}`}</td>
      <td>{signed(row.goal_diff)}</td>
      <td className="dbf-points">{row.points}</td>
      <td>
        <FormBadges form={row.form} />
      </td>
    </tr>
  );
}

/** What each colour of the table means, in the order the zones come down the table. */
export function ZoneLegend({ zones, note }: { zones: readonly TableZone[]; note: string }) {
  const { t } = useTranslation('database-football');
  return (
    <div className="dbf-legend">
      <h3 className="p-hidden-accessible">{t('legend.title')}</h3>
      <ul>
        {zones.map((zone) => (
          <li key={zone.kind} data-zone={zone.kind}>
            <span className="dbf-swatch" aria-hidden="true" />
            {t('legend.item', {
              zone: t(`zone.${zone.kind}`),
              places: zone.from === zone.to ? String(zone.from) : `${zone.from}–${zone.to}`,
            })}
          </li>
        ))}
      </ul>
      <p className="muted">{note}</p>
    </div>
  );
}

/** A season's table with its zones coloured, a legend and the tie-break rule. */
export function StandingsTable({ standings, lang }: { standings: LeagueStandings; lang: Lang }) {
  const { t } = useTranslation('database-football');
  const league = standings[`league_name_${lang}`];
  const title =
    standings.format === 'cup'
      ? t('table.leaguePhaseTitle', { league, season: standings.season_name })
      : t('table.title', { league, season: standings.season_name });
  return (
    <section className="surface" aria-label={title}>
      <h2>{title}</h2>
      {standings.matches === 0 ? <p>{t('table.empty')}</p> : null}
      <div className="dbf-scroll">
        <table className="dbf-table dbf-standings">
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th scope="col" key={c} className={c === 'team' ? 'left' : undefined}>
                  <abbr title={t(`table.columnTitle.${c}`)}>{t(`table.column.${c}`)}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {standings.rows.map((row) => (
              <Row key={row.team.id} row={row} standings={standings} lang={lang} />
            ))}
          </tbody>
        </table>
      </div>
      <ZoneLegend
        zones={standings.zones}
        note={standings.format === 'cup' ? t('legend.cupNote') : t('legend.leagueNote')}
      />
      <p className="muted">
        {t(`table.tieBreak.${standings.tie_break}`)} {t('table.counted', { n: standings.matches })}
      </p>
    </section>
  );
}
