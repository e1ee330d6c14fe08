import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type BackpackItem,
  type Contribution,
  type EnvelopeMade,
  type Gift,
  type GiftResult,
  type GuardBought,
  type GuardList,
  type Horn,
  type HornSent,
  type NobleBought,
  type NobleList,
  type RankRow,
  type OpenEnvelope,
  type RedEnvelope,
} from '../../contracts/room-economy.ts';
import { contributionList, ranking } from '../economy/contributions.ts';
import { EconomyError } from '../economy/economy-error.ts';
import { listBackpack, listGifts, sendGift } from '../economy/gifts.ts';
import { buyGuard, buyNoble, guardList, nobleList } from '../economy/guards.ts';
import { hornList, hornPage, sendHorn } from '../economy/horns.ts';
import {
  createEnvelope,
  envelopeInfo,
  openEnvelopes,
  receiveEnvelope,
  refundEnvelope,
  sweepEnvelopes,
} from '../economy/red-envelopes.ts';
import { apiRoute } from '../http/api-route.ts';
import { economyRoutes } from '../../contracts/routes/economy.ts';
import { userError } from '../http/messages.ts';
import type { RoomContext } from '../rooms/room-context.ts';
import { balanceOf, IdempotencyConflict, InsufficientFunds } from '../wallet/ledger.ts';

/** Expired red envelopes are refunded this often (and whenever one is read). */
const ENVELOPE_SWEEP_MS = 60_000;

/** Runs a money call, wording its refusals from the `economy` section of rooms.json. */
async function economyCall<T>(request: FastifyRequest, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof EconomyError) {
      throw userError(
        request,
        error.key === 'noRoom' ? 'rooms:common.noRoom' : `rooms:economy.${error.key}`,
        error.vars,
      );
    }
    if (error instanceof InsufficientFunds) throw userError(request, 'rooms:economy.insufficient');
    if (error instanceof IdempotencyConflict) throw userError(request, 'rooms:economy.idReused');
    throw error;
  }
}

/** Gifts, contribution lists and rankings, guards, nobles, the horn and red envelopes. */
export function registerEconomyRoutes(app: FastifyInstance, ctx: RoomContext): void {
  const db = ctx.accounts.db;
  const auth = ctx.accounts.auth;

  const sweep = setInterval(() => {
    sweepEnvelopes(ctx).catch((error: unknown) => app.log.error(error));
  }, ENVELOPE_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  apiRoute(app, economyRoutes.giftList, (): Promise<Gift[]> => listGifts(db));

  apiRoute(app, economyRoutes.backpack, async (_p, request): Promise<BackpackItem[]> =>
    listBackpack(db, await auth.requireUser(request)),
  );

  apiRoute(app, economyRoutes.handselGift, async (p, request): Promise<GiftResult> => {
    const userId = await auth.requireUser(request);
    return economyCall(request, () =>
      sendGift(ctx, {
        userId,
        roomId: p.room_id,
        giftId: p.gift_id,
        count: p.count,
        source: p.source,
        clientId: p.client_id,
      }),
    );
  });

  apiRoute(app, economyRoutes.contributionList, (p): Promise<Contribution[]> =>
    contributionList(db, p.room_id, p.period, ctx.accounts.nowS()),
  );

  apiRoute(app, economyRoutes.ranking, (p): Promise<RankRow[]> => ranking(db, p.kind, p.period, ctx.accounts.nowS()));

  apiRoute(app, economyRoutes.guardList, (p): Promise<GuardList> =>
    guardList(db, p.room_id ?? null, ctx.accounts.nowS()),
  );

  apiRoute(app, economyRoutes.guardBuy, async (p, request): Promise<GuardBought> => {
    const userId = await auth.requireUser(request);
    return economyCall(request, () =>
      buyGuard(ctx, { userId, roomId: p.room_id, tierId: p.guard_id, months: p.months, clientId: p.client_id }),
    );
  });

  apiRoute(app, economyRoutes.nobleList, async (_p, request): Promise<NobleList> =>
    nobleList(db, await auth.optionalUser(request), ctx.accounts.nowS()),
  );

  apiRoute(app, economyRoutes.nobleBuy, async (p, request): Promise<NobleBought> => {
    const userId = await auth.requireUser(request);
    return economyCall(request, () =>
      buyNoble(ctx, { userId, tierId: p.noble_id, months: p.months, clientId: p.client_id }),
    );
  });

  apiRoute(app, economyRoutes.sendHorn, async (p, request): Promise<HornSent> => {
    const userId = await auth.requireUser(request);
    const sent = await economyCall(request, () =>
      sendHorn(ctx, { userId, roomId: p.room_id, text: p.text, clientId: p.client_id }, ctx.bannedWords),
    );
    const mine = (await nobleList(db, userId, ctx.accounts.nowS())).mine;
    return { ...sent.horn, balance: sent.balance, horns_left: mine?.horns_left ?? 0, free: sent.free };
  });

  apiRoute(app, economyRoutes.hornList, async (p, request): Promise<Horn[]> => {
    if (p.scope === 'room') return hornList(db);
    const userId = p.scope === 'mine' ? await ctx.accounts.auth.requireUser(request) : null;
    return hornPage(db, { userId, page: p.page, limit: p.limit });
  });

  apiRoute(app, economyRoutes.envelopeCreate, async (p, request): Promise<EnvelopeMade> => {
    const userId = await auth.requireUser(request);
    const envelope = await economyCall(request, () =>
      createEnvelope(ctx, { userId, roomId: p.room_id, total: p.total, count: p.count, clientId: p.client_id }),
    );
    return { ...envelope, balance: await balanceOf(db, userId, 'diamond') };
  });

  apiRoute(app, economyRoutes.envelopeInfo, async (p, request): Promise<RedEnvelope> => {
    const viewer = await auth.optionalUser(request);
    await refundEnvelope(ctx, p.id);
    const envelope = await envelopeInfo(db, p.id, viewer);
    if (!envelope) throw userError(request, 'rooms:economy.envelopeNotFound');
    return envelope;
  });

  apiRoute(app, economyRoutes.envelopeReceive, async (p, request): Promise<{ amount: number; balance: number }> => {
    const userId = await auth.requireUser(request);
    return economyCall(request, () => receiveEnvelope(ctx, userId, p.id));
  });

  apiRoute(app, economyRoutes.envelopeOpenList, async (p, request): Promise<OpenEnvelope[]> =>
    openEnvelopes(db, p.room_id, await auth.optionalUser(request), ctx.accounts.nowS()),
  );
}
