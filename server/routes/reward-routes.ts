import type { FastifyInstance } from 'fastify';
import { type DailyTask, type SignResult, type SignTaskList } from '../../contracts/account.ts';
import type { AccountContext } from '../accounts/account-context.ts';
import { apiRoute } from '../http/api-route.ts';
import { rewardRoutes } from '../../contracts/routes/reward.ts';
import { requestLang, userError } from '../http/messages.ts';
import { loadSignWeek, signToday } from '../rewards/checkin.ts';
import { loadDailyTasks } from '../rewards/daily-tasks.ts';
import { recordTaskEvent } from '../rewards/task-events.ts';

/** Daily check-in and daily tasks. Visitors see the week and the tasks, all undone. */
export function registerRewardRoutes(app: FastifyInstance, ctx: AccountContext): void {
  apiRoute(app, rewardRoutes.signTaskList, async (_p, request): Promise<SignTaskList> => {
    const userId = await ctx.auth.optionalUser(request);
    const nowS = ctx.nowS();
    const list = await loadSignWeek(ctx.db, userId, nowS);
    return {
      list,
      today: await loadDailyTasks(ctx.db, userId, nowS, requestLang(request)),
      is_sign: list.find((d) => d.today)?.is_sign ?? 0,
    };
  });

  apiRoute(app, rewardRoutes.userTaskList, async (_p, request): Promise<DailyTask[]> => {
    const userId = await ctx.auth.optionalUser(request);
    return loadDailyTasks(ctx.db, userId, ctx.nowS(), requestLang(request));
  });

  apiRoute(app, rewardRoutes.sign, async (_p, request): Promise<SignResult> => {
    const userId = await ctx.auth.requireUser(request);
    const outcome = await signToday(ctx.db, userId, ctx.nowS());
    if (!outcome.signed) throw userError(request, 'validation:checkin.already');
    return { lz_num: outcome.lz_num, balance: outcome.balance };
  });

  apiRoute(app, rewardRoutes.taskShare, async (_p, request): Promise<DailyTask[]> => {
    const userId = await ctx.auth.requireUser(request);
    const nowS = ctx.nowS();
    await recordTaskEvent(ctx.db, userId, 'share', nowS);
    return loadDailyTasks(ctx.db, userId, nowS, requestLang(request));
  });
}
