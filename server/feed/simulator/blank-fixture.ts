import { blankScores, type Sport } from '../../../contracts/match.ts';
import type { FeedFixture } from '../feed-provider.ts';
import { NOT_STARTED_CLOCK } from './match-timeline.ts';

/** A fixture of `sport` before kick-off, nameless, between teams 1 and 2: what the models' tests play. */
export function blankFixture(sport: Sport, id: number, leagueId: number): FeedFixture {
  return {
    id,
    sport,
    league_id: leagueId,
    short_name_zh: '',
    short_name_en: '',
    short_name_vi: '',
    home_team_id: 1,
    away_team_id: 2,
    home_team_name_zh: '',
    home_team_name_en: '',
    home_team_name_vi: '',
    away_team_name_zh: '',
    away_team_name_en: '',
    away_team_name_vi: '',
    match_time: 0,
    ...NOT_STARTED_CLOCK,
    ...blankScores(),
  };
}
