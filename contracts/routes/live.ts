import { z } from 'zod';
import { API_PATHS, type HotTeam } from '../api.ts';
import { isChannel, type ChannelSnapshot } from '../live-protocol.ts';
import type { LiveMatch } from '../match.ts';
import { defineRoute, GET, GET_POST, returns } from '../route-definition.ts';
import { matchIdParam } from './room-params.ts';

/** Seed `type`: 1 football, 2 basketball, 3 e-sports (0 or absent: all). */
const sportParam = z.object({
  type: z.coerce.number<number | string>().int().min(0).max(3).optional(),
  sport: z.enum(['football', 'basketball', 'esports']).optional(),
});

/** Live match lists and channel snapshots: entries of the route table (handlers in server/routes/live-routes.ts). */
export const liveRoutes = {
  liveSnapshot: defineRoute({
    path: API_PATHS.liveSnapshot,
    methods: GET,
    login: false,
    params: z.object({ channel: z.string().refine(isChannel, 'unknown channel') }),
    result: returns<ChannelSnapshot>(),
  }),
  hotRecommend: defineRoute({
    path: API_PATHS.hotRecommend,
    methods: GET_POST,
    login: false,
    params: z.object({}),
    result: returns<LiveMatch[]>(),
  }),
  hotInitialList: defineRoute({
    path: API_PATHS.hotInitialList,
    methods: GET_POST,
    login: false,
    params: z.object({}),
    result: returns<{ hot_match: LiveMatch[] }>(),
  }),
  hotAllMatch: defineRoute({
    path: API_PATHS.hotAllMatch,
    methods: GET_POST,
    login: false,
    params: sportParam,
    result: returns<LiveMatch[]>(),
  }),
  hotMsgGetSimple: defineRoute({
    path: API_PATHS.hotMsgGetSimple,
    methods: GET_POST,
    login: false,
    params: z.object({ match_id: matchIdParam }),
    result: returns<LiveMatch>(),
  }),
  getHot: defineRoute({
    path: API_PATHS.getHot,
    methods: GET_POST,
    login: false,
    params: z.object({}),
    result: returns<HotTeam[]>(),
  }),
};
