import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  COMMENT_RATE,
  type Comment,
  type CommentKind,
  type CommentLikeState,
  type CommentPage,
} from '../../contracts/comments.ts';
import type { LimitRule, RateLimiter } from '../accounts/rate-limit.ts';
import type { DB } from '../db/schema.ts';
import { userError } from '../http/messages.ts';
import type { BannedWords } from '../rooms/banned-words.ts';
import type { Db } from '../wallet/ledger.ts';
import { checkCommentContent } from './comment-rules.ts';
import { COMMENT_SUBJECTS, type CommentSubject } from './comment-subjects.ts';
import { toComments } from './comment-views.ts';

/**
 * The comment store of every subject: writing a comment or a reply, the subject's comments (top
 * level, newest first, or all of them oldest first), one comment's replies, and the like toggle.
 * Every counter (the subject's, the thread's replies, a comment's likes) moves in the transaction
 * that writes the row it counts.
 */

/** Counted in the shared key-value store, so the limit holds across gateway processes. */
const COMMENT_RULE: LimitRule = { name: 'comment', max: COMMENT_RATE.count, windowMs: COMMENT_RATE.windowMs };

export interface CommentDeps {
  db: Kysely<DB>;
  limiter: RateLimiter;
  words: BannedWords;
  nowS(): number;
}

interface Paging {
  page: number;
  limit: number;
}

export type CommentStore = ReturnType<typeof createCommentStore>;

export function createCommentStore(deps: CommentDeps, subjects = COMMENT_SUBJECTS) {
  const { db } = deps;
  const fromComments = () => db.selectFrom('comments');

  function subjectOf(request: FastifyRequest, kind: CommentKind): CommentSubject {
    const subject = subjects[kind];
    if (!subject) throw userError(request, 'comments:subject.unsupported');
    return subject;
  }

  async function requireSubject(request: FastifyRequest, kind: CommentKind, id: string): Promise<CommentSubject> {
    const subject = subjectOf(request, kind);
    if (!(await subject.exists(db, id))) throw userError(request, subject.missing);
    return subject;
  }

  async function page(
    where: (q: ReturnType<typeof fromComments>) => ReturnType<typeof fromComments>,
    order: 'asc' | 'desc',
    paging: Paging,
    viewerId: number | null,
  ): Promise<CommentPage> {
    const [total, rows] = await Promise.all([
      where(fromComments())
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
      where(fromComments())
        .selectAll()
        .orderBy('id', order)
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit)
        .execute(),
    ]);
    return {
      list: await toComments(db, rows, viewerId),
      total: Number(total.n),
      page: paging.page,
      limit: paging.limit,
    };
  }

  return {
    /** Writes a comment, or a reply (`replyId`: any comment of the same subject). */
    async add(
      request: FastifyRequest,
      userId: number,
      input: { kind: CommentKind; id: string; content: string; replyId?: number | undefined },
    ): Promise<Comment> {
      const subject = await requireSubject(request, input.kind, input.id);
      const checked = checkCommentContent(input.content);
      if ('refusal' in checked) throw userError(request, checked.refusal, checked.vars);
      let answered: { id: number; parent_id: number | null; user_id: number } | null = null;
      if (input.replyId !== undefined) {
        const row = await db
          .selectFrom('comments')
          .select(['id', 'kind', 'subject_id', 'parent_id', 'user_id'])
          .where('id', '=', input.replyId)
          .executeTakeFirst();
        if (!row || row.kind !== input.kind || row.subject_id !== input.id) {
          throw userError(request, 'comments:comment.badReply');
        }
        answered = row;
      }
      const blocked = await deps.limiter.hit(COMMENT_RULE, String(userId));
      if (blocked > 0) {
        throw userError(request, 'comments:comment.tooFast', {
          max: COMMENT_RULE.max,
          seconds: COMMENT_RULE.windowMs / 1000,
          wait: Math.ceil(blocked / 1000),
        });
      }
      const content = await deps.words.mask(checked.ok);
      const parentId = answered ? (answered.parent_id ?? answered.id) : null;
      const row = await db.transaction().execute(async (trx) => {
        // Deleted between the check and now: nothing is written.
        if (!(await subject.count(trx, input.id, 1))) return 'subject' as const;
        if (parentId !== null) {
          const thread = await trx
            .updateTable('comments')
            .set((eb) => ({ replies: eb('replies', '+', 1) }))
            .where('id', '=', parentId)
            .returning('id')
            .executeTakeFirst();
          if (!thread) return 'thread' as const;
        }
        return trx
          .insertInto('comments')
          .values({
            kind: input.kind,
            subject_id: input.id,
            user_id: userId,
            parent_id: parentId,
            reply_id: answered?.id ?? null,
            reply_user_id: answered?.user_id ?? null,
            content,
            created_at: deps.nowS(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      if (row === 'subject') throw userError(request, subject.missing);
      if (row === 'thread') throw userError(request, 'comments:comment.missing');
      const [comment] = await toComments(db, [row], userId);
      return comment!;
    },

    /** A subject's top-level comments, newest first, each with its reply count. */
    async list(
      request: FastifyRequest,
      kind: CommentKind,
      id: string,
      viewerId: number | null,
      paging: Paging,
    ): Promise<CommentPage> {
      await requireSubject(request, kind, id);
      return page(
        (q) => q.where('kind', '=', kind).where('subject_id', '=', id).where('parent_id', 'is', null),
        'desc',
        paging,
        viewerId,
      );
    },

    /** Every comment of a subject, replies included, oldest first (the dynamics' own list). */
    async listAll(
      request: FastifyRequest,
      kind: CommentKind,
      id: string,
      viewerId: number | null,
      paging: Paging,
    ): Promise<CommentPage> {
      await requireSubject(request, kind, id);
      return page((q) => q.where('kind', '=', kind).where('subject_id', '=', id), 'asc', paging, viewerId);
    },

    /**
     * One comment's replies, oldest first. `kind`, when given, is the only kind the call serves
     * (a video call does not page a news thread).
     */
    async replies(
      request: FastifyRequest,
      commentId: number,
      viewerId: number | null,
      paging: Paging,
      kind?: CommentKind,
    ): Promise<CommentPage> {
      const root = await db
        .selectFrom('comments')
        .select(['id', 'kind', 'parent_id'])
        .where('id', '=', commentId)
        .executeTakeFirst();
      if (!root || (kind !== undefined && root.kind !== kind)) throw userError(request, 'comments:comment.missing');
      // A reply's own replies are its thread's.
      const threadId = root.parent_id ?? root.id;
      return page((q) => q.where('parent_id', '=', threadId), 'asc', paging, viewerId);
    },

    /**
     * Likes or unlikes a comment. The comment's row is touched first, so a comment deleted
     * meanwhile is a clear refusal and, on PostgreSQL, toggles of one comment queue on its row;
     * the primary key (comment, user) makes a double like impossible.
     */
    async toggleLike(
      request: FastifyRequest,
      userId: number,
      commentId: number,
      kind?: CommentKind,
    ): Promise<CommentLikeState> {
      const nowS = deps.nowS();
      const outcome = await db.transaction().execute(async (trx) => {
        let touched = trx
          .updateTable('comments')
          .set((eb) => ({ likes: eb.ref('likes') }))
          .where('id', '=', commentId);
        if (kind !== undefined) touched = touched.where('kind', '=', kind);
        if (!(await touched.returning('id').executeTakeFirst())) return null;
        const inserted = await trx
          .insertInto('comment_likes')
          .values({ comment_id: commentId, user_id: userId, created_at: nowS })
          .onConflict((oc) => oc.columns(['comment_id', 'user_id']).doNothing())
          .returning('user_id')
          .executeTakeFirst();
        let delta = inserted ? 1 : 0;
        if (delta === 0) {
          const deleted = await trx
            .deleteFrom('comment_likes')
            .where('comment_id', '=', commentId)
            .where('user_id', '=', userId)
            .executeTakeFirst();
          delta = -Number(deleted.numDeletedRows);
        }
        const updated = await trx
          .updateTable('comments')
          .set((eb) => ({ likes: eb('likes', '+', delta) }))
          .where('id', '=', commentId)
          .returning('likes')
          .executeTakeFirstOrThrow();
        return { liked: delta > 0, likes: Number(updated.likes) };
      });
      if (!outcome) throw userError(request, 'comments:comment.missing');
      return outcome;
    },
  };
}

/** Removes a subject's comments (their likes and replies go with them), in the caller's transaction. */
export async function deleteSubjectComments(trx: Db, kind: CommentKind, id: string): Promise<void> {
  await trx.deleteFrom('comments').where('kind', '=', kind).where('subject_id', '=', id).execute();
  await trx.deleteFrom('comment_counts').where('kind', '=', kind).where('subject_id', '=', id).execute();
}
