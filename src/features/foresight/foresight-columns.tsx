import { createColumnHelper } from '@tanstack/react-table';
import { Button } from 'primereact/button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForesightListItem, TeamGlance } from '../../../contracts/foresight.ts';
import type { Lang } from '../../../contracts/match.ts';
import { formatUnix } from '../../lib/locale-format.ts';
import { resultTagClass } from '../../ui/result-tag.ts';

const column = createColumnHelper<ForesightListItem>();

/** A side's name with its table place and latest five results. */
function TeamCell({ name, glance }: { name: string; glance: TeamGlance }) {
  const { t } = useTranslation('foresight');
  return (
    <span className="fs-team">
      <strong>{name}</strong>
      <span className="muted">
        {glance.place ? t('list.place', { position: glance.place.position, of: glance.place.of }) : t('list.noPlace')}
      </span>
      <span className="result-form">
        {glance.form.map((r, i) => (
          <span key={i} className={resultTagClass(r)} title={t(`form.resultLabel.${r}`)}>
            {t(`form.result.${r}`)}
          </span>
        ))}
      </span>
    </span>
  );
}

/** The list's columns: kick-off, league, both sides at a glance, meetings, status and the figures toggle. */
export function useForesightColumns(options: {
  lang: Lang;
  timeZone: string;
  openId: number | null;
  onToggle: (id: number) => void;
}) {
  const { t } = useTranslation('foresight');
  const { lang, timeZone, openId, onToggle } = options;
  return useMemo(
    () => [
      column.accessor((row) => row.match.match_time, {
        id: 'kickoff',
        header: () => t('column.kickoff'),
        cell: (c) => formatUnix(c.getValue(), lang, 'clock', timeZone),
      }),
      column.accessor((row) => row.match[`short_name_${lang}`], { id: 'league', header: () => t('column.league') }),
      column.display({
        id: 'home',
        header: () => t('column.home'),
        cell: (c) => <TeamCell name={c.row.original.match[`home_team_name_${lang}`]} glance={c.row.original.home} />,
      }),
      column.display({
        id: 'h2h',
        header: () => t('column.h2h'),
        cell: (c) => {
          const s = c.row.original.h2h;
          return s.played === 0
            ? t('list.h2hNone')
            : t('list.h2h', { played: s.played, home: s.home_wins, draws: s.draws, away: s.away_wins });
        },
      }),
      column.display({
        id: 'away',
        header: () => t('column.away'),
        cell: (c) => <TeamCell name={c.row.original.match[`away_team_name_${lang}`]} glance={c.row.original.away} />,
      }),
      column.accessor((row) => row.match.status, {
        id: 'status',
        header: () => t('column.status'),
        cell: (c) => (c.getValue() === 'live' ? c.row.original.match.match_str : t(`status.${c.getValue()}`)),
      }),
      column.display({
        id: 'figures',
        header: () => t('column.figures'),
        cell: (c) => {
          const m = c.row.original.match;
          const open = openId === m.id;
          const names = { home: m[`home_team_name_${lang}`], away: m[`away_team_name_${lang}`] };
          return (
            <Button
              type="button"
              size="small"
              outlined
              label={open ? t('list.hideShort') : t('list.showShort')}
              aria-expanded={open}
              aria-controls={open ? `fs-panel-${m.id}` : undefined}
              aria-label={open ? t('list.hide', names) : t('list.show', names)}
              onClick={() => onToggle(m.id)}
            />
          );
        },
      }),
    ],
    [t, lang, timeZone, openId, onToggle],
  );
}
