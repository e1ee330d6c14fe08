import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang, LiveMatch } from '../../../contracts/match.ts';
import { currentLang } from '../../lib/i18n.ts';
import { compareMatches, matchGroup, type MatchGroup } from '../../lib/match-groups.ts';

type Row = { kind: 'group'; group: MatchGroup; count: number } | { kind: 'match'; match: LiveMatch };

const ROW_HEIGHT = 44;
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

function buildRows(matches: LiveMatch[]): Row[] {
  const sorted = [...matches].sort(compareMatches);
  const rows: Row[] = [];
  let current: MatchGroup | null = null;
  for (const match of sorted) {
    const group = matchGroup(match);
    if (group !== current) {
      rows.push({ kind: 'group', group, count: sorted.filter((m) => matchGroup(m) === group).length });
      current = group;
    }
    rows.push({ kind: 'match', match });
  }
  return rows;
}

function StatusCell({ match }: { match: LiveMatch }) {
  const { t } = useTranslation('scores');
  if (match.status === 'live') return <span className="minute">{match.match_str}</span>;
  if (match.status === 'notstarted') return <span>{t('status.notstarted')}</span>;
  return <span>{t(`status.${match.status}`)}</span>;
}

function MatchRow({ match, lang }: { match: LiveMatch; lang: Lang }) {
  const { t } = useTranslation('scores');
  const home = match[`home_team_name_${lang}`];
  const away = match[`away_team_name_${lang}`];
  const started = match.status !== 'notstarted' && match.status !== 'postponed' && match.status !== 'cancelled';
  return (
    <div role="row" className={`match-row match-${matchGroup(match)}`} data-match-id={match.id} data-v={match.v}>
      <span role="cell" className="c-time">
        {timeFormat.format(match.match_time * 1000)}
      </span>
      <span role="cell" className="c-league">
        {match[`short_name_${lang}`]}
      </span>
      <span role="cell" className="c-status">
        <StatusCell match={match} />
      </span>
      <span role="cell" className="c-home">
        {home}
      </span>
      <span
        role="cell"
        className="c-score"
        aria-label={
          started
            ? t('list.scoreLabel', { home, away, homeScore: match.home_score, awayScore: match.away_score })
            : undefined
        }
      >
        {started ? `${match.home_score} - ${match.away_score}` : '-'}
      </span>
      <span role="cell" className="c-away">
        {away}
      </span>
      <span role="cell" className="c-half">
        {match.sport === 'football' && started ? `${match.home_half_score}-${match.away_half_score}` : ''}
      </span>
    </div>
  );
}

/** Today's matches grouped live / upcoming / finished, virtualised against the window scroll. */
export function MatchTable({ matches, label }: { matches: LiveMatch[]; label: string }) {
  const { t } = useTranslation('scores');
  const lang = currentLang();
  const rows = useMemo(() => buildRows(matches), [matches]);
  const virtualizer = useWindowVirtualizer({ count: rows.length, estimateSize: () => ROW_HEIGHT, overscan: 10 });
  const items = virtualizer.getVirtualItems();
  return (
    <div role="table" aria-label={label} aria-rowcount={rows.length} className="match-table">
      <div role="row" className="match-head">
        {(['time', 'league', 'status', 'home', 'score', 'away', 'half'] as const).map((c) => (
          <span role="columnheader" key={c} className={`c-${c}`}>
            {t(`list.column.${c}`)}
          </span>
        ))}
      </div>
      <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((item) => {
          const row = rows[item.index]!;
          return (
            <div
              key={row.kind === 'group' ? `g-${row.group}` : row.match.id}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                height: ROW_HEIGHT,
                transform: `translateY(${item.start}px)`,
              }}
            >
              {row.kind === 'group' ? (
                <div role="row" className="group-row">
                  <span role="rowheader">
                    {t(`list.group.${row.group}`)} ({row.count})
                  </span>
                </div>
              ) : (
                <MatchRow match={row.match} lang={lang} />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
