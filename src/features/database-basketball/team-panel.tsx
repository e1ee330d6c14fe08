import { useTranslation } from 'react-i18next';
import {
  DATABASE_BASKETBALL_PATHS,
  type BasketballSplit,
  type BasketballTeamPage,
} from '../../../contracts/database-basketball.ts';
import type { Lang } from '../../../contracts/match.ts';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, queryErrorText, STALE_MS } from '../../lib/query/api-query.ts';
import { pctText, recordText, teamName } from './basketball-format.ts';
import { GameTable } from './game-table.tsx';
import { LoadState } from './load-state.tsx';

function SplitTable({ split }: { split: BasketballTeamPage['split'] }) {
  const { t } = useTranslation('database-basketball');
  const columns = ['played', 'won', 'lost', 'pct', 'pointsFor', 'pointsAgainst'] as const;
  const row = (key: 'home' | 'away', s: BasketballSplit) => (
    <tr key={key}>
      <th scope="row" className="left">
        {t(`team.split.${key}`)}
      </th>
      <td>{s.played}</td>
      <td>{s.won}</td>
      <td>{s.lost}</td>
      <td>{pctText(s.played === 0 ? 0 : s.won / s.played)}</td>
      <td>{s.points_for_avg.toFixed(1)}</td>
      <td>{s.points_against_avg.toFixed(1)}</td>
    </tr>
  );
  return (
    <table className="bbdb-table bbdb-narrow">
      <caption>{t('team.split.caption')}</caption>
      <thead>
        <tr>
          <td />
          {columns.map((c) => (
            <th scope="col" key={c}>
              {t(`team.split.column.${c}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {row('home', split.home)}
        {row('away', split.away)}
      </tbody>
    </table>
  );
}

function RosterTable({ roster }: { roster: BasketballTeamPage['roster'] }) {
  const { t } = useTranslation('database-basketball');
  // RAPTOR carries no positions: the column appears only when the data has some.
  const positions = roster.some((p) => p.position !== null);
  return (
    <table className="bbdb-table bbdb-narrow">
      <caption>{t('team.roster.caption', { count: roster.length })}</caption>
      <thead>
        <tr>
          <th scope="col" className="left">
            {t('team.roster.player')}
          </th>
          {positions ? <th scope="col">{t('team.roster.position')}</th> : null}
          <th scope="col">{t('team.roster.minutes')}</th>
          <th scope="col">{t('team.roster.played')}</th>
        </tr>
      </thead>
      <tbody>
        {roster.map((p) => (
          <tr key={p.id}>
            <th scope="row" className="left">
              {p.name}
            </th>
            {positions ? <td>{p.position ?? ''}</td> : null}
            <td>{p.minutes}</td>
            <td>{p.season_types.map((type) => t(`team.roster.seasonType.${type}`)).join(' · ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One team: its record and places, home and away split, every game and the roster. */
export function TeamPanel({ league, teamId, lang }: { league: string; teamId: number; lang: Lang }) {
  const { t } = useTranslation('database-basketball');
  const answer = useQuery(
    apiQuery(DATABASE_BASKETBALL_PATHS.team, { league, team: teamId }, { staleTime: STALE_MS.archive }),
  );
  const { data } = answer;
  if (!data || data.team.id !== teamId) return <LoadState error={queryErrorText(answer)} />;
  const { team, standing } = data;
  return (
    <section aria-labelledby="bbdb-team-title">
      <h2 id="bbdb-team-title">{teamName(team, lang)}</h2>
      <p className="bbdb-summary">
        {t('team.summary', {
          record: recordText(standing),
          conferencePlace: standing.position,
          conference: t(`conference.${team.conference}`),
          divisionPlace: data.division_position,
          division: t(`division.${team.division}`),
        })}
      </p>
      <div className="bbdb-pair">
        <SplitTable split={data.split} />
        {data.roster.length > 0 ? <RosterTable roster={data.roster} /> : <p>{t('team.roster.empty')}</p>}
      </div>
      <GameTable
        caption={t('team.games', { count: data.games.length })}
        games={data.games}
        league={league}
        lang={lang}
        showDate
        teamId={team.id}
      />
    </section>
  );
}
