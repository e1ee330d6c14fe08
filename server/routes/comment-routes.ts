import type { FastifyInstance } from 'fastify';
import { commentRoutes } from '../../contracts/routes/comments.ts';
import type { CommentStore } from '../comments/comment-store.ts';
import { apiRoute } from '../http/api-route.ts';
import type { RoomContext } from '../rooms/room-context.ts';

/** Comments of every subject: the generic calls, and the video and news calls bound to their kind. */
export function registerCommentRoutes(app: FastifyInstance, ctx: RoomContext, comments: CommentStore): void {
  const auth = ctx.accounts.auth;

  apiRoute(app, commentRoutes.list, async (p, request) =>
    comments.list(request, p.type, p.id, await auth.optionalUser(request), p),
  );
  apiRoute(app, commentRoutes.replies, async (p, request) =>
    comments.replies(request, p.comment_id, await auth.optionalUser(request), p),
  );
  apiRoute(app, commentRoutes.comment, async (p, request) =>
    comments.add(request, await auth.requireUser(request), {
      kind: p.type,
      id: p.id,
      content: p.content,
      replyId: p.reply_id,
    }),
  );
  apiRoute(app, commentRoutes.commentLikes, async (p, request) =>
    comments.toggleLike(request, await auth.requireUser(request), p.comment_id),
  );

  for (const [kind, routes] of [
    [
      'video',
      {
        list: commentRoutes.videoList,
        replies: commentRoutes.videoReplies,
        comment: commentRoutes.videoComment,
        likes: commentRoutes.videoLikes,
      },
    ],
    [
      'news',
      {
        list: commentRoutes.newsList,
        replies: commentRoutes.newsReplies,
        comment: commentRoutes.newsComment,
        likes: commentRoutes.newsLikes,
      },
    ],
  ] as const) {
    apiRoute(app, routes.list, async (p, request) =>
      comments.list(request, kind, p.id, await auth.optionalUser(request), p),
    );
    apiRoute(app, routes.replies, async (p, request) =>
      comments.replies(request, p.comment_id, await auth.optionalUser(request), p, kind),
    );
    apiRoute(app, routes.comment, async (p, request) =>
      comments.add(request, await auth.requireUser(request), {
        kind,
        id: p.id,
        content: p.content,
        replyId: p.reply_id,
      }),
    );
    apiRoute(app, routes.likes, async (p, request) =>
      comments.toggleLike(request, await auth.requireUser(request), p.comment_id, kind),
    );
  }
}
