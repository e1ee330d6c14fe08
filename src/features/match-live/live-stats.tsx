import { useTranslation } from 'react-i18next';
import type { Lang, LiveMatch } from '../../../contracts/match.ts';

type Stat = { key: string; home: number; away: number };

function footballStats(m: LiveMatch): Stat[] {
  return [
    { key: 'stats.goals', home: m.home_score, away: m.away_score },
    { key: 'stats.yellow', home: m.home_yellow, away: m.away_yellow },
    { key: 'stats.red', home: m.home_red, away: m.away_red },
    { key: 'stats.corners', home: m.home_corner, away: m.away_corner },
  ];
}

/** Team statistics as the feed updates them; all of them simulated, and said so. */
export function LiveStats({ match, lang }: { match: LiveMatch; lang: Lang }) {
  const { t } = useTranslation('match');
  const home = match[`home_team_name_${lang}`];
  const away = match[`away_team_name_${lang}`];
  const caption = `${t('stats.title')} (${t('stats.simulated')})`;
  if (match.sport !== 'football') {
    const periods = Math.max(match.home_periods.length, match.away_periods.length);
    const label = (i: number) =>
      match.sport === 'esports' ? `${t('stats.maps')} ${i + 1}` : t('stats.period', { period: i + 1 });
    return (
      <section className="ml-panel">
        <table className="ml-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('stats.team')}</th>
              {Array.from({ length: periods }, (_, i) => (
                <th scope="col" key={i}>
                  {label(i)}
                </th>
              ))}
              <th scope="col">{t('stats.total')}</th>
            </tr>
          </thead>
          <tbody>
            {[
              { name: home, periods: match.home_periods, total: match.home_score },
              { name: away, periods: match.away_periods, total: match.away_score },
            ].map((side) => (
              <tr key={side.name}>
                <th scope="row">{side.name}</th>
                {Array.from({ length: periods }, (_, i) => (
                  <td key={i}>{side.periods[i] ?? '-'}</td>
                ))}
                <td>{side.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    );
  }
  return (
    <section className="ml-panel">
      <table className="ml-table ml-stats">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{home}</th>
            <th scope="col">{t('stats.stat')}</th>
            <th scope="col">{away}</th>
          </tr>
        </thead>
        <tbody>
          {footballStats(match).map((s) => {
            const total = s.home + s.away;
            const share = total === 0 ? 50 : (s.home / total) * 100;
            return (
              <tr key={s.key}>
                <td>{s.home}</td>
                <th scope="row">
                  {t(s.key)}
                  <span className="ml-bar" aria-hidden="true">
                    <span style={{ width: `${share}%` }} />
                  </span>
                </th>
                <td>{s.away}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
