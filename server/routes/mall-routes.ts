import type { FastifyInstance } from 'fastify';
import { type Page } from '../../contracts/account.ts';
import type { AccountContext } from '../accounts/account-context.ts';
import { apiRoute } from '../http/api-route.ts';
import { mallRoutes } from '../../contracts/routes/mall.ts';
import { requestLang, userError } from '../http/messages.ts';
import {
  exchangeGoods,
  GoodsNotFound,
  listExchanges,
  listGoods,
  SoldOut,
  type ExchangeRecord,
  type ExchangeResult,
  type GoodsItem,
} from '../mall/exchange.ts';
import { IdempotencyConflict, InsufficientFunds } from '../wallet/ledger.ts';

const PAGE_SIZE = 20;

/** The exchange mall: the goods, an exchange for diamonds, and the caller's own records. */
export function registerMallRoutes(app: FastifyInstance, ctx: AccountContext): void {
  apiRoute(app, mallRoutes.goodsList, (_p, request): Promise<GoodsItem[]> => listGoods(ctx.db, requestLang(request)));

  apiRoute(app, mallRoutes.exchange, async (p, request): Promise<ExchangeResult> => {
    const userId = await ctx.auth.requireUser(request);
    const quantity = p.quantity ?? 1;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 99) {
      throw userError(request, 'validation:quantity.invalid');
    }
    try {
      return await exchangeGoods(ctx.db, {
        userId,
        goodsId: p.goods_id,
        quantity,
        clientId: p.client_id,
        nowS: ctx.nowS(),
      });
    } catch (error) {
      if (error instanceof InsufficientFunds) throw userError(request, 'validation:amount.insufficient');
      if (error instanceof SoldOut) throw userError(request, 'validation:goods.soldOut');
      if (error instanceof GoodsNotFound) throw userError(request, 'validation:goods.notFound');
      if (error instanceof IdempotencyConflict) throw userError(request, 'validation:request.idReused');
      throw error;
    }
  });

  apiRoute(app, mallRoutes.exchangeRecords, async (p, request): Promise<Page<ExchangeRecord>> => {
    const userId = await ctx.auth.requireUser(request);
    const { list, total } = await listExchanges(ctx.db, userId, requestLang(request), p.page, PAGE_SIZE);
    return { list, total, page: p.page, page_size: PAGE_SIZE };
  });
}
