import type { FastifyInstance } from 'fastify';
import { SMS_COOLDOWN_S, SMS_PURPOSE } from '../../contracts/account.ts';
import { checkAnchorApplication, checkExpertApplication } from '../../contracts/account-rules.ts';
import { clientAddress, type AccountContext } from '../accounts/account-context.ts';
import { consumeSmsCode, reserveSms, sendSmsCode } from '../accounts/sms-codes.ts';
import { findUserByInvite } from '../accounts/user-repository.ts';
import { applicationState, submitApplication, type ApplicationState } from '../applications/applications.ts';
import { apiRoute } from '../http/api-route.ts';
import { applicationRoutes } from '../../contracts/routes/application.ts';
import { assertRule, requestLang, userError } from '../http/messages.ts';

async function callerMobile(ctx: AccountContext, userId: number): Promise<string> {
  const user = await ctx.db.selectFrom('users').select('mobile').where('id', '=', userId).executeTakeFirstOrThrow();
  return user.mobile;
}

/**
 * Apply for anchor (`/member?type=7`) and for expert, the code for the anchor form, and the
 * status of one's latest application. Every rule is the shared one in contracts/account-rules.ts.
 */
export function registerApplicationRoutes(app: FastifyInstance, ctx: AccountContext): void {
  apiRoute(app, applicationRoutes.sendApplyCode, async (_p, request) => {
    const userId = await ctx.auth.requireUser(request);
    const mobile = await callerMobile(ctx, userId);
    const refused = await reserveSms(ctx, mobile, clientAddress(request));
    if (refused) throw userError(request, refused.key, refused.vars);
    await sendSmsCode(ctx, requestLang(request), mobile, SMS_PURPOSE.other);
    return { cooldown: SMS_COOLDOWN_S };
  });

  apiRoute(app, applicationRoutes.applyAnchor, async (p, request) => {
    const userId = await ctx.auth.requireUser(request);
    assertRule(request, checkAnchorApplication(p));
    if (p.inviter && (await findUserByInvite(ctx.db, p.inviter)) === null) {
      throw userError(request, 'validation:invite.invalid');
    }
    // Role and pending checks come before the code is spent, so a refused form keeps its code.
    const user = await ctx.db
      .selectFrom('users')
      .select(['mobile', 'is_anchor'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    if (user.is_anchor) throw userError(request, 'validation:application.alreadyAnchor');
    const state = await applicationState(ctx.db, userId, 'anchor');
    if (state.status === 'pending') throw userError(request, 'validation:application.pending');
    const mobile = user.mobile;
    if (!(await consumeSmsCode(ctx, mobile, SMS_PURPOSE.other, p.code ?? ''))) {
      throw userError(request, 'validation:smsCode.wrong');
    }
    const form = {
      real_name: p.real_name?.trim(),
      id_number: p.id_number?.toUpperCase(),
      contact_type: p.contact_type,
      contact: p.contact,
      inviter: p.inviter ?? '',
      experience: p.experience,
    };
    const result = await submitApplication(ctx.db, userId, 'anchor', form, ctx.nowS());
    if ('refused' in result) throw userError(request, result.refused);
    return { id: result.id, status: 'pending' as const };
  });

  apiRoute(app, applicationRoutes.applyExpert, async (p, request) => {
    const userId = await ctx.auth.requireUser(request);
    assertRule(request, checkExpertApplication(p));
    const form = { real_name: p.real_name?.trim(), wechat: p.wechat, experience: p.experience, analyst_code: true };
    const result = await submitApplication(ctx.db, userId, 'expert', form, ctx.nowS());
    if ('refused' in result) throw userError(request, result.refused);
    return { id: result.id, status: 'pending' as const };
  });

  apiRoute(app, applicationRoutes.applicationStatus, async (p, request): Promise<ApplicationState> => {
    const userId = await ctx.auth.requireUser(request);
    return applicationState(ctx.db, userId, p.kind);
  });
}
