import type { Kysely } from 'kysely';
import type { TaskCode } from '../../contracts/account.ts';
import type { DB } from '../db/schema.ts';
import { SYSTEM, post, systemAccountId, transfer, userAccountId } from '../wallet/ledger.ts';
import { taskDefinition } from './daily-tasks.ts';
import { rewardDay } from './reward-days.ts';

export interface TaskEventResult {
  progress: number;
  target: number;
  /** True only for the event that completed the task (and paid its reward). */
  completedNow: boolean;
}

/**
 * Counts progress on a daily task (live rooms call it: minutes watched, a barrage, a follow; the
 * share call; the check-in). Completing the task pays its reward once: the ledger's idempotency
 * key `task:<user>:<day>:<code>` makes a repeat or a race a replay, never a second credit.
 */
export async function recordTaskEvent(
  db: Kysely<DB>,
  userId: number,
  code: TaskCode,
  nowS: number,
  amount = 1,
): Promise<TaskEventResult> {
  const task = taskDefinition(code);
  const day = rewardDay(nowS);
  const step = Math.max(0, Math.min(Math.floor(amount), task.target));
  await db
    .insertInto('task_progress')
    .values({ user_id: userId, day, task: code, progress: step, completed_at: null, updated_at: nowS })
    .onConflict((oc) =>
      oc.columns(['user_id', 'day', 'task']).doUpdateSet((eb) => ({
        progress: eb('task_progress.progress', '+', step),
        updated_at: nowS,
      })),
    )
    .execute();
  const row = await db
    .selectFrom('task_progress')
    .select(['progress', 'completed_at'])
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where('task', '=', code)
    .executeTakeFirstOrThrow();
  const progress = Math.min(Number(row.progress), task.target);
  if (progress < task.target || row.completed_at !== null)
    return { progress, target: task.target, completedNow: false };

  let completedNow = true;
  if (task.lz_num > 0) {
    const result = await post(db, {
      kind: 'task',
      userId,
      memo: `task ${code} ${day}`,
      idempotency: { key: `task:${userId}:${day}:${code}`, fingerprint: String(task.lz_num) },
      nowS,
      postings: async (trx) =>
        transfer(await systemAccountId(trx, SYSTEM.rewards), await userAccountId(trx, userId, 'diamond'), task.lz_num),
    });
    completedNow = !result.replayed;
  }
  const marked = await db
    .updateTable('task_progress')
    .set({ completed_at: nowS })
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where('task', '=', code)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  if (task.lz_num === 0) completedNow = Number(marked.numUpdatedRows) > 0;
  return { progress, target: task.target, completedNow };
}
