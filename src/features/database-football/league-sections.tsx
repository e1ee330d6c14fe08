import type { Lang } from '../../../contracts/match.ts';
import { CupBracket } from './cup-bracket.tsx';
import { LoadState } from './load-state.tsx';
import { RoundFixturesPanel } from './round-fixtures.tsx';
import { StandingsTable } from './standings-table.tsx';
import { TeamView } from './team-view.tsx';
import { useFixtures, useKnockout, useStandings, useTeamSeason } from './use-football-data.ts';

interface SeasonProps {
  leagueId: number;
  season: string;
  lang: Lang;
}

export function StandingsSection({ leagueId, season, lang }: SeasonProps) {
  const { data, error } = useStandings(leagueId, season);
  return data ? <StandingsTable standings={data} lang={lang} /> : <LoadState error={error} />;
}

export function MatchesSection({
  leagueId,
  season,
  lang,
  round,
  onRound,
}: SeasonProps & { round: string | null; onRound: (round: string) => void }) {
  const { data, error } = useFixtures(leagueId, season, round);
  return data ? <RoundFixturesPanel fixtures={data} lang={lang} onRound={onRound} /> : <LoadState error={error} />;
}

export function KnockoutSection({ leagueId, season, lang }: SeasonProps) {
  const { data, error } = useKnockout(leagueId, season);
  return data ? <CupBracket bracket={data} lang={lang} /> : <LoadState error={error} />;
}

export function TeamSection({
  leagueId,
  season,
  lang,
  teamId,
  leagueName,
}: SeasonProps & { teamId: number; leagueName: (code: string) => string }) {
  const { data, error } = useTeamSeason(teamId, leagueId, season);
  return data ? <TeamView season={data} lang={lang} leagueName={leagueName} /> : <LoadState error={error} />;
}
