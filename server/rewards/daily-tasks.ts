import type { Kysely } from 'kysely';
import type { DailyTask, TaskCode } from '../../contracts/account.ts';
import type { Lang } from '../../contracts/match.ts';
import type { DB } from '../db/schema.ts';
import { rewardDay, signReward } from './reward-days.ts';

export interface TaskDefinition {
  code: TaskCode;
  /** Events needed (minutes for `watch`). */
  target: number;
  /** Diamonds on completion; the check-in task's reward is the check-in's own (paid by the sign-in). */
  lz_num: number;
  name: Record<Lang, string>;
}

/** The daily tasks, in the order the list shows them. */
export const DAILY_TASKS: readonly TaskDefinition[] = [
  { code: 'checkin', target: 1, lz_num: 0, name: { zh: '每日签到', en: 'Daily check-in', vi: 'Điểm danh hằng ngày' } },
  {
    code: 'watch',
    target: 10,
    lz_num: 10,
    name: { zh: '观看直播10分钟', en: 'Watch a live room for 10 minutes', vi: 'Xem phát trực tiếp 10 phút' },
  },
  {
    code: 'barrage',
    target: 1,
    lz_num: 5,
    name: { zh: '发送一条弹幕', en: 'Send a barrage', vi: 'Gửi một bình luận' },
  },
  { code: 'follow', target: 1, lz_num: 5, name: { zh: '关注一位主播', en: 'Follow an anchor', vi: 'Theo dõi một MC' } },
  {
    code: 'share',
    target: 1,
    lz_num: 5,
    name: { zh: '分享直播间', en: 'Share a live room', vi: 'Chia sẻ phòng trực tiếp' },
  },
];

export function taskDefinition(code: TaskCode): TaskDefinition {
  const found = DAILY_TASKS.find((t) => t.code === code);
  if (!found) throw new Error(`unknown task ${code}`);
  return found;
}

/** Today's tasks with the user's progress (all at zero for a visitor). */
export async function loadDailyTasks(
  db: Kysely<DB>,
  userId: number | null,
  nowS: number,
  lang: Lang,
): Promise<DailyTask[]> {
  const day = rewardDay(nowS);
  const rows =
    userId === null
      ? []
      : await db
          .selectFrom('task_progress')
          .select(['task', 'progress', 'completed_at'])
          .where('user_id', '=', userId)
          .where('day', '=', day)
          .execute();
  const byTask = new Map(rows.map((r) => [r.task, r]));
  return DAILY_TASKS.map((t) => {
    const row = byTask.get(t.code);
    const progress = Math.min(Number(row?.progress ?? 0), t.target);
    return {
      code: t.code,
      img: `/images/tasks/${t.code}.svg`,
      task: t.name[lang],
      lz_num: t.code === 'checkin' ? signReward(nowS) : t.lz_num,
      is_complete: row?.completed_at != null || progress >= t.target ? 1 : 0,
      progress,
      target: t.target,
    };
  });
}
