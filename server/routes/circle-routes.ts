import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CIRCLE_VIDEO_UPLOAD_PATH, CIRCLE_VIDEO_URL_PREFIX, type CircleVideoUpload } from '../../contracts/circles.ts';
import type { LiveMatch } from '../../contracts/match.ts';
import { circleRoutes } from '../../contracts/routes/circles.ts';
import { VIDEO_LIMIT_MB, VIDEO_MAX_BYTES } from '../../contracts/videos.ts';
import type { AccountContext } from '../accounts/account-context.ts';
import { checkUploadGrant, uploadGrantOf, uploadsDir } from '../accounts/image-uploads.ts';
import { findCircles, memberCircles, requireCircle, setMembership } from '../circles/circle-directory.ts';
import { circleInfo } from '../circles/circle-info.ts';
import { deletePost, insertPost, reportPost, togglePostLike, type PostDeps } from '../circles/circle-posts.ts';
import { circleVideosDir, sweepCircleVideos } from '../circles/circle-videos.ts';
import { postInfo, postPage } from '../circles/post-lists.ts';
import { apiRoute } from '../http/api-route.ts';
import { fail, ok } from '../http/envelope.ts';
import { translate, requestLang, userError } from '../http/messages.ts';
import type { BannedWords } from '../rooms/banned-words.ts';
import { receiveVideo, type VideoUploadError } from '../videos/video-files.ts';

/** Unposted video uploads and broken-off temp files are looked for this often. */
const SWEEP_MS = 3_600_000;

export interface CircleRouteDeps {
  accounts: AccountContext;
  bannedWords: BannedWords;
  dataDir: string;
  /** Today's matches (the live mirror): a team circle's match. */
  matches(): LiveMatch[];
}

/** What a refused post video says, in the circles' words (the seed's 'Please upload the correct video format'). */
const UPLOAD_REFUSALS: Record<VideoUploadError, string> = {
  'videos:upload.type': 'circles:post.videoFormatDetail',
  'videos:upload.unplayable': 'circles:post.videoFormatDetail',
  'videos:upload.tooLarge': 'circles:post.videoTooLarge',
  'videos:upload.failed': 'circles:post.videoFailed',
};

/**
 * The community: the circle directory, membership, posts (hot and new), likes, reports, and the
 * post video upload (streamed to disk, checked by content: MP4 or WebM under 50 MB) with its files
 * served at CIRCLE_VIDEO_URL_PREFIX. Comments on posts are the comment store's (kind `post`).
 */
export function registerCircleRoutes(app: FastifyInstance, deps: CircleRouteDeps): void {
  const { accounts } = deps;
  const { db, auth } = accounts;
  const videos = circleVideosDir(deps.dataDir);
  const posts: PostDeps = {
    db,
    words: deps.bannedWords,
    limiter: accounts.limiter,
    uploads: uploadsDir(deps.dataDir),
    videos,
    nowS: () => accounts.nowS(),
  };
  const say = (request: FastifyRequest, error: VideoUploadError) =>
    translate(requestLang(request), UPLOAD_REFUSALS[error], { max: VIDEO_LIMIT_MB });

  const sweep = setInterval(() => {
    sweepCircleVideos(db, videos, accounts.now()).catch((error: unknown) => app.log.error(error));
  }, SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  void app.register(async (scope) => {
    // IMPORTANT: the body stays the request stream (no parser reads it into memory); the handler
    // streams it to a file and enforces the limit itself.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.post(CIRCLE_VIDEO_UPLOAD_PATH, async (request, reply) => {
      const userId = checkUploadGrant(accounts.secret, uploadGrantOf(request), accounts.nowS());
      if (userId === null) throw userError(request, 'validation:upload.denied');
      const tooLarge = () =>
        // The rest of the body is not read: the connection closes after the answer.
        reply
          .status(413)
          .header('connection', 'close')
          .send(fail(say(request, 'videos:upload.tooLarge')));
      if (Number(request.headers['content-length'] ?? 0) > VIDEO_MAX_BYTES) return tooLarge();
      const body = request.body instanceof Readable ? request.body : Readable.from([]);
      const stored = await receiveVideo(body, videos, userId, VIDEO_MAX_BYTES, ['mp4', 'webm']);
      if ('error' in stored) {
        if (stored.error === 'videos:upload.tooLarge') return tooLarge();
        return fail(say(request, stored.error));
      }
      return ok<CircleVideoUpload>({ file: stored.file, bytes: stored.bytes, format: stored.container });
    });
  });

  void app.register(fastifyStatic, {
    root: videos,
    prefix: CIRCLE_VIDEO_URL_PREFIX,
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

  apiRoute(app, circleRoutes.list, async (p, request) => findCircles(db, p, await auth.optionalUser(request), p));

  apiRoute(app, circleRoutes.mine, async (p, request) => memberCircles(db, await auth.requireUser(request), p));

  apiRoute(app, circleRoutes.info, async (p, request) =>
    circleInfo(request, { db, feed: deps.matches(), nowS: accounts.nowS() }, p, await auth.optionalUser(request)),
  );

  apiRoute(app, circleRoutes.join, async (p, request) =>
    setMembership(request, db, await auth.requireUser(request), p.id, true, accounts.nowS()),
  );
  apiRoute(app, circleRoutes.quit, async (p, request) =>
    setMembership(request, db, await auth.requireUser(request), p.id, false, accounts.nowS()),
  );

  apiRoute(app, circleRoutes.postList, async (p, request) => {
    if (p.circle_id !== undefined) await requireCircle(request, db, { id: p.circle_id });
    const query = { circleId: p.circle_id, sort: p.sort, page: p.page, limit: p.limit };
    return postPage(db, query, await auth.optionalUser(request), accounts.nowS());
  });
  apiRoute(app, circleRoutes.postInfo, async (p, request) =>
    postInfo(request, db, p.id, await auth.optionalUser(request)),
  );
  apiRoute(app, circleRoutes.insertPost, async (p, request) =>
    insertPost(request, posts, await auth.requireUser(request), p),
  );
  apiRoute(app, circleRoutes.deletePost, async (p, request): Promise<null> => {
    await deletePost(request, posts, await auth.requireUser(request), p.id);
    return null;
  });
  apiRoute(app, circleRoutes.likes, async (p, request) =>
    togglePostLike(request, posts, await auth.requireUser(request), p.id),
  );
  apiRoute(app, circleRoutes.report, async (p, request): Promise<null> => {
    await reportPost(request, posts, await auth.requireUser(request), p);
    return null;
  });
}
