import { Dropdown } from 'primereact/dropdown';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../contracts/match.ts';
import { WORLD_CUP_PATHS } from '../../../contracts/world-cup.ts';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, STALE_MS } from '../../lib/query/api-query.ts';
import { ApiStatus } from './api-state.tsx';
import { teamName } from './world-cup-format.ts';

interface SquadsViewProps {
  season: string;
  lang: Lang;
  /** FIFA code of the team shown (`ARG`); the first team when absent or unknown. */
  teamCode: string | null;
  onTeam(code: string): void;
}

const POSITIONS = ['GK', 'DF', 'MF', 'FW'] as const;
const isPosition = (p: string): p is (typeof POSITIONS)[number] => (POSITIONS as readonly string[]).includes(p);

/** A team picker and the chosen team's squad. */
export function SquadsView({ season, lang, teamCode, onTeam }: SquadsViewProps) {
  const { t } = useTranslation('world-cup');
  const pickerId = useId();
  const teams = useQuery(apiQuery(WORLD_CUP_PATHS.teams, { season }, { staleTime: STALE_MS.archive }));
  const list = teams.data;
  const team = list?.find((x) => x.code === teamCode) ?? list?.[0] ?? null;
  const squad = useQuery(
    apiQuery(WORLD_CUP_PATHS.squad, team ? { season, team_id: team.id } : null, {
      staleTime: STALE_MS.archive,
    }),
  );
  if (!list) return <ApiStatus state={teams} />;
  const players = squad.data?.team.id === team?.id && squad.data?.season === season ? squad.data.players : null;
  const hasClubs = players?.some((p) => p.club !== null) ?? false;
  const name = team ? teamName(team, lang) : '';
  return (
    <div className="wc-squads">
      <div className="row">
        <label htmlFor={pickerId}>{t('squads.team')}</label>
        <Dropdown
          inputId={pickerId}
          value={team?.code ?? ''}
          filter
          options={list.map((x) => ({ value: x.code, label: `${x.group ? `${x.group} · ` : ''}${teamName(x, lang)}` }))}
          onChange={(e) => onTeam(String(e.value))}
        />
      </div>
      {players === null ? (
        <ApiStatus state={{ ...squad, data: null }} />
      ) : players.length === 0 ? (
        <p>{t('squads.empty')}</p>
      ) : (
        <table className="wc-table">
          <caption>{t('squads.caption', { team: name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('squads.column.number')}</th>
              <th scope="col">{t('squads.column.name')}</th>
              <th scope="col">{t('squads.column.position')}</th>
              <th scope="col">{t('squads.column.born')}</th>
              {hasClubs && <th scope="col">{t('squads.column.club')}</th>}
            </tr>
          </thead>
          <tbody>
            {players.map((p) => (
              <tr key={p.id}>
                <td>{p.number ?? ''}</td>
                <th scope="row">{p.name}</th>
                <td>{p.position && isPosition(p.position) ? t(`squads.position.${p.position}`) : p.position}</td>
                <td>{p.date_of_birth ?? ''}</td>
                {hasClubs && <td>{p.club ?? ''}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {players !== null && <p className="muted">{t('squads.count', { count: players.length })}</p>}
    </div>
  );
}
