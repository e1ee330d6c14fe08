import type { FastifyInstance } from 'fastify';
import { type HotTeam } from '../../contracts/api.ts';
import { type Channel } from '../../contracts/live-protocol.ts';
import type { LiveMatch, Sport } from '../../contracts/match.ts';
import { apiRoute } from '../http/api-route.ts';
import { liveRoutes } from '../../contracts/routes/live.ts';
import { ApiError } from '../http/envelope.ts';
import type { LiveMirror } from '../live/live-mirror.ts';

const HOT_LIST_SIZE = 10;
const SPORT_BY_TYPE: Record<number, Sport | undefined> = { 1: 'football', 2: 'basketball', 3: 'esports' };

/** Live first, then upcoming by kick-off, then the latest finished. */
function byInterest(a: LiveMatch, b: LiveMatch): number {
  const rank = (m: LiveMatch) =>
    m.status === 'live' || m.status === 'halftime' ? 0 : m.status === 'notstarted' ? 1 : 2;
  const d = rank(a) - rank(b);
  if (d !== 0) return d;
  return rank(a) === 2 ? b.match_time - a.match_time : a.match_time - b.match_time;
}

export function registerLiveRoutes(
  app: FastifyInstance,
  mirror: LiveMirror,
  leagueTier: (leagueId: number) => number,
): void {
  const hotMatches = () =>
    mirror
      .matches()
      .filter((m) => m.status !== 'finished' && m.status !== 'cancelled' && leagueTier(m.league_id) === 1)
      .sort(byInterest)
      .slice(0, HOT_LIST_SIZE);

  apiRoute(app, liveRoutes.liveSnapshot, ({ channel }) => {
    const snapshot = mirror.snapshot(channel as Channel);
    if (!snapshot) throw new ApiError('Live data is starting, try again');
    return snapshot;
  });

  apiRoute(app, liveRoutes.hotRecommend, () => hotMatches());

  apiRoute(app, liveRoutes.hotInitialList, () => ({ hot_match: hotMatches() }));

  apiRoute(app, liveRoutes.hotAllMatch, ({ type, sport }) => {
    const wanted = sport ?? (type ? SPORT_BY_TYPE[type] : undefined);
    return mirror
      .matches()
      .filter((m) => !wanted || m.sport === wanted)
      .sort(byInterest);
  });

  apiRoute(app, liveRoutes.hotMsgGetSimple, ({ match_id }) => {
    const match = mirror.matches().find((m) => m.id === match_id);
    if (!match) throw new ApiError('match_id: no such match today');
    return match;
  });

  apiRoute(app, liveRoutes.getHot, () => {
    const teams = new Map<number, HotTeam>();
    for (const m of hotMatches().concat(mirror.matches().sort(byInterest))) {
      for (const side of ['home', 'away'] as const) {
        if (teams.size >= HOT_LIST_SIZE) break;
        const id = side === 'home' ? m.home_team_id : m.away_team_id;
        teams.set(id, {
          id,
          short_name_zh: m[`${side}_team_name_zh`],
          short_name_en: m[`${side}_team_name_en`],
          short_name_vi: m[`${side}_team_name_vi`],
        });
      }
      if (teams.size >= HOT_LIST_SIZE) break;
    }
    return [...teams.values()];
  });
}
