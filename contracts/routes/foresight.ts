import { z } from 'zod';
import { FORESIGHT_PATHS, FORESIGHT_SPORTS, type ForesightDetail, type ForesightList } from '../foresight.ts';
import { defineRoute, GET_POST, returns } from '../route-definition.ts';
import { matchIdParam } from './room-params.ts';

/** Foresight: today's matches with their figures before kick-off (handlers in server/routes/foresight-routes.ts). */
export const foresightRoutes = {
  list: defineRoute({
    path: FORESIGHT_PATHS.list,
    methods: GET_POST,
    login: false,
    params: z.object({
      sport: z.enum(FORESIGHT_SPORTS, { message: 'sport: football or basketball' }).default('football'),
    }),
    result: returns<ForesightList>(),
  }),
  match: defineRoute({
    path: FORESIGHT_PATHS.match,
    methods: GET_POST,
    login: false,
    params: z.object({ id: matchIdParam }),
    result: returns<ForesightDetail>(),
  }),
};
