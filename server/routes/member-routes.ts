import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { type MemberInfo } from '../../contracts/account.ts';
import { checkIdNumber, checkNickname, checkRealName } from '../../contracts/account-rules.ts';
import {
  MAX_UPLOAD_BYTES,
  SIGNATURE_MAX_LENGTH,
  UPLOAD_PATH,
  type UploadGrant,
  type UploadResult,
} from '../../contracts/member.ts';
import type { AccountContext } from '../accounts/account-context.ts';
import {
  UPLOAD_GRANT_TTL_S,
  checkUploadGrant,
  issueUploadGrant,
  ownUploadExists,
  storeImage,
  uploadGrantOf,
  uploadsDir,
} from '../accounts/image-uploads.ts';
import {
  listMessages,
  loadLevel,
  loadPersona,
  loadVerification,
  markMessageRead,
  saveVerification,
  updateProfile,
} from '../accounts/member-service.ts';
import { AVATARS, loadMemberInfo } from '../accounts/user-repository.ts';
import { apiRoute } from '../http/api-route.ts';
import { memberRoutes } from '../../contracts/routes/member.ts';
import { ok } from '../http/envelope.ts';
import { assertRule, userError } from '../http/messages.ts';
/** Base64 of 5 MB plus the JSON around it. */
const UPLOAD_BODY_LIMIT = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 64 * 1024;

/**
 * The member centre's own calls: info, profile, avatar upload, real name, messages, level and
 * the public persona. Uploads: POST `UPLOAD_PATH` with the grant of `Member/getQiniuToken` in the
 * `upload-token` header (or `upload_token` query), and either the raw image as the body
 * (content-type image/png or image/jpeg) or JSON `{data: "<base64>"}`.
 */
export async function registerMemberRoutes(
  app: FastifyInstance,
  ctx: AccountContext,
  options: { dataDir: string },
): Promise<void> {
  const dir = uploadsDir(options.dataDir);

  apiRoute(app, memberRoutes.memberInfo, async (_p, request): Promise<MemberInfo> =>
    loadMemberInfo(ctx.db, ctx.chatSig, await ctx.auth.requireUser(request)),
  );

  apiRoute(app, memberRoutes.updateInfo, async (p, request) => {
    const userId = await ctx.auth.requireUser(request);
    if (p.nickname !== undefined) assertRule(request, checkNickname(p.nickname));
    if (p.signature !== undefined && [...p.signature].length > SIGNATURE_MAX_LENGTH) {
      throw userError(request, 'validation:signature.tooLong', { max: SIGNATURE_MAX_LENGTH });
    }
    if (p.avatar !== undefined && !AVATARS.includes(p.avatar) && !ownUploadExists(dir, userId, p.avatar)) {
      throw userError(request, 'validation:avatar.invalid');
    }
    await updateProfile(
      ctx.db,
      userId,
      {
        nickname: p.nickname?.trim(),
        avatar: p.avatar,
        signature: p.signature,
        gender: p.gender as 0 | 1 | 2 | undefined,
      },
      ctx.nowS(),
    );
    return loadMemberInfo(ctx.db, ctx.chatSig, userId);
  });

  apiRoute(app, memberRoutes.uploadToken, async (_p, request): Promise<UploadGrant> => {
    const userId = await ctx.auth.requireUser(request);
    return {
      token: issueUploadGrant(ctx.secret, userId, ctx.nowS()),
      upload_url: UPLOAD_PATH,
      domain: '',
      expires_in: UPLOAD_GRANT_TTL_S,
    };
  });

  await app.register(async (scope) => {
    // Raw image bodies (and anything else, refused below by its content) as a buffer.
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT }, (_r, body, done) =>
      done(null, body),
    );
    scope.post(UPLOAD_PATH, { bodyLimit: UPLOAD_BODY_LIMIT }, async (request) => {
      const userId = checkUploadGrant(ctx.secret, uploadGrantOf(request), ctx.nowS());
      if (userId === null) throw userError(request, 'validation:upload.denied');
      const bytes = bodyBytes(request.body);
      if (!bytes) throw userError(request, 'validation:image.type');
      const stored = await storeImage(dir, userId, bytes);
      if ('error' in stored) throw userError(request, stored.error);
      return ok<UploadResult>(stored);
    });
  });

  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/uploads/',
    decorateReply: false,
    // Uploads arrive while running: looked up per request, not listed at start.
    wildcard: true,
    index: false,
    setHeaders: (reply) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', "default-src 'none'");
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  apiRoute(app, memberRoutes.verified, async (p, request) => {
    const userId = await ctx.auth.requireUser(request);
    assertRule(request, checkRealName(p.real_name));
    assertRule(request, checkIdNumber(p.id_number?.trim()));
    const saved = await saveVerification(
      ctx.db,
      userId,
      (p.real_name ?? '').trim(),
      (p.id_number ?? '').trim(),
      ctx.nowS(),
    );
    if (!saved) throw userError(request, 'validation:verified.already');
    return loadVerification(ctx.db, userId);
  });

  apiRoute(app, memberRoutes.verifiedInfo, async (_p, request) =>
    loadVerification(ctx.db, await ctx.auth.requireUser(request)),
  );

  apiRoute(app, memberRoutes.messageList, async (p, request) =>
    listMessages(ctx.db, await ctx.auth.requireUser(request), p.page),
  );

  apiRoute(app, memberRoutes.messageRead, async (p, request) => {
    const userId = await ctx.auth.requireUser(request);
    if (!(await markMessageRead(ctx.db, userId, p.id, ctx.nowS()))) {
      throw userError(request, 'validation:request.notFound');
    }
    return { read: true };
  });

  apiRoute(app, memberRoutes.levelInfo, async (_p, request) => loadLevel(ctx.db, await ctx.auth.requireUser(request)));

  apiRoute(app, memberRoutes.persona, async (p, request) => {
    const persona = await loadPersona(ctx.db, p.id);
    if (!persona) throw userError(request, 'validation:request.notFound');
    return persona;
  });
}

/** The image bytes of a raw body or of JSON `{data: base64}` (a data URL prefix is allowed). */
function bodyBytes(body: unknown): Buffer | null {
  if (Buffer.isBuffer(body)) return body;
  if (typeof body === 'object' && body !== null && typeof (body as { data?: unknown }).data === 'string') {
    const data = (body as { data: string }).data.replace(/^data:[^,]*,/, '');
    return Buffer.from(data, 'base64');
  }
  return null;
}
