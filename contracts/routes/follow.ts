import { z } from 'zod';
import { ROOM_PATHS, type MyReservations, type RoomCard } from '../room.ts';
import { idParam, matchIdParam } from './room-params.ts';
import { defineRoute, GET_POST, returns } from '../route-definition.ts';

/** Following rooms and reserving matches and broadcasts: entries of the route table (handlers in server/routes/follow-routes.ts). */
export const followRoutes = {
  attention: defineRoute({
    path: ROOM_PATHS.attention,
    methods: GET_POST,
    login: true,
    params: z.object({ anchor_id: idParam }),
    result: returns<{ is_follow: boolean; followers: number }>(),
  }),
  attentionList: defineRoute({
    path: ROOM_PATHS.attentionList,
    methods: GET_POST,
    login: true,
    params: z.object({}),
    result: returns<RoomCard[]>(),
  }),
  reserveMatch: defineRoute({
    path: ROOM_PATHS.reserveMatch,
    methods: GET_POST,
    login: true,
    params: z.object({ match_id: matchIdParam }),
    result: returns<{ reserved: boolean }>(),
  }),
  reserveBroadcast: defineRoute({
    path: ROOM_PATHS.reserveBroadcast,
    methods: GET_POST,
    login: true,
    params: z.object({ reserve_id: idParam }),
    result: returns<{ reserved: boolean }>(),
  }),
  myReservations: defineRoute({
    path: ROOM_PATHS.myReservations,
    methods: GET_POST,
    login: true,
    params: z.object({}),
    result: returns<MyReservations>(),
  }),
};
