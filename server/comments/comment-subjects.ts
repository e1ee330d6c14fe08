import { CIRCLE_REPORTS_TO_HIDE } from '../../contracts/circles.ts';
import type { CommentKind } from '../../contracts/comments.ts';
import { ROW_ID_MAX } from '../../contracts/routes/room-params.ts';
import { findApproved } from '../news/headlines.ts';
import { findFinishedLive } from '../news/live-reports.ts';
import { findReport } from '../news/report-repository.ts';
import type { Db } from '../wallet/ledger.ts';

/**
 * What the comment store needs to know of each kind of subject: whether one exists (and is shown
 * to readers), and how its comment counter moves. A kind without an adapter is refused.
 */
export interface CommentSubject {
  /** Message key when the subject does not exist (or is not shown). */
  missing: string;
  /** The subject exists and is shown. `id` is as sent: a malformed one is simply missing. */
  exists(db: Db, id: string): Promise<boolean>;
  /**
   * Moves the subject's comment counter by `delta`, inside the comment's transaction (on
   * PostgreSQL this also queues writers of one subject on its row). False when the subject is gone.
   */
  count(trx: Db, id: string, delta: number): Promise<boolean>;
}

const DECIMAL_ID = /^[1-9]\d{0,12}$/;

/**
 * The row a subject id names, or null when it names none: malformed, or past the `integer`
 * column the row's id is (PostgreSQL fails a query comparing one with a larger value).
 */
function rowIdOf(id: string): number | null {
  if (!DECIMAL_ID.test(id)) return null;
  const n = Number(id);
  return n <= ROW_ID_MAX ? n : null;
}

/** A dynamic: its row holds the counter `dynamics.comments`. */
const dynamicSubject: CommentSubject = {
  missing: 'dynamics:post.missing',
  async exists(db, id) {
    const rowId = rowIdOf(id);
    if (rowId === null) return false;
    return (await db.selectFrom('dynamics').select('id').where('id', '=', rowId).executeTakeFirst()) !== undefined;
  },
  async count(trx, id, delta) {
    const row = await trx
      .updateTable('dynamics')
      .set((eb) => ({ comments: eb('comments', '+', delta) }))
      .where('id', '=', Number(id))
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },
};

/** A video: its row holds the counter `videos.comments`. */
const videoSubject: CommentSubject = {
  missing: 'videos:notFound',
  async exists(db, id) {
    const rowId = rowIdOf(id);
    if (rowId === null) return false;
    return (await db.selectFrom('videos').select('id').where('id', '=', rowId).executeTakeFirst()) !== undefined;
  },
  async count(trx, id, delta) {
    const row = await trx
      .updateTable('videos')
      .set((eb) => ({ comments: eb('comments', '+', delta) }))
      .where('id', '=', Number(id))
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },
};

const ARTICLE_ID = /^([rlh])([1-9]\d{0,12})$/;

/**
 * A news article (contracts/news.ts ids): a report of an imported match (`r`), of a finished match
 * of today's feed (`l`), or an approved reader's headline (`h`). Reports have no row, so the counter
 * is a `comment_counts` row, created by the first comment.
 */
const newsSubject: CommentSubject = {
  missing: 'comments:subject.newsMissing',
  async exists(db, id) {
    const parts = ARTICLE_ID.exec(id);
    if (!parts) return false;
    const n = Number(parts[2]);
    if (parts[1] === 'h') return (await findApproved(db, n)) !== null;
    if (parts[1] === 'r') return (await findReport(db, n)) !== null;
    return (await findFinishedLive(db, { kind: 'all' })).some((row) => row.matchId === n);
  },
  async count(trx, id, delta) {
    await trx
      .insertInto('comment_counts')
      .values({ kind: 'news', subject_id: id, comments: Math.max(0, delta) })
      .onConflict((oc) =>
        oc
          .columns(['kind', 'subject_id'])
          .doUpdateSet((eb) => ({ comments: eb('comment_counts.comments', '+', delta) })),
      )
      .execute();
    return true;
  },
};

/**
 * A community post: its row holds the counter `circle_posts.comments`. A post hidden by reports
 * takes no comments (it is missing to readers).
 */
const postSubject: CommentSubject = {
  missing: 'circles:post.missing',
  async exists(db, id) {
    const rowId = rowIdOf(id);
    if (rowId === null) return false;
    const row = await db
      .selectFrom('circle_posts')
      .select('id')
      .where('id', '=', rowId)
      .where('reports', '<', CIRCLE_REPORTS_TO_HIDE)
      .executeTakeFirst();
    return row !== undefined;
  },
  async count(trx, id, delta) {
    const row = await trx
      .updateTable('circle_posts')
      .set((eb) => ({ comments: eb('comments', '+', delta) }))
      .where('id', '=', Number(id))
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },
};

/** The kinds served, one adapter each. */
export const COMMENT_SUBJECTS: Partial<Record<CommentKind, CommentSubject>> = {
  dynamic: dynamicSubject,
  video: videoSubject,
  news: newsSubject,
  post: postSubject,
};
