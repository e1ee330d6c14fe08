import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  SMS_PURPOSE,
  type CaptchaChallenge,
  type CaptchaPass,
  type LoginResult,
  type TouristAccount,
  type UserInfo,
} from '../../contracts/account.ts';
import { checkInvite, checkPassword, checkSmsCode, parseMobile } from '../../contracts/account-rules.ts';
import { clientAddress, type AccountContext } from '../accounts/account-context.ts';
import { notLoggedIn } from '../accounts/auth.ts';
import { clearSessionCookie, servedSecurely, setSessionCookie } from '../accounts/session-cookie.ts';
import { verifyPassword } from '../accounts/passwords.ts';
import { ACCOUNT_LIMITS } from '../accounts/rate-limit.ts';
import { attemptPassword, hashNewPassword } from '../accounts/password-attempts.ts';
import { GATE_SHARE } from '../accounts/password-gate.ts';
import { consumeSmsCode, reserveSms, sendSmsCode } from '../accounts/sms-codes.ts';
import { issueToken, revokeAllTokens, revokeToken, userIdForToken } from '../accounts/tokens.ts';
import { AVATARS, findUserByInvite, findUserByMobile, loadUserInfo } from '../accounts/user-repository.ts';
import { apiRoute } from '../http/api-route.ts';
import { registerUser } from '../member-extras/invite-rewards.ts';
import { isUniqueViolation } from '../wallet/ledger.ts';
import { authRoutes } from '../../contracts/routes/auth.ts';
import { assertRule, requestLang, translate, userError } from '../http/messages.ts';
import { randomBytes } from 'node:crypto';

function mobileOf(request: FastifyRequest, value: string | undefined): string {
  if (!value) throw userError(request, 'validation:repair.i1');
  const parsed = parseMobile(value);
  if (typeof parsed === 'string') throw userError(request, parsed);
  return `${parsed.countryCode}-${parsed.mobile}`;
}

async function requireCaptcha(ctx: AccountContext, request: FastifyRequest, pass: string | undefined): Promise<void> {
  if (!pass) throw userError(request, 'validation:captcha.required');
  if (!(await ctx.captcha.consume(pass))) throw userError(request, 'validation:captcha.failed');
}

/** Login, register, SMS codes, password reset, logout, user info, tourist chat account, captcha. */
export function registerAuthRoutes(app: FastifyInstance, ctx: AccountContext): void {
  apiRoute(app, authRoutes.captcha, async (_p, request): Promise<CaptchaChallenge> => {
    if (await ctx.limiter.hit(ACCOUNT_LIMITS.captchaAddress, clientAddress(request))) {
      throw userError(request, 'validation:login.throttled');
    }
    return ctx.captcha.create();
  });

  apiRoute(app, authRoutes.captchaVerify, async (p, request): Promise<CaptchaPass> => {
    const pass = await ctx.captcha.verify(p);
    if (!pass) throw userError(request, 'validation:captcha.failed');
    return { captcha_pass: pass };
  });

  apiRoute(app, authRoutes.getCode, async (p, request) => {
    const mobile = mobileOf(request, p.mobile);
    if (!ctx.sms.available) throw userError(request, 'validation:smsCode.unavailable');
    const refused = await reserveSms(ctx, mobile, clientAddress(request));
    if (refused) throw userError(request, refused.key, refused.vars);
    const lang = requestLang(request);
    // IMPORTANT: answered before the phone is even looked up, so a known and an unknown phone
    // cost the same and get the same answer; the lookup and the message happen afterwards.
    ctx.later(async () => {
      const registered = (await findUserByMobile(ctx.db, mobile)) !== undefined;
      if (p.type === SMS_PURPOSE.register && registered) {
        await ctx.sms.send(mobile, translate(lang, 'sms:registered'));
      } else if (p.type === SMS_PURPOSE.register || registered) {
        await sendSmsCode(ctx, lang, mobile, p.type);
      }
    });
    return { cooldown: 60 };
  });

  apiRoute(app, authRoutes.register, async (p, request, reply): Promise<LoginResult> => {
    const mobile = mobileOf(request, p.mobile);
    assertRule(request, checkSmsCode(p.code));
    assertRule(request, checkPassword(p.password));
    assertRule(request, checkInvite(p.invite));
    await requireCaptcha(ctx, request, p.captcha_pass);
    const invitedBy = p.invite ? await findUserByInvite(ctx.db, p.invite) : null;
    if (p.invite && invitedBy === null) throw userError(request, 'validation:invite.invalid');
    if (!(await consumeSmsCode(ctx, mobile, SMS_PURPOSE.register, p.code ?? ''))) {
      throw userError(request, 'validation:smsCode.wrong');
    }
    const address = { key: `address:${clientAddress(request)}`, max: GATE_SHARE.address };
    const passwordHash = await hashNewPassword(ctx, address, 'register', p.password ?? '');
    if (passwordHash === null) throw userError(request, 'validation:login.throttled');
    const nowS = ctx.nowS();
    let userId: number;
    try {
      // The inviter's reward is credited with the user, in one transaction (exactly once: see invite-rewards.ts).
      userId = await registerUser(ctx.db, { mobile, passwordHash, invitedBy, nowS });
    } catch (error) {
      // A second registration of the phone raced this one (unique mobile).
      if (isUniqueViolation(error)) throw userError(request, 'validation:login.registered');
      throw error;
    }
    const token = await issueToken(ctx.db, userId, p.device_type ?? 'pc', nowS);
    setSessionCookie(reply, token, servedSecurely(request, ctx.publicUrl()));
    return { token, user: await loadUserInfo(ctx.db, ctx.chatSig, userId, token) };
  });

  apiRoute(app, authRoutes.login, async (p, request, reply): Promise<LoginResult> => {
    const mobile = mobileOf(request, p.mobile);
    if (!p.password) throw userError(request, 'validation:password.required');
    const address = clientAddress(request);
    // A cheap read first: a locked phone or address hears so without spending a captcha pass.
    const blocked = Math.max(
      await ctx.limiter.blockedFor(ACCOUNT_LIMITS.loginFailPhone, mobile),
      await ctx.limiter.blockedFor(ACCOUNT_LIMITS.loginFailAddress, address),
    );
    if (blocked) throw userError(request, 'validation:login.locked', { minutes: Math.ceil(blocked / 60_000) });
    await requireCaptcha(ctx, request, p.captcha_pass);
    const user = await findUserByMobile(ctx.db, mobile);
    const attempt = await attemptPassword(ctx, {
      limits: [
        { rule: ACCOUNT_LIMITS.loginFailPhone, subject: mobile },
        { rule: ACCOUNT_LIMITS.loginFailAddress, subject: address },
      ],
      gate: [
        { key: `phone:${mobile}`, max: GATE_SHARE.phone },
        { key: `address:${address}`, max: GATE_SHARE.address },
      ],
      purpose: 'login',
      // An unknown phone is checked against a dummy hash: the same work and answer as a wrong password.
      check: async () => (await verifyPassword(user?.password_hash, p.password ?? '')) && user !== undefined,
    });
    if (attempt.outcome === 'locked') {
      throw userError(request, 'validation:login.locked', { minutes: Math.ceil(attempt.ms / 60_000) });
    }
    if (attempt.outcome === 'busy') throw userError(request, 'validation:login.throttled');
    if (attempt.outcome === 'wrong' || !user) throw userError(request, 'validation:login.failed');
    const token = await issueToken(ctx.db, user.id, p.device_type ?? 'pc', ctx.nowS());
    setSessionCookie(reply, token, servedSecurely(request, ctx.publicUrl()));
    return { token, user: await loadUserInfo(ctx.db, ctx.chatSig, user.id, token) };
  });

  // The spec's second way in: the phone and a code from `user/getCode` (type 2). A code goes out
  // only to a registered phone, so an unknown phone fails exactly like a wrong code; every code
  // allows 5 tries and codes are rationed (60 s apart, 10 a day), so guessing is no way in.
  apiRoute(app, authRoutes.smsLogin, async (p, request, reply): Promise<LoginResult> => {
    const mobile = mobileOf(request, p.mobile);
    assertRule(request, checkSmsCode(p.code));
    if (!(await consumeSmsCode(ctx, mobile, SMS_PURPOSE.other, p.code ?? ''))) {
      throw userError(request, 'validation:smsCode.wrong');
    }
    const user = await findUserByMobile(ctx.db, mobile);
    if (!user) throw userError(request, 'validation:smsCode.wrong');
    const token = await issueToken(ctx.db, user.id, p.device_type ?? 'pc', ctx.nowS());
    setSessionCookie(reply, token, servedSecurely(request, ctx.publicUrl()));
    return { token, user: await loadUserInfo(ctx.db, ctx.chatSig, user.id, token) };
  });

  apiRoute(app, authRoutes.forgotPassword, async (p, request) => {
    const mobile = mobileOf(request, p.mobile);
    assertRule(request, checkSmsCode(p.code));
    assertRule(request, checkPassword(p.password));
    // An unknown phone never got a code: it fails exactly like a wrong code.
    if (!(await consumeSmsCode(ctx, mobile, SMS_PURPOSE.other, p.code ?? ''))) {
      throw userError(request, 'validation:smsCode.wrong');
    }
    const user = await findUserByMobile(ctx.db, mobile);
    if (!user) throw userError(request, 'validation:smsCode.wrong');
    const address = { key: `address:${clientAddress(request)}`, max: GATE_SHARE.address };
    const passwordHash = await hashNewPassword(ctx, address, 'reset', p.password ?? '');
    if (passwordHash === null) throw userError(request, 'validation:login.throttled');
    const nowS = ctx.nowS();
    await ctx.db
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: nowS, updated_at: nowS })
      .where('id', '=', user.id)
      .execute();
    await revokeAllTokens(ctx.db, user.id, nowS);
    ctx.onTokensRevoked?.(user.id);
    return { reset: true };
  });

  apiRoute(app, authRoutes.signOut, async (_p, request, reply) => {
    const token = ctx.auth.credential(request)?.token;
    if (token) {
      const userId = await userIdForToken(ctx.db, token, ctx.nowS());
      await revokeToken(ctx.db, token, ctx.nowS());
      if (userId !== null) ctx.onTokensRevoked?.(userId);
    }
    clearSessionCookie(reply, servedSecurely(request, ctx.publicUrl()));
    return { signed_out: true };
  });

  apiRoute(app, authRoutes.session, async (_p, request, reply): Promise<LoginResult> => {
    const found = ctx.auth.credential(request);
    const userId = found?.via === 'header' ? await userIdForToken(ctx.db, found.token, ctx.nowS()) : null;
    if (!found || userId === null) throw notLoggedIn(request);
    setSessionCookie(reply, found.token, servedSecurely(request, ctx.publicUrl()));
    return { token: found.token, user: await loadUserInfo(ctx.db, ctx.chatSig, userId, found.token) };
  });

  apiRoute(app, authRoutes.userInfo, async (_p, request): Promise<UserInfo> => {
    const userId = await ctx.auth.requireUser(request);
    // The token goes back only to a client that sent it (the seed's API clients); a browser's
    // session cookie stays out of reach of page scripts.
    const found = ctx.auth.credential(request);
    return loadUserInfo(ctx.db, ctx.chatSig, userId, found?.via === 'header' ? found.token : '');
  });

  apiRoute(app, authRoutes.avatarList, () => AVATARS);

  apiRoute(app, authRoutes.touristAccount, (): TouristAccount => {
    const id = `tourist_${randomBytes(9).toString('base64url')}`;
    return { id, sig: ctx.chatSig(id) };
  });
}
