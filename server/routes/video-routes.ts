import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Page } from '../../contracts/room.ts';
import {
  VIDEO_LIMIT_MB,
  VIDEO_MAX_BYTES,
  VIDEO_UPLOAD_PATH,
  type Video,
  type VideoUpload,
} from '../../contracts/videos.ts';
import { clientAddress } from '../accounts/account-context.ts';
import { checkUploadGrant, uploadGrantOf, uploadsDir } from '../accounts/image-uploads.ts';
import { apiRoute } from '../http/api-route.ts';
import { videoRoutes } from '../../contracts/routes/video.ts';
import { fail, ok } from '../http/envelope.ts';
import { translate, requestLang, userError } from '../http/messages.ts';
import type { RoomContext } from '../rooms/room-context.ts';
import { requireOwnRoom, requireRoom } from '../rooms/room-repository.ts';
import {
  VIDEO_URL_PREFIX,
  receiveVideo,
  removeVideoFile,
  videosDir,
  type VideoUploadError,
} from '../videos/video-files.ts';
import { authorVideos, deleteOwnVideo, findVideo, videosOf } from '../videos/video-repository.ts';
import { addView, postVideo, sweepUnposted, viewerKey } from '../videos/video-service.ts';

/** Unposted uploads and broken-off temp files are looked for this often. */
const SWEEP_MS = 3_600_000;

/**
 * Video records: the MP4 upload (streamed to disk, checked by content), the files served with
 * Range at `/media/videos/`, and posting, listing, deleting and counting views of videos.
 */
export function registerVideoRoutes(app: FastifyInstance, ctx: RoomContext): void {
  const db = ctx.accounts.db;
  const dir = videosDir(ctx.dataDir);
  const uploads = uploadsDir(ctx.dataDir);
  const nowS = () => ctx.accounts.nowS();
  const say = (request: FastifyRequest, key: VideoUploadError) =>
    translate(requestLang(request), key, { max: VIDEO_LIMIT_MB });

  const sweep = setInterval(() => {
    sweepUnposted(db, dir, ctx.accounts.now()).catch((error: unknown) => app.log.error(error));
  }, SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  void app.register(async (scope) => {
    // IMPORTANT: the body is left as the request stream (no parser reads it into memory); the
    // handler streams it to a file and enforces the limit itself.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.post(VIDEO_UPLOAD_PATH, async (request, reply) => {
      const userId = checkUploadGrant(ctx.accounts.secret, uploadGrantOf(request), nowS());
      if (userId === null) throw userError(request, 'validation:upload.denied');
      await requireOwnRoom(request, ctx, userId);
      const declared = Number(request.headers['content-length'] ?? 0);
      const tooLarge = () =>
        // The rest of the body is not read: the connection closes after the answer.
        reply
          .status(413)
          .header('connection', 'close')
          .send(fail(say(request, 'videos:upload.tooLarge')));
      if (declared > VIDEO_MAX_BYTES) return tooLarge();
      const body = request.body instanceof Readable ? request.body : Readable.from([]);
      const stored = await receiveVideo(body, dir, userId, VIDEO_MAX_BYTES);
      if ('error' in stored) {
        if (stored.error === 'videos:upload.tooLarge') return tooLarge();
        throw userError(request, stored.error);
      }
      return ok<VideoUpload>({ file: stored.file, bytes: stored.bytes, duration_s: stored.duration_s });
    });
  });

  void app.register(fastifyStatic, {
    root: dir,
    prefix: VIDEO_URL_PREFIX,
    decorateReply: false,
    // Uploads arrive while running: looked up per request, not listed at start.
    wildcard: true,
    index: false,
    acceptRanges: true,
    // Temp files of uploads in progress are dot-named: never served.
    dotfiles: 'ignore',
    setHeaders: (reply) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cache-control', 'public, max-age=86400');
    },
  });

  const show = async (request: FastifyRequest, id: number, viewerId: number | null): Promise<Video> => {
    const row = await findVideo(db, id);
    if (!row) throw userError(request, 'videos:notFound');
    const [video] = await videosOf(db, ctx.media, [row], viewerId);
    return video!;
  };

  apiRoute(app, videoRoutes.insert, async (params, request): Promise<Video> => {
    const userId = await ctx.accounts.auth.requireUser(request);
    const room = await requireOwnRoom(request, ctx, userId);
    const id = await postVideo(request, { db, videos: dir, uploads, nowS: nowS() }, { userId, room }, params);
    ctx.onVideoPosted?.();
    return show(request, id, userId);
  });

  apiRoute(app, videoRoutes.delete, async (params, request): Promise<null> => {
    const userId = await ctx.accounts.auth.requireUser(request);
    const row = await findVideo(db, params.id);
    if (!row) throw userError(request, 'videos:notFound');
    if (row.user_id !== userId || !(await deleteOwnVideo(db, row.id, userId))) {
      throw userError(request, 'videos:notAuthor');
    }
    // A recording stays with its broadcast (the playback list still plays it).
    if (row.source === 'upload') await removeVideoFile(dir, row.file);
    return null;
  });

  apiRoute(app, videoRoutes.anchorWorks, async (params, request): Promise<Page<Video>> => {
    const viewerId = await ctx.accounts.auth.optionalUser(request);
    let authorId: number;
    if (params.room_id !== undefined) authorId = (await requireRoom(request, db, params.room_id)).anchor_id;
    else authorId = params.anchor_id ?? (await ctx.accounts.auth.requireUser(request));
    const { rows, total } = await authorVideos(db, authorId, params.page, params.limit);
    return { list: await videosOf(db, ctx.media, rows, viewerId), total, page: params.page, limit: params.limit };
  });

  apiRoute(app, videoRoutes.info, async (params, request): Promise<Video> =>
    show(request, params.id, await ctx.accounts.auth.optionalUser(request)),
  );

  apiRoute(app, videoRoutes.addView, async (params, request): Promise<{ views: number }> => {
    const userId = await ctx.accounts.auth.optionalUser(request);
    if (!(await findVideo(db, params.id))) throw userError(request, 'videos:notFound');
    const viewer = viewerKey(ctx.accounts.secret, userId, clientAddress(request));
    const views = await addView(db, params.id, viewer, nowS());
    if (views === null) throw userError(request, 'videos:notFound');
    return { views };
  });
}
