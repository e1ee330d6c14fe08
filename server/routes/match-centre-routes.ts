import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { apiRoute } from '../http/api-route.ts';
import { matchCentreRoutes } from '../../contracts/routes/match-centre.ts';
import { ApiError } from '../http/envelope.ts';
import type { LiveMirror } from '../live/live-mirror.ts';
import { createLiveRecorder, type LiveRecorder } from '../match-centre/live-recorder.ts';
import { createMatchHistory, type MatchHistory } from '../match-centre/match-history.ts';
import { analyseMinutes } from '../match-centre/live-analysis.ts';
import { loadScoringTable } from '../match-centre/scoring-rates.ts';
import { matchRates, type ScoringTable } from '../match-centre/win-probability.ts';

export interface MatchCentre {
  recorder: LiveRecorder;
  history: MatchHistory;
  /** Stops recording the live matches. */
  stop(): void;
}

/**
 * The match centre's calls (see match-centre-contract.ts): the detail of an imported match, the
 * timeline and odds movement of a live one, head-to-head and form, and season tables. Starts the
 * recorder of live timelines and odds; call after the mirror has started, stop before it stops.
 */
export function registerMatchCentreRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<DB>; mirror: LiveMirror; onError?: (error: unknown) => void },
): MatchCentre {
  const history = createMatchHistory(deps.db);
  const recorder = createLiveRecorder(deps.mirror, { onError: deps.onError ?? ((e) => app.log.error(e)) });
  recorder.start();

  apiRoute(app, matchCentreRoutes.detail, async (params) => {
    const detail = await history.detail(params.id);
    if (!detail) throw new ApiError('id: no such match');
    return detail;
  });

  // The win-probability model's scoring table, read once from the 2024-25 results.
  let scoring: Promise<ScoringTable> | null = null;
  const scoringTable = () => {
    scoring ??= loadScoringTable(deps.db).catch((error: unknown) => {
      scoring = null;
      throw error;
    });
    return scoring;
  };

  apiRoute(app, matchCentreRoutes.timeline, async (params) => {
    const timeline = recorder.timeline(params.id);
    if (!timeline) throw new ApiError('id: no such live match today');
    const minutes = recorder.minutes(params.id);
    if (!minutes) return timeline;
    const { match, log } = minutes;
    const rates = matchRates(await scoringTable(), match.home_team_id, match.away_team_id);
    return { ...timeline, analysis: analyseMinutes(log, rates, match.status === 'finished') };
  });

  apiRoute(app, matchCentreRoutes.odds, (params) => {
    const odds = recorder.odds(params.id);
    if (!odds) throw new ApiError('id: no such live match today');
    return odds;
  });

  apiRoute(app, matchCentreRoutes.h2h, async (params) => {
    const result = await history.headToHead({
      homeTeamId: params.home_team_id,
      awayTeamId: params.away_team_id,
      exclude: params.exclude,
      before: params.before,
      limit: params.limit,
    });
    if (!result) throw new ApiError('home_team_id: no such team');
    return result;
  });

  apiRoute(app, matchCentreRoutes.seasonTable, async (params) => {
    const table = await history.seasonTable(params.league, params.season);
    if (!table) throw new ApiError('league: no such league or season');
    return table;
  });

  return {
    recorder,
    history,
    stop: () => recorder.stop(),
  };
}
