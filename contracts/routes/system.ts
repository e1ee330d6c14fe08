import { z } from 'zod';
import { API_PATHS, type SystemConfig } from '../api.ts';
import { defineRoute, GET_POST, returns } from '../route-definition.ts';

export const systemRoutes = {
  systemConfig: defineRoute({
    path: API_PATHS.systemConfig,
    methods: GET_POST,
    login: false,
    params: z.object({}),
    result: returns<SystemConfig>(),
  }),
};
