import { z } from 'zod';
import { API_PATHS, type SystemConfig } from '../api.ts';
import { defineRoute, GET_POST, returns } from '../route-definition.ts';

/** System settings: entries of the route table (handlers in server/routes/system-routes.ts). */
export const systemRoutes = {
  systemConfig: defineRoute({
    path: API_PATHS.systemConfig,
    methods: GET_POST,
    login: false,
    params: z.object({}),
    result: returns<SystemConfig>(),
  }),
};
