import { useTranslation } from 'react-i18next';
import type { ForesightDetail, GoalTrend, TablePlace } from '../../../contracts/foresight.ts';
import type { Lang } from '../../../contracts/match.ts';
import { numberFormat } from '../../lib/locale-format.ts';

/** Both teams' places in their league's table of the latest season in the data. */
export function TablePlaces({ detail, lang }: { detail: ForesightDetail; lang: Lang }) {
  const { t } = useTranslation('foresight');
  const id = `fs-table-${detail.match.id}`;
  const basketball = detail.match.sport === 'basketball';
  const rows = [
    { name: detail.match[`home_team_name_${lang}`], place: detail.home.place },
    { name: detail.match[`away_team_name_${lang}`], place: detail.away.place },
  ].filter((r): r is { name: string; place: TablePlace } => r.place !== null);
  const season = rows[0]?.place.season_name;
  const groups = rows.some((r) => r.place.group !== null);
  return (
    <section className="surface" aria-labelledby={id}>
      <h3 id={id}>{t('table.title')}</h3>
      {season === undefined ? (
        <p>{t('table.empty')}</p>
      ) : (
        <>
          <p className="muted">{t('table.season', { season })}</p>
          <table className="fs-small" aria-labelledby={id}>
            <thead>
              <tr>
                <th scope="col">{t('table.column.position')}</th>
                <th scope="col">{t('table.column.team')}</th>
                {groups && <th scope="col">{t('table.column.group')}</th>}
                <th scope="col">{t('table.column.played')}</th>
                <th scope="col">{t('table.column.won')}</th>
                {!basketball && <th scope="col">{t('table.column.drawn')}</th>}
                <th scope="col">{t('table.column.lost')}</th>
                <th scope="col">{t('table.column.goals')}</th>
                <th scope="col">{basketball ? t('table.column.winPct') : t('table.column.points')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ name, place }) => (
                <tr key={name}>
                  <td>{t('list.place', { position: place.position, of: place.of })}</td>
                  <th scope="row">{name}</th>
                  {groups && <td>{place.group}</td>}
                  <td>{place.played}</td>
                  <td>{place.won}</td>
                  {!basketball && <td>{place.drawn}</td>}
                  <td>{place.lost}</td>
                  <td className="fs-nowrap">
                    {place.goals_for}:{place.goals_against}
                  </td>
                  <td>{basketball ? numberFormat(lang, 'percent').format(place.win_pct) : place.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

type TrendKey = 'matches' | 'scored_avg' | 'conceded_avg' | 'total_avg' | 'over_share' | 'both_scored_share';

/** Goals (points) for and against over each team's last matches and over the meetings. */
export function GoalTrends({ detail, home, away }: { detail: ForesightDetail; home: string; away: string }) {
  const { t, i18n } = useTranslation('foresight');
  const lang = i18n.language;
  const id = `fs-trend-${detail.match.id}`;
  const basketball = detail.match.sport === 'basketball';
  const trends: { name: string; trend: GoalTrend }[] = [
    { name: home, trend: detail.home.trend },
    { name: away, trend: detail.away.trend },
    { name: t('trend.column.meetings'), trend: detail.h2h.trend },
  ];
  const figures: { key: TrendKey; label: string }[] = [
    { key: 'matches', label: t('trend.matches') },
    { key: 'scored_avg', label: basketball ? t('trend.pointsScored') : t('trend.scored') },
    { key: 'conceded_avg', label: basketball ? t('trend.pointsConceded') : t('trend.conceded') },
    { key: 'total_avg', label: basketball ? t('trend.pointsTotal') : t('trend.total') },
  ];
  if (!basketball) {
    figures.push(
      { key: 'over_share', label: t('trend.over') },
      { key: 'both_scored_share', label: t('trend.bothScored') },
    );
  }
  const show = (key: TrendKey, trend: GoalTrend) => {
    const value = trend[key];
    if (value === null) return '';
    if (key === 'over_share' || key === 'both_scored_share') return numberFormat(lang, 'percent').format(value);
    return numberFormat(lang, 'decimal').format(value);
  };
  return (
    <section className="surface" aria-labelledby={id}>
      <h3 id={id}>{t('trend.title')}</h3>
      <p className="muted">{t('trend.note')}</p>
      <table className="fs-small" aria-labelledby={id}>
        <thead>
          <tr>
            <th scope="col">{t('trend.column.figure')}</th>
            {trends.map((c) => (
              <th key={c.name} scope="col">
                {c.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {figures.map((f) => (
            <tr key={f.key}>
              <th scope="row">{f.label}</th>
              {trends.map((c) => (
                <td key={c.name}>{show(f.key, c.trend)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
