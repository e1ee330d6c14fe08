import { z } from 'zod';
import { LIVE_LIST_MAX } from '../room-rules.ts';
import {
  ROOM_PATHS,
  type Broadcast,
  type LiveList,
  type LiveUrl,
  type MobileStart,
  type MyRoom,
  type Page,
  type PlannedBroadcast,
  type RevenueDay,
} from '../room.ts';
import { flagParam, idParam, matchIdParam, pageParams, textParam } from './room-params.ts';
import { defineRoute, GET_POST, POST, returns } from '../route-definition.ts';

/** The most days of revenue one call returns. */
export const REVENUE_DAYS_MAX = 366;

/** A bound match: an id, or 0 / '' / null for none. */
const matchParam = z.union([matchIdParam, z.literal(0), z.literal(''), z.null()]);

/** A new bound match from a query string too: an id, or 0 / '' for none. */
const matchChange = z.union([
  z.literal(''),
  z.null(),
  z.coerce.number<number | string>().int().min(0).max(Number.MAX_SAFE_INTEGER),
]);

/** Changes of a room's live info, each optional (`live/updateLive`, `Live/mobileStartRoom`). */
const liveInfoChanges = {
  title: z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(400)).optional(),
  category_id: idParam.optional(),
  match_id: matchChange.optional(),
  cover: z.string().max(300).optional(),
};

/** Match ids as an array or a comma-separated list (forms, query strings). */
const matchIds = z
  .preprocess(
    (value) =>
      typeof value === 'string'
        ? value.split(',').filter((s) => s.trim() !== '')
        : typeof value === 'number'
          ? [value]
          : value,
    z.array(matchIdParam).max(LIVE_LIST_MAX, { message: `at most ${LIVE_LIST_MAX} matches` }),
  )
  .default([]);

/** The anchor centre: going live, titles, revenue, broadcasts and plans: entries of the route table (handlers in server/routes/streamer-routes.ts). */
export const streamerRoutes = {
  liveUrl: defineRoute({
    path: ROOM_PATHS.liveUrl,
    methods: GET_POST,
    login: true,
    params: z.object({ reset: flagParam }),
    result: returns<LiveUrl>(),
  }),
  startRoom: defineRoute({
    path: ROOM_PATHS.startRoom,
    methods: GET_POST,
    login: true,
    params: z.object({}),
    result: returns<MyRoom>(),
  }),
  endRoom: defineRoute({
    path: ROOM_PATHS.endRoom,
    methods: GET_POST,
    login: true,
    params: z.object({}),
    result: returns<null>(),
  }),
  setLiveInfo: defineRoute({
    path: ROOM_PATHS.setLiveInfo,
    methods: POST,
    login: false,
    params: z.object({
      title: textParam(400),
      category_id: idParam,
      match_id: matchParam.optional(),
      cover: z.string().max(300).optional(),
    }),
    result: returns<MyRoom>(),
  }),
  updateLive: defineRoute({
    path: ROOM_PATHS.updateLive,
    methods: GET_POST,
    login: true,
    params: z.object(liveInfoChanges),
    result: returns<MyRoom>(),
  }),
  mobileStartRoom: defineRoute({
    path: ROOM_PATHS.mobileStartRoom,
    methods: POST,
    login: true,
    params: z.object(liveInfoChanges),
    result: returns<MobileStart>(),
  }),
  setLiveList: defineRoute({
    path: ROOM_PATHS.setLiveList,
    methods: POST,
    login: true,
    params: z.object({ match_ids: matchIds }),
    result: returns<LiveList>(),
  }),
  setTitle: defineRoute({
    path: ROOM_PATHS.setTitle,
    methods: GET_POST,
    login: true,
    params: z.object({ title: textParam(400) }),
    result: returns<null>(),
  }),
  setPlacard: defineRoute({
    path: ROOM_PATHS.setPlacard,
    methods: GET_POST,
    login: true,
    params: z.object({ announcement: textParam(2000) }),
    result: returns<null>(),
  }),
  revenue: defineRoute({
    path: ROOM_PATHS.revenue,
    methods: GET_POST,
    login: true,
    params: z.object({ days: z.coerce.number<number | string>().int().min(1).max(REVENUE_DAYS_MAX).default(30) }),
    result: returns<RevenueDay[]>(),
  }),
  broadcastList: defineRoute({
    path: ROOM_PATHS.broadcastList,
    methods: GET_POST,
    login: true,
    params: z.object(pageParams),
    result: returns<Page<Broadcast>>(),
  }),
  playbackList: defineRoute({
    path: ROOM_PATHS.playbackList,
    methods: GET_POST,
    login: false,
    params: z.object({ room_id: idParam.optional(), anchor_id: idParam.optional(), ...pageParams }),
    result: returns<Page<Broadcast>>(),
  }),
  plannedList: defineRoute({
    path: ROOM_PATHS.plannedList,
    methods: GET_POST,
    login: false,
    params: z.object({ room_id: idParam }),
    result: returns<PlannedBroadcast[]>(),
  }),
  plan: defineRoute({
    path: ROOM_PATHS.plan,
    methods: POST,
    login: false,
    params: z.object({
      title: textParam(400),
      starts_at: z.coerce.number<number | string>().int().min(0).max(Number.MAX_SAFE_INTEGER),
      match_id: matchParam.optional(),
    }),
    result: returns<PlannedBroadcast>(),
  }),
  unplan: defineRoute({
    path: ROOM_PATHS.unplan,
    methods: GET_POST,
    login: false,
    params: z.object({ id: idParam }),
    result: returns<null>(),
  }),
};
