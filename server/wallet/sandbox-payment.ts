import type { PayOrderView, SandboxOrder } from '../../contracts/wallet.ts';
import { sign, verifySignature } from '../accounts/secrets.ts';
import { apiRoute } from '../http/api-route.ts';
import { sandboxPaymentRoutes } from '../../contracts/routes/sandbox-payment.ts';
import { userError } from '../http/messages.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { findOrder, findOwnOrder, settleOrder, type PaymentOutcome } from './recharge.ts';

/**
 * The development stand-in for a provider: our own page (`/pay/sandbox`) pays or cancels the
 * order by posting the notification a provider would sign. It hands the payer that signature,
 * which is why it never exists in production (see `config.ts`).
 */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    channels: [
      { id: 'sandbox-alipay', name: 'Alipay (sandbox)' },
      { id: 'sandbox-wechat', name: 'WeChat Pay (sandbox)' },
    ],
    checkoutUrl: (order) => `/pay/sandbox?order=${encodeURIComponent(order.order_no)}`,
    registerRoutes(app, ctx) {
      apiRoute(app, sandboxPaymentRoutes.sandboxOrder, async (p, request): Promise<SandboxOrder> => {
        const userId = await ctx.auth.requireUser(request);
        const order = await findOwnOrder(ctx.db, userId, p.order_no);
        if (!order) throw userError(request, 'validation:request.notFound');
        return {
          order,
          sign: { paid: signNotify(ctx.secret, order, 'paid'), closed: signNotify(ctx.secret, order, 'closed') },
        };
      });

      apiRoute(app, sandboxPaymentRoutes.sandboxNotify, async (p, request) => {
        const order = await findOrder(ctx.db, p.order_no);
        if (!order) throw userError(request, 'validation:request.notFound');
        if (!verifySignature(ctx.secret, notifyText(order, p.status), p.sign)) {
          throw userError(request, 'validation:payment.badSign');
        }
        const result = await settleOrder(ctx.db, { orderNo: p.order_no, status: p.status, nowS: ctx.nowS() });
        if (result === 'ok') return { success: true };
        if (result === 'notFound') throw userError(request, 'validation:request.notFound');
        throw userError(request, 'validation:payment.closed');
      });
    },
  };
}

/** What the sandbox signs: the order's fields and the outcome. */
function notifyText(order: Pick<PayOrderView, 'order_no' | 'amount_fen' | 'diamonds'>, status: PaymentOutcome) {
  return `${order.order_no}|${order.amount_fen}|${order.diamonds}|${status}`;
}

function signNotify(secret: Buffer, order: PayOrderView, status: PaymentOutcome): string {
  return sign(secret, notifyText(order, status));
}
