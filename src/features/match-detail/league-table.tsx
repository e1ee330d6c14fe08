import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resultTagClass } from '../../ui/result-tag.ts';
import type { Lang } from '../../../contracts/match.ts';
import type { SeasonTable, TableGroup, TableRow } from '../../../contracts/match-centre.ts';
import { teamName } from './names.ts';
import { groupsOf, tableWindow, type WindowItem } from './table-window.ts';
import type { Catalogues } from '../../lib/i18n-catalogues.ts';

type TableColumn = keyof Catalogues['match']['table']['column'];

function Row({ row, nba, lang, highlight }: { row: TableRow; nba: boolean; lang: Lang; highlight: boolean }) {
  const { t } = useTranslation('match');
  const name = teamName(row.team, lang);
  return (
    <tr className={highlight ? 'md-highlight' : undefined}>
      <td>{row.position}</td>
      <th scope="row" className="left">
        {highlight ? <strong>{name}</strong> : name}
      </th>
      <td>{row.played}</td>
      <td>{row.won}</td>
      {nba ? null : <td>{row.drawn}</td>}
      <td>{row.lost}</td>
      <td>{`${row.goals_for}:${row.goals_against}`}</td>
      <td>{row.goal_diff > 0 ? `+${row.goal_diff}` : row.goal_diff}</td>
      <td>{nba ? row.win_pct.toFixed(3) : row.points}</td>
      <td className="result-form">
        {row.form.map((r, i) => (
          <span key={i} className={resultTagClass(r)} title={t(`form.resultLabel.${r}`)}>
            {t(`form.result.${r}`)}
          </span>
        ))}
      </td>
    </tr>
  );
}

function GroupTable({
  group,
  teamIds,
  nba,
  lang,
  full,
}: {
  group: TableGroup;
  teamIds: number[];
  nba: boolean;
  lang: Lang;
  full: boolean;
}) {
  const { t } = useTranslation('match');
  const items: WindowItem[] = full ? group.rows.map((row) => ({ kind: 'row', row })) : tableWindow(group.rows, teamIds);
  const columns: TableColumn[] = [
    'position',
    'team',
    'played',
    'won',
    ...(nba ? [] : (['drawn'] as const)),
    'lost',
    nba ? 'scored' : 'goals',
    'diff',
  ];
  columns.push(nba ? 'winPct' : 'points', 'form');
  return (
    <table className="md-table">
      {group.name ? <caption>{group.name}</caption> : null}
      <thead>
        <tr>
          {columns.map((c) => (
            <th scope="col" key={c}>
              {t(`table.column.${c}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) =>
          item.kind === 'row' ? (
            <Row
              key={item.row.team.id}
              row={item.row}
              nba={nba}
              lang={lang}
              highlight={teamIds.includes(item.row.team.id)}
            />
          ) : (
            <tr key={`gap-${item.after}`} className="md-gap">
              <td colSpan={columns.length}>{t('table.gap')}</td>
            </tr>
          ),
        )}
      </tbody>
    </table>
  );
}

/** The standings around both teams (or whole), computed by the server from the season's results. */
export function LeagueTable({ table, teamIds, lang }: { table: SeasonTable; teamIds: number[]; lang: Lang }) {
  const { t } = useTranslation('match');
  const [full, setFull] = useState(false);
  const nba = table.ranking === 'win_pct';
  const groups = groupsOf(table.groups, teamIds);
  // The toggle only when the window leaves something out.
  const partial =
    groups.length < table.groups.length ||
    groups.some((g) => tableWindow(g.rows, teamIds).some((i) => i.kind === 'gap'));
  return (
    <section className="surface" aria-labelledby="md-table-title">
      <h2 id="md-table-title">
        {t('table.title', { league: table[`league_name_${lang}`], season: table.season_name })}
      </h2>
      <p className="muted">{nba ? t('table.noteNba') : t('table.note')}</p>
      {groups.length === 0 || table.matches === 0 ? (
        <p>{t('table.empty')}</p>
      ) : (
        <>
          {partial ? (
            <Button
              type="button"
              size="small"
              outlined
              onClick={() => setFull((f) => !f)}
              label={full ? t('table.showAround') : t('table.showAll')}
            />
          ) : null}
          {(full ? table.groups : groups).map((group) => (
            <GroupTable key={group.name ?? 'table'} group={group} teamIds={teamIds} nba={nba} lang={lang} full={full} />
          ))}
        </>
      )}
    </section>
  );
}
