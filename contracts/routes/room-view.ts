import { z } from 'zod';
import { ROOM_PATHS, type LiveCategory, type Page, type RoomCard, type RoomInfo } from '../room.ts';
import { idParam, matchIdParam, pageParams, textParam } from './room-params.ts';
import { defineRoute, GET_POST, returns } from '../route-definition.ts';

/** Room pages and lists, sharing and reports: entries of the route table (handlers in server/routes/room-view-routes.ts). */
export const roomViewRoutes = {
  roomInfo: defineRoute({
    path: ROOM_PATHS.roomInfo,
    methods: GET_POST,
    login: false,
    params: z.object({ room_id: idParam.optional(), anchor_id: idParam.optional() }),
    result: returns<RoomInfo>(),
  }),
  liveList: defineRoute({
    path: ROOM_PATHS.liveList,
    methods: GET_POST,
    login: false,
    params: z.object({
      type: z.coerce.number<number | string>().int().min(0).max(3).default(0),
      category_id: idParam.optional(),
      /** Ours: only the rooms bound to this match (a match's "watch" links). */
      match_id: matchIdParam.optional(),
      ...pageParams,
    }),
    result: returns<Page<RoomCard>>(),
  }),
  roomList: defineRoute({
    path: ROOM_PATHS.roomList,
    methods: GET_POST,
    login: false,
    params: z.object({
      room_id: idParam.optional(),
      limit: z.coerce.number<number | string>().int().min(1).max(50).default(8),
    }),
    result: returns<RoomCard[]>(),
  }),
  categories: defineRoute({
    path: ROOM_PATHS.categories,
    methods: GET_POST,
    login: false,
    params: z.object({}),
    result: returns<LiveCategory[]>(),
  }),
  placard: defineRoute({
    path: ROOM_PATHS.placard,
    methods: GET_POST,
    login: false,
    params: z.object({ room_id: idParam }),
    result: returns<{ announcement: string }>(),
  }),
  share: defineRoute({
    path: ROOM_PATHS.share,
    methods: GET_POST,
    login: false,
    params: z.object({ room_id: idParam }),
    result: returns<{ url: string }>(),
  }),
  report: defineRoute({
    path: ROOM_PATHS.report,
    methods: GET_POST,
    login: true,
    params: z.object({ room_id: idParam, reason: z.string().max(32), text: textParam(4000) }),
    result: returns<null>(),
  }),
};
