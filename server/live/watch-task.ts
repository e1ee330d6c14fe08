import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { taskDefinition } from '../rewards/daily-tasks.ts';
import { rewardDay } from '../rewards/reward-days.ts';
import { recordTaskEvent } from '../rewards/task-events.ts';

/** The daily "watch a live room for 10 minutes" task counts a socket that stays this long in a room. */
export const WATCH_TASK_MS = 10 * 60_000;

export interface WatchTaskDeps {
  db: Kysely<DB>;
  now: () => number;
  onError: (error: unknown) => void;
  watchMs?: number;
}

/**
 * Timers of authenticated sockets in rooms. `recordTaskEvent` already pays once per user per day;
 * the set of users credited today only saves this gateway the repeated writes.
 */
export function createWatchTask(deps: WatchTaskDeps) {
  const watchMs = deps.watchMs ?? WATCH_TASK_MS;
  const target = taskDefinition('watch').target;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let day = '';
  let credited = new Set<number>();

  async function credit(userId: number): Promise<void> {
    const nowS = Math.floor(deps.now() / 1000);
    const today = rewardDay(nowS);
    if (today !== day) {
      day = today;
      credited = new Set();
    }
    if (credited.has(userId)) return;
    credited.add(userId);
    try {
      // The task's progress is in minutes: one full stay completes it.
      await recordTaskEvent(deps.db, userId, 'watch', nowS, target);
    } catch (error) {
      credited.delete(userId);
      deps.onError(error);
    }
  }

  return {
    /** Starts the stay of `userId` in a room; the returned function ends it (leave, close, logout). */
    start(userId: number): () => void {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void credit(userId);
      }, watchMs);
      timer.unref();
      timers.add(timer);
      return () => {
        clearTimeout(timer);
        timers.delete(timer);
      };
    },
    close(): void {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
