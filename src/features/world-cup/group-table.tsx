import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../contracts/match.ts';
import type { GroupRow } from '../../../contracts/world-cup.ts';
import { teamName } from './world-cup-format.ts';

const COLUMNS = ['played', 'won', 'drawn', 'lost', 'goalsFor', 'goalsAgainst', 'goalDifference', 'points'] as const;

interface GroupTableProps {
  caption: string;
  rows: readonly GroupRow[];
  lang: Lang;
  /** Whether a row's team went through; absent: no column. */
  through?: (row: GroupRow) => boolean;
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** A group's table: position, team (row header), record, points. */
export function GroupTable({ caption, rows, lang, through }: GroupTableProps) {
  const { t } = useTranslation('world-cup');
  return (
    <table className="wc-table wc-group-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('group.column.position')}</th>
          <th scope="col">{t('group.column.team')}</th>
          {COLUMNS.map((c) => (
            <th key={c} scope="col">
              <abbr title={t(`group.columnTitle.${c}`)}>{t(`group.column.${c}`)}</abbr>
            </th>
          ))}
          {through && <th scope="col">{t('group.qualified')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.team.id} data-through={through?.(r) || undefined}>
            <td>{r.position}</td>
            <th scope="row">{teamName(r.team, lang)}</th>
            <td>{r.played}</td>
            <td>{r.won}</td>
            <td>{r.drawn}</td>
            <td>{r.lost}</td>
            <td>{r.goals_for}</td>
            <td>{r.goals_against}</td>
            <td>{signed(r.goal_difference)}</td>
            <td className="wc-points">{r.points}</td>
            {through && <td>{through(r) ? t('group.qualified') : ''}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Lines saying what separated teams level on points (goal difference, head-to-head, nothing in the data). */
export function TieBreakNotes({ rows, lang }: { rows: readonly GroupRow[]; lang: Lang }) {
  const { t } = useTranslation('world-cup');
  const notes = rows.flatMap((r, i) => {
    const below = rows[i + 1];
    if (!below || r.decided_by === null || r.decided_by === 'points') return [];
    return [
      t('group.decided', {
        above: teamName(r.team, lang),
        below: teamName(below.team, lang),
        criterion: t(`group.criterion.${r.decided_by}`),
      }),
    ];
  });
  if (notes.length === 0) return null;
  return (
    <ul className="muted wc-tie-notes">
      {notes.map((n) => (
        <li key={n}>{n}</li>
      ))}
    </ul>
  );
}
