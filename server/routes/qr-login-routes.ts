import type { FastifyInstance } from 'fastify';
import { type LoginQrcode, type QrLoginInfo } from '../../contracts/account.ts';
import { clientAddress, type AccountContext } from '../accounts/account-context.ts';
import {
  QR_CONFIRMED_TTL_MS,
  QR_TTL_MS,
  claimQrConfirm,
  createQrState,
  newQrCode,
  qrPublicId,
  qrTtl,
  readQrState,
  writeQrState,
  type QrWaiters,
} from '../accounts/qr-login.ts';
import { ACCOUNT_LIMITS } from '../accounts/rate-limit.ts';
import { issueToken } from '../accounts/tokens.ts';
import { loadUserInfo } from '../accounts/user-repository.ts';
import { apiRoute } from '../http/api-route.ts';
import { qrLoginRoutes } from '../../contracts/routes/qr-login.ts';
import { userError } from '../http/messages.ts';

/** The confirm page's path (a client route, see src/ui/open-in-new-tab.ts ROUTE_PATHS.qrLogin). */
export const QR_LOGIN_PAGE = '/qr-login';

/**
 * QR login: the page gets a code and waits on the live socket; the logged-in phone opens the
 * link, scans (the page shows a checkmark) and confirms (the page gets a new token of the phone's
 * user). The code is single use and lives 3 minutes in the shared store. The page keeps the code
 * itself; the link (and so the phone's calls below) carries only its public id.
 *
 * `img` is empty: the QR encoder lives in the client (src/ui/qr), which draws the code from `url`.
 */
export function registerQrLoginRoutes(app: FastifyInstance, ctx: AccountContext, waiters: QrWaiters): void {
  apiRoute(app, qrLoginRoutes.loginQrcode, async (_p, request): Promise<LoginQrcode> => {
    if (await ctx.limiter.hit(ACCOUNT_LIMITS.qrAddress, clientAddress(request))) {
      throw userError(request, 'validation:login.throttled');
    }
    const code = newQrCode();
    const publicId = qrPublicId(ctx.secret, code);
    await createQrState(ctx.kv, publicId);
    return {
      code,
      img: '',
      url: `${ctx.publicUrl()}${QR_LOGIN_PAGE}?code=${publicId}`,
      expires_in: Math.floor(QR_TTL_MS / 1000),
    };
  });

  apiRoute(app, qrLoginRoutes.qrInfo, async (p): Promise<QrLoginInfo> => {
    const state = await readQrState(ctx.kv, p.code);
    if (!state) return { state: 'expired', expires_in: 0 };
    return { state: state.state, expires_in: Math.floor((await qrTtl(ctx.kv, p.code)) / 1000) };
  });

  apiRoute(app, qrLoginRoutes.qrScan, async (p, request): Promise<QrLoginInfo> => {
    const userId = await ctx.auth.requireUser(request);
    const state = await readQrState(ctx.kv, p.code);
    if (!state || state.state === 'confirmed') throw userError(request, 'validation:qr.expired');
    if (state.state === 'scanned' && state.scanned_by !== userId) throw userError(request, 'validation:qr.taken');
    if (state.state === 'waiting') {
      await writeQrState(ctx.kv, p.code, { state: 'scanned', scanned_by: userId });
      waiters.poke(p.code);
    }
    return { state: 'scanned', expires_in: Math.floor((await qrTtl(ctx.kv, p.code)) / 1000) };
  });

  apiRoute(app, qrLoginRoutes.qrConfirm, async (p, request): Promise<QrLoginInfo> => {
    const userId = await ctx.auth.requireUser(request);
    const state = await readQrState(ctx.kv, p.code);
    if (!state || state.state === 'confirmed') throw userError(request, 'validation:qr.expired');
    if (state.state === 'scanned' && state.scanned_by !== userId) throw userError(request, 'validation:qr.taken');
    // IMPORTANT: one token per code, even for two confirms racing on two processes.
    if (!(await claimQrConfirm(ctx.kv, p.code))) throw userError(request, 'validation:qr.expired');
    const token = await issueToken(ctx.db, userId, 'pc', ctx.nowS());
    const user = await loadUserInfo(ctx.db, ctx.chatSig, userId, token);
    await writeQrState(ctx.kv, p.code, { state: 'confirmed', scanned_by: userId, token, user }, QR_CONFIRMED_TTL_MS);
    waiters.poke(p.code);
    return { state: 'confirmed', expires_in: 0 };
  });
}
