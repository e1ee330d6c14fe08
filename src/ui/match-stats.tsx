import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FootballStats, Lang, LiveMatch } from '../../contracts/match.ts';
import { numberFormat } from '../lib/locale-format.ts';
import './match-stats.css';

export type StatKind = 'goal' | 'yellow' | 'red' | 'corner';
type Side = 'home' | 'away';

const STATS: { kind: StatKind; key: ParseKeys<'match'>; home: keyof LiveMatch; away: keyof LiveMatch }[] = [
  { kind: 'goal', key: 'stats.goals', home: 'home_score', away: 'away_score' },
  { kind: 'yellow', key: 'stats.yellow', home: 'home_yellow', away: 'away_yellow' },
  { kind: 'red', key: 'stats.red', home: 'home_red', away: 'away_red' },
  { kind: 'corner', key: 'stats.corners', home: 'home_corner', away: 'away_corner' },
];

/** The simulator's FlashScore-style statistics, in FlashScore's order (corners and cards follow). */
const FOOTBALL_STATS: { key: ParseKeys<'match'>; field: keyof FootballStats }[] = [
  { key: 'stats.possession', field: 'possession' },
  { key: 'stats.shots', field: 'shots' },
  { key: 'stats.onTarget', field: 'on_target' },
  { key: 'stats.saves', field: 'saves' },
  { key: 'stats.fouls', field: 'fouls' },
  { key: 'stats.offsides', field: 'offsides' },
  { key: 'stats.freeKicks', field: 'free_kicks' },
];

interface StatRow {
  key: ParseKeys<'match'>;
  kind?: StatKind;
  home: number;
  away: number;
  percent?: boolean;
}

function statRows(match: LiveMatch): StatRow[] {
  const counted: StatRow[] = STATS.map((s) => ({
    key: s.key,
    kind: s.kind,
    home: Number(match[s.home]),
    away: Number(match[s.away]),
  }));
  const stats = match.stats;
  if (!stats) return counted;
  const modelled: StatRow[] = FOOTBALL_STATS.map((s) => ({
    key: s.key,
    home: stats[s.field][0],
    away: stats[s.field][1],
    percent: s.field === 'possession',
  }));
  // Goals first, then the modelled statistics, then cards and corners.
  return [...counted.slice(0, 1), ...modelled, ...counted.slice(1)];
}

/** Points per quarter (basketball) or map (e-sports), and the total. */
function PeriodTable({ match, lang, caption }: { match: LiveMatch; lang: Lang; caption: string }) {
  const { t } = useTranslation('match');
  const periods = Math.max(match.home_periods.length, match.away_periods.length);
  const label = (i: number) =>
    match.sport === 'esports' ? `${t('stats.maps')} ${i + 1}` : t('stats.period', { period: i + 1 });
  return (
    <table className="stats-table">
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
 * A live match's team statistics (simulated, and labelled so): for football goals, cards and
 * corners with a share bar, plus the first half's counts when `firstHalf` is given; for the other
 * sports points per quarter or map. Shared by the match centre and the live match page.
 */
export function MatchStats({
  match,
  lang,
  firstHalf,
}: {
  match: LiveMatch;
  lang: Lang;
  /** A side's first-half count of a stat, or null when unknown. */
  firstHalf?: (kind: StatKind, side: Side) => number | null;
}) {
  const { t } = useTranslation('match');
  const caption = `${t('stats.title')} (${t('stats.simulated')})`;
  const percent = numberFormat(lang, 'percent');
  if (match.sport !== 'football') return <PeriodTable match={match} lang={lang} caption={caption} />;
  return (
    <table className="stats-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{match[`home_team_name_${lang}`]}</th>
          {firstHalf && <th scope="col">{t('stats.firstHalf')}</th>}
          <th scope="col">{t('stats.stat')}</th>
          {firstHalf && <th scope="col">{t('stats.firstHalf')}</th>}
          <th scope="col">{match[`away_team_name_${lang}`]}</th>
        </tr>
      </thead>
      <tbody>
        {statRows(match).map((s) => {
          const { home, away } = s;
          const share = home + away === 0 ? 50 : (home / (home + away)) * 100;
          const shown = (n: number) => (s.percent ? percent.format(n / 100) : n);
          const half = (side: Side) => (s.kind && firstHalf ? (firstHalf(s.kind, side) ?? '-') : '');
          return (
            <tr key={s.key}>
              <td>{shown(home)}</td>
              {firstHalf && <td className="muted">{half('home')}</td>}
              <th scope="row">
                {t(s.key)}
                <span className="stats-bar" aria-hidden="true">
                  <span style={{ width: `${share}%` }} />
                </span>
              </th>
              {firstHalf && <td className="muted">{half('away')}</td>}
              <td>{shown(away)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
