import { z } from 'zod';
import { type ApplicationState, REWARD_PATHS } from '../account.ts';
import { defineRoute, GET_POST, POST, returns } from '../route-definition.ts';

const text = (max: number) => z.string().max(max).optional();

/** Applying to be an anchor or an expert: entries of the route table (handlers in server/routes/application-routes.ts). */
export const applicationRoutes = {
  sendApplyCode: defineRoute({
    path: REWARD_PATHS.sendApplyCode,
    methods: POST,
    login: true,
    params: z.object({}),
    result: returns<{ cooldown: number }>(),
  }),
  applyAnchor: defineRoute({
    path: REWARD_PATHS.applyAnchor,
    methods: POST,
    login: true,
    params: z.object({
      real_name: text(64),
      id_number: text(32),
      contact_type: text(16),
      contact: text(64),
      code: text(16),
      inviter: text(32),
      experience: text(4000),
    }),
    result: returns<{ id: number; status: 'pending' }>(),
  }),
  applyExpert: defineRoute({
    path: REWARD_PATHS.applyExpert,
    methods: POST,
    login: true,
    params: z.object({
      real_name: text(64),
      wechat: text(64),
      experience: text(4000),
      analyst_code: z.union([z.boolean(), z.string().max(8)]).optional(),
    }),
    result: returns<{ id: number; status: 'pending' }>(),
  }),
  applicationStatus: defineRoute({
    path: REWARD_PATHS.applicationStatus,
    methods: GET_POST,
    login: true,
    params: z.object({ kind: z.enum(['anchor', 'expert', 'channel']).default('anchor') }),
    result: returns<ApplicationState>(),
  }),
};
