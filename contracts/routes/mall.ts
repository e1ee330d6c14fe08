import { z } from 'zod';
import { REWARD_PATHS, type Page } from '../account.ts';
import type { ExchangeRecord, ExchangeResult, GoodsItem } from '../mall.ts';
import { defineRoute, GET_POST, POST, returns } from '../route-definition.ts';

/** The exchange mall: entries of the route table (handlers in server/routes/mall-routes.ts). */
export const mallRoutes = {
  goodsList: defineRoute({
    path: REWARD_PATHS.goodsList,
    methods: GET_POST,
    login: false,
    params: z.object({}),
    result: returns<GoodsItem[]>(),
  }),
  exchange: defineRoute({
    path: REWARD_PATHS.exchange,
    methods: POST,
    login: true,
    params: z.object({
      goods_id: z.coerce.number<number | string>().int().positive().max(2_000_000_000),
      quantity: z.coerce.number<number | string>().optional(),
      client_id: z
        .string()
        .min(8)
        .max(64)
        .regex(/^[\w-]+$/),
    }),
    result: returns<ExchangeResult>(),
  }),
  exchangeRecords: defineRoute({
    path: REWARD_PATHS.exchangeRecords,
    methods: GET_POST,
    login: true,
    params: z.object({ page: z.coerce.number<number | string>().int().min(1).max(10_000).default(1) }),
    result: returns<Page<ExchangeRecord>>(),
  }),
};
