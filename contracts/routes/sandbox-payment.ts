import { z } from 'zod';
import { WALLET_PATHS } from '../account.ts';
import type { SandboxOrder } from '../wallet.ts';
import { defineRoute, GET_POST, POST, returns } from '../route-definition.ts';

/** The development payment sandbox (not in production): entries of the route table (handlers in server/wallet/sandbox-payment.ts). */
export const sandboxPaymentRoutes = {
  sandboxOrder: defineRoute({
    path: WALLET_PATHS.sandboxOrder,
    methods: GET_POST,
    login: true,
    params: z.object({ order_no: z.string().max(64) }),
    result: returns<SandboxOrder>(),
  }),
  sandboxNotify: defineRoute({
    path: WALLET_PATHS.sandboxNotify,
    methods: POST,
    login: false,
    params: z.object({
      order_no: z.string().max(64),
      status: z.enum(['paid', 'closed']),
      sign: z.string().max(128),
    }),
    result: returns<{ success: boolean }>(),
  }),
};
