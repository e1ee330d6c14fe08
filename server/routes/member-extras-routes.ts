import type { FastifyInstance } from 'fastify';
import { checkChannelApplication } from '../../contracts/channel-rules.ts';
import type { ActivityLink, CustomerService } from '../../contracts/member-extras.ts';
import { memberExtrasRoutes } from '../../contracts/routes/member-extras.ts';
import { submitApplication } from '../applications/applications.ts';
import { apiRoute } from '../http/api-route.ts';
import { assertRule, userError } from '../http/messages.ts';
import { anchorExperience } from '../member-extras/anchor-experience.ts';
import { distribution } from '../member-extras/invite-rewards.ts';
import { collectedMatches, collectMatch, NoSuchMatch } from '../member-extras/match-collections.ts';
import { markPushRead, pushPage, unreadPush } from '../member-extras/push-notices.ts';
import { watchHistory } from '../member-extras/watch-history.ts';
import type { RoomContext } from '../rooms/room-context.ts';

/**
 * The member centre's extras: collections, watch history, anchor experience, push notices, the
 * distribution centre, the channel application, the activity page and customer service.
 */
export function registerMemberExtrasRoutes(
  app: FastifyInstance,
  ctx: RoomContext,
  settings: { customerService: CustomerService; activity: ActivityLink },
): void {
  const { db, auth } = ctx.accounts;
  const nowS = () => ctx.accounts.nowS();

  apiRoute(app, memberExtrasRoutes.collect, async (p, request) => {
    const userId = await auth.requireUser(request);
    try {
      return await collectMatch(db, {
        userId,
        matchId: p.match_id,
        source: p.source,
        collect: p.collect,
        nowS: nowS(),
      });
    } catch (error) {
      if (error instanceof NoSuchMatch) throw userError(request, 'rooms:lists.noMatch');
      throw error;
    }
  });

  apiRoute(app, memberExtrasRoutes.collectList, async (p, request) =>
    collectedMatches(db, {
      userId: await auth.requireUser(request),
      page: p.page,
      limit: p.limit,
      only: p.match_id === undefined ? undefined : { matchId: p.match_id, source: p.source },
    }),
  );

  apiRoute(app, memberExtrasRoutes.watchlist, async (p, request) =>
    watchHistory(ctx, await auth.requireUser(request), p.page, p.limit),
  );

  apiRoute(app, memberExtrasRoutes.anchorExperience, async (p, request) =>
    anchorExperience(db, await auth.requireUser(request), p.page, p.limit, nowS()),
  );

  apiRoute(app, memberExtrasRoutes.pushList, async (p, request) =>
    pushPage(db, await auth.requireUser(request), p.page, p.limit),
  );

  apiRoute(app, memberExtrasRoutes.pushRead, async (p, request) => {
    const userId = await auth.requireUser(request);
    if (!(await markPushRead(db, userId, p.id, nowS()))) throw userError(request, 'validation:push.noNotice');
    return { unread: await unreadPush(db, userId) };
  });

  apiRoute(app, memberExtrasRoutes.distribution, async (p, request) =>
    distribution(db, await auth.requireUser(request), p.page, p.limit),
  );

  apiRoute(app, memberExtrasRoutes.applyChannel, async (p, request) => {
    const userId = await auth.requireUser(request);
    assertRule(request, checkChannelApplication(p));
    const form = {
      name: p.name?.trim(),
      channel_type: p.channel_type,
      contact_type: p.contact_type,
      contact: p.contact?.trim(),
      audience: p.audience === undefined || p.audience === '' ? null : Number(p.audience),
      url: p.url?.trim() ?? '',
      intro: p.intro?.trim(),
    };
    const result = await submitApplication(db, userId, 'channel', form, nowS());
    if ('refused' in result) throw userError(request, result.refused);
    return { id: result.id, status: 'pending' as const };
  });

  apiRoute(app, memberExtrasRoutes.activityUrl, () => settings.activity);

  apiRoute(app, memberExtrasRoutes.kefuInfo, () => settings.customerService);
}
