import { useQuery } from '@tanstack/react-query';
import type { Lang } from '../../../contracts/match.ts';
import { queryErrorText } from '../../lib/query/api-query.ts';
import { CupBracket } from './cup-bracket.tsx';
import { LoadState } from './load-state.tsx';
import { RoundFixturesPanel } from './round-fixtures.tsx';
import { StandingsTable } from './standings-table.tsx';
import { TeamView } from './team-view.tsx';
import { fixturesQuery, knockoutQuery, standingsQuery, teamSeasonQuery } from './football-queries.ts';

interface SeasonProps {
  leagueId: number;
  season: string;
  lang: Lang;
}

export function StandingsSection({ leagueId, season, lang }: SeasonProps) {
  const answer = useQuery(standingsQuery(leagueId, season));
  const { data } = answer;
  return data ? <StandingsTable standings={data} lang={lang} /> : <LoadState error={queryErrorText(answer)} />;
}

export function MatchesSection({
  leagueId,
  season,
  lang,
  round,
  onRound,
}: SeasonProps & { round: string | null; onRound: (round: string) => void }) {
  const answer = useQuery(fixturesQuery(leagueId, season, round));
  const { data } = answer;
  return data ? (
    <RoundFixturesPanel fixtures={data} lang={lang} onRound={onRound} />
  ) : (
    <LoadState error={queryErrorText(answer)} />
  );
}

export function KnockoutSection({ leagueId, season, lang }: SeasonProps) {
  const answer = useQuery(knockoutQuery(leagueId, season));
  const { data } = answer;
  return data ? <CupBracket bracket={data} lang={lang} /> : <LoadState error={queryErrorText(answer)} />;
}

export function TeamSection({
  leagueId,
  season,
  lang,
  teamId,
  leagueName,
}: SeasonProps & { teamId: number; leagueName: (code: string) => string }) {
  const answer = useQuery(teamSeasonQuery(teamId, leagueId, season));
  const { data } = answer;
  return data ? (
    <TeamView season={data} lang={lang} leagueName={leagueName} />
  ) : (
    <LoadState error={queryErrorText(answer)} />
  );
}
