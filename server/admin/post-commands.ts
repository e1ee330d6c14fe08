import type { Kysely } from 'kysely';
import { CIRCLE_REPORTS_TO_HIDE } from '../../contracts/circles.ts';
import { removePost } from '../circles/circle-posts.ts';
import type { DB } from '../db/schema.ts';
import type { PostCommand } from './post-args.ts';

/** What the community's moderation commands do; throws PostCommandError (printed by the caller). */
export class PostCommandError extends Error {}

function time(s: number): string {
  return new Date(s * 1000).toISOString().replace('T', ' ').slice(0, 19);
}

export async function runPostCommand(db: Kysely<DB>, command: PostCommand): Promise<string[]> {
  switch (command.name) {
    case 'post-reports': {
      let query = db
        .selectFrom('circle_posts as p')
        .innerJoin('circles as c', 'c.id', 'p.circle_id')
        .select(['p.id', 'p.user_id', 'p.content', 'p.reports', 'p.created_at', 'c.name_en'])
        .where('p.reports', '>', 0);
      if (command.hidden) query = query.where('p.reports', '>=', CIRCLE_REPORTS_TO_HIDE);
      const posts = await query.orderBy('p.reports', 'desc').orderBy('p.id', 'desc').limit(200).execute();
      if (posts.length === 0) return ['No reported posts.'];
      const reasons = await db
        .selectFrom('circle_post_reports')
        .select(['post_id', 'reason', 'text'])
        .where(
          'post_id',
          'in',
          posts.map((p) => p.id),
        )
        .orderBy('id')
        .execute();
      return posts.map((p) => {
        const why = reasons
          .filter((r) => r.post_id === p.id)
          .map((r) => (r.text ? `${r.reason} (${JSON.stringify(r.text)})` : r.reason));
        const hidden = Number(p.reports) >= CIRCLE_REPORTS_TO_HIDE ? '  HIDDEN' : '';
        const text = JSON.stringify([...p.content].slice(0, 60).join(''));
        return `#${p.id}  ${p.reports} reports${hidden}  user ${p.user_id}  in ${JSON.stringify(p.name_en)}  ${time(Number(p.created_at))}  ${text}  reasons: ${why.join(', ')}`;
      });
    }
    case 'restore-post': {
      const restored = await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('circle_posts')
          .set({ reports: 0 })
          .where('id', '=', command.id)
          .returning('id')
          .executeTakeFirst();
        if (!row) return false;
        await trx.deleteFrom('circle_post_reports').where('post_id', '=', command.id).execute();
        return true;
      });
      if (!restored) throw new PostCommandError(`post ${command.id} does not exist`);
      return [`Post #${command.id} restored: its reports are cleared and it shows again.`];
    }
    case 'remove-post': {
      // The video file (if any) goes with the server's next sweep of unposted uploads.
      if (!(await removePost(db, command.id, null))) throw new PostCommandError(`post ${command.id} does not exist`);
      return [`Post #${command.id} removed with its comments.`];
    }
  }
}
