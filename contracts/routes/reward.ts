import { z } from 'zod';
import { REWARD_PATHS, type DailyTask, type SignResult, type SignTaskList } from '../account.ts';
import { defineRoute, GET_POST, POST, returns } from '../route-definition.ts';

/** Check-ins and daily tasks: entries of the route table (handlers in server/routes/reward-routes.ts). */
export const rewardRoutes = {
  signTaskList: defineRoute({
    path: REWARD_PATHS.signTaskList,
    methods: GET_POST,
    login: false,
    params: z.object({}),
    result: returns<SignTaskList>(),
  }),
  userTaskList: defineRoute({
    path: REWARD_PATHS.userTaskList,
    methods: GET_POST,
    login: false,
    params: z.object({}),
    result: returns<DailyTask[]>(),
  }),
  sign: defineRoute({
    path: REWARD_PATHS.sign,
    methods: POST,
    login: true,
    params: z.object({}),
    result: returns<SignResult>(),
  }),
  taskShare: defineRoute({
    path: REWARD_PATHS.taskShare,
    methods: POST,
    login: true,
    params: z.object({}),
    result: returns<DailyTask[]>(),
  }),
};
