import { useTranslation } from 'react-i18next';
import type { Lang, LiveMatch } from '../../../contracts/match.ts';
import type { LiveTimeline } from '../../../contracts/match-centre.ts';

type Kind = 'goal' | 'yellow' | 'red' | 'corner';
const STATS: { kind: Kind; key: string; home: keyof LiveMatch; away: keyof LiveMatch }[] = [
  { kind: 'goal', key: 'stats.goals', home: 'home_score', away: 'away_score' },
  { kind: 'yellow', key: 'stats.yellow', home: 'home_yellow', away: 'away_yellow' },
  { kind: 'red', key: 'stats.red', home: 'home_red', away: 'away_red' },
  { kind: 'corner', key: 'stats.corners', home: 'home_corner', away: 'away_corner' },
];

/** First-half counts per side: goals from the half-time score, the rest from a timeline recorded from kick-off. */
function firstHalf(match: LiveMatch, timeline: LiveTimeline | null, kind: Kind, side: 'home' | 'away'): number | null {
  const pastHalf = match.period >= 2 || match.status === 'halftime' || match.status === 'finished';
  if (kind === 'goal' && pastHalf) return match[`${side}_half_score`];
  if (!timeline || timeline.recording.status !== 'notstarted') return null;
  return timeline.events.filter((e) => e.kind === kind && e.side === side && e.period === 1).length;
}

function PeriodTable({ match, lang, caption }: { match: LiveMatch; lang: Lang; caption: string }) {
  const { t } = useTranslation('match');
  const periods = Math.max(match.home_periods.length, match.away_periods.length);
  const label = (i: number) =>
    match.sport === 'esports' ? `${t('stats.maps')} ${i + 1}` : t('stats.period', { period: i + 1 });
  return (
    <table className="md-table">
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
        {(['home', 'away'] as const).map((side) => (
          <tr key={side}>
            <th scope="row">{match[`${side}_team_name_${lang}`]}</th>
            {Array.from({ length: periods }, (_, i) => (
              <td key={i}>{match[`${side}_periods`][i] ?? '-'}</td>
            ))}
            <td>{match[`${side}_score`]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Team statistics of a live match (simulated, and labelled so): goals, cards and corners from the
 * feed, with the first half's share from the timeline; quarters or maps for the other sports.
 */
export function TeamStats({ match, timeline, lang }: { match: LiveMatch; timeline: LiveTimeline | null; lang: Lang }) {
  const { t } = useTranslation('match');
  const caption = `${t('stats.title')} (${t('stats.simulated')})`;
  if (match.sport !== 'football') {
    return (
      <section className="md-panel">
        <PeriodTable match={match} lang={lang} caption={caption} />
      </section>
    );
  }
  const half = (kind: Kind, side: 'home' | 'away') => firstHalf(match, timeline, kind, side);
  return (
    <section className="md-panel">
      <table className="md-table md-stats">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{match[`home_team_name_${lang}`]}</th>
            <th scope="col">{t('stats.firstHalf')}</th>
            <th scope="col">{t('stats.stat')}</th>
            <th scope="col">{t('stats.firstHalf')}</th>
            <th scope="col">{match[`away_team_name_${lang}`]}</th>
          </tr>
        </thead>
        <tbody>
          {STATS.map((s) => {
            const home = Number(match[s.home]);
            const away = Number(match[s.away]);
            const share = home + away === 0 ? 50 : (home / (home + away)) * 100;
            return (
              <tr key={s.key}>
                <td>{home}</td>
                <td className="md-muted">{half(s.kind, 'home') ?? '-'}</td>
                <th scope="row">
                  {t(s.key)}
                  <span className="md-bar" aria-hidden="true">
                    <span style={{ width: `${share}%` }} />
                  </span>
                </th>
                <td className="md-muted">{half(s.kind, 'away') ?? '-'}</td>
                <td>{away}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
