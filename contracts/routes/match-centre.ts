import { z } from 'zod';
import {
  type HeadToHead,
  type HistoricalMatchDetail,
  type LiveOddsDetail,
  type LiveTimeline,
  MATCH_CENTRE_PATHS,
  type SeasonTable,
} from '../match-centre.ts';
import { defineRoute, GET_POST, returns } from '../route-definition.ts';
import { idParam, matchIdParam } from './room-params.ts';

/** The longest head-to-head list one call returns. */
export const MAX_LIST = 30;

/** A match's detail, timeline, odds, head-to-head and table: entries of the route table (handlers in server/routes/match-centre-routes.ts). */
export const matchCentreRoutes = {
  detail: defineRoute({
    path: MATCH_CENTRE_PATHS.detail,
    methods: GET_POST,
    login: false,
    // An imported match: a row of its own.
    params: z.object({ id: idParam }),
    result: returns<HistoricalMatchDetail>(),
  }),
  timeline: defineRoute({
    path: MATCH_CENTRE_PATHS.timeline,
    methods: GET_POST,
    login: false,
    params: z.object({ id: matchIdParam }),
    result: returns<LiveTimeline>(),
  }),
  odds: defineRoute({
    path: MATCH_CENTRE_PATHS.odds,
    methods: GET_POST,
    login: false,
    params: z.object({ id: matchIdParam }),
    result: returns<LiveOddsDetail>(),
  }),
  h2h: defineRoute({
    path: MATCH_CENTRE_PATHS.h2h,
    methods: GET_POST,
    login: false,
    params: z.object({
      home_team_id: idParam,
      away_team_id: idParam,
      // An imported match left out of the history (the one the page shows).
      exclude: idParam.optional(),
      before: z.coerce.number<number | string>().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
      limit: z.coerce.number<number | string>().int().min(1).max(MAX_LIST).optional(),
    }),
    result: returns<HeadToHead>(),
  }),
  seasonTable: defineRoute({
    path: MATCH_CENTRE_PATHS.seasonTable,
    methods: GET_POST,
    login: false,
    params: z.object({
      league: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(32)),
      season: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(16)).optional(),
    }),
    result: returns<SeasonTable>(),
  }),
};
