import { z } from 'zod';
import { ROOM_PATHS, type RoomUser, type UserRoomStatus } from '../room.ts';
import { flagParam, idParam } from './room-params.ts';
import { defineRoute, GET_POST, returns } from '../route-definition.ts';

const target = z.object({ room_id: idParam, user_id: idParam });

/** Room moderation: mutes, managers, kicks: entries of the route table (handlers in server/routes/moderation-routes.ts). */
export const moderationRoutes = {
  setTaboo: defineRoute({
    path: ROOM_PATHS.setTaboo,
    methods: GET_POST,
    login: true,
    params: target.extend({ minutes: z.coerce.number<number | string>().int().min(0).optional() }),
    result: returns<null>(),
  }),
  relieveTaboo: defineRoute({
    path: ROOM_PATHS.relieveTaboo,
    methods: GET_POST,
    login: true,
    params: target,
    result: returns<null>(),
  }),
  tabooList: defineRoute({
    path: ROOM_PATHS.tabooList,
    methods: GET_POST,
    login: true,
    params: z.object({ room_id: idParam }),
    result: returns<{ list: RoomUser[] }>(),
  }),
  manageList: defineRoute({
    path: ROOM_PATHS.manageList,
    methods: GET_POST,
    login: false,
    params: z.object({ room_id: idParam }),
    result: returns<RoomUser[]>(),
  }),
  assistantList: defineRoute({
    path: ROOM_PATHS.assistantList,
    methods: GET_POST,
    login: false,
    params: z.object({ room_id: idParam }),
    result: returns<RoomUser[]>(),
  }),
  setAdministrations: defineRoute({
    path: ROOM_PATHS.setAdministrations,
    methods: GET_POST,
    login: true,
    params: target,
    result: returns<null>(),
  }),
  delManage: defineRoute({
    path: ROOM_PATHS.delManage,
    methods: GET_POST,
    login: true,
    params: target,
    result: returns<null>(),
  }),
  kickout: defineRoute({
    path: ROOM_PATHS.kickout,
    methods: GET_POST,
    login: true,
    params: target.extend({ cancel: flagParam }),
    result: returns<null>(),
  }),
  kickoutList: defineRoute({
    path: ROOM_PATHS.kickoutList,
    methods: GET_POST,
    login: false,
    params: z.object({ room_id: idParam.optional() }),
    result: returns<{ rooms: number[] } | RoomUser[]>(),
  }),
  userStatus: defineRoute({
    path: ROOM_PATHS.userStatus,
    methods: GET_POST,
    login: false,
    params: target,
    result: returns<UserRoomStatus>(),
  }),
};
