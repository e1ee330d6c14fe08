import { z } from 'zod';
import { ROOM_PATHS, type Barrage } from '../room.ts';
import { idParam, textParam } from './room-params.ts';
import { defineRoute, GET_POST, returns } from '../route-definition.ts';

/** A room's chat (barrage): entries of the route table (handlers in server/routes/barrage-routes.ts). */
export const barrageRoutes = {
  barrageList: defineRoute({
    path: ROOM_PATHS.barrageList,
    methods: GET_POST,
    login: false,
    params: z.object({ room_id: idParam }),
    result: returns<Barrage[]>(),
  }),
  barrageSend: defineRoute({
    path: ROOM_PATHS.barrageSend,
    methods: GET_POST,
    login: true,
    params: z.object({ room_id: idParam, text: textParam(10_000) }),
    result: returns<Barrage>(),
  }),
};
