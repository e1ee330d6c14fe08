import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Sport } from '../../contracts/match.ts';
import { loadFeedCatalogue } from '../catalogue/feed-catalogue.ts';
import type { DB } from '../db/schema.ts';
import { FALLBACK_ESPORTS_LEAGUE } from '../feed/simulator/esports-teams.ts';
import { apiRoute } from '../http/api-route.ts';
import { scheduleRoutes } from '../../contracts/routes/schedule.ts';
import { ApiError } from '../http/envelope.ts';
import type { LiveMirror } from '../live/live-mirror.ts';
import { composeSchedule } from '../schedule/compose-schedule.ts';
import { createPlannedSchedule, type PlannedSchedule } from '../schedule/planned-schedule.ts';
import { SCHEDULE_REACH_DAYS, resolveRange, withinReach } from '../schedule/schedule-params.ts';
import { type ScheduleList } from '../../contracts/schedule.ts';

export interface ScheduleRouteDeps {
  db: Kysely<DB>;
  mirror: Pick<LiveMirror, 'matches'>;
  /** FEED_SPEED: at 1 the plan's days are real days; otherwise see `composeSchedule`. */
  speed: number;
  /** Wall clock (default `Date.now`). */
  now?: () => number;
}

const SPORT_BY_TYPE: Record<number, Sport | undefined> = { 1: 'football', 2: 'basketball', 3: 'esports' };

interface PlanSource {
  planned: PlannedSchedule;
  tierOf: (leagueId: number) => number;
}

/**
 * `schedule/list` (GET or POST): the matches of one day grouped by league, kick-off in UTC unix
 * seconds. Parameters: `type` (0 all, 1 football, 2 basketball, 3 e-sports) and either `date`
 * (`YYYY-MM-DD`) with `tz` (IANA zone, default UTC) for the viewer's calendar day, or a UTC range
 * `from`/`to` (unix seconds, `to` exclusive, at most 48 h). Within 31 days of today either way.
 */
export function registerScheduleRoutes(app: FastifyInstance, deps: ScheduleRouteDeps): void {
  const now = deps.now ?? Date.now;
  let source: Promise<PlanSource> | null = null;
  // The catalogue is read once, on the first call (the import has run by then).
  const planSource = (): Promise<PlanSource> => {
    if (source === null) {
      source = loadFeedCatalogue(deps.db).then((catalogue) => {
        const tiers = new Map([FALLBACK_ESPORTS_LEAGUE, ...catalogue.leagues].map((l) => [l.id, l.tier]));
        return { planned: createPlannedSchedule({ catalogue }), tierOf: (id: number) => tiers.get(id) ?? 9 };
      });
      // A failed read is retried by the next call.
      source.catch(() => (source = null));
    }
    return source;
  };

  apiRoute(app, scheduleRoutes.list, async (params): Promise<ScheduleList> => {
    const nowMs = now();
    const range = resolveRange(params);
    if (!withinReach(range, nowMs)) {
      throw new ApiError(
        `${params.date !== undefined ? 'date' : 'from'}: more than ${SCHEDULE_REACH_DAYS} days from today`,
      );
    }
    const { planned, tierOf } = await planSource();
    const leagues = composeSchedule({
      planned: planned.between(range.start, range.end, nowMs),
      live: deps.mirror.matches(),
      speed: deps.speed,
      range,
      sport: SPORT_BY_TYPE[params.type],
      tierOf,
    });
    return {
      from: Math.floor(range.start / 1000),
      to: Math.floor(range.end / 1000),
      date: params.date ?? null,
      tz: params.date !== undefined ? (params.tz ?? 'UTC') : null,
      type: params.type,
      now: Math.floor(nowMs / 1000),
      leagues,
    };
  });
}
