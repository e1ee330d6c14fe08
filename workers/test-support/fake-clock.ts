import type { Cancel, Timers } from '../engine-deps.ts';

interface Task {
  at: number;
  order: number;
  fn: () => void;
  every: number | null;
  cancelled: boolean;
}

/** A manual clock for the engine's `now` and `timers`: time moves only with `advance`. */
export interface FakeClock {
  now(): number;
  timers: Timers;
  /** Runs every timer due within `ms`, in time order, moving `now` along. */
  advance(ms: number): void;
  /** Timers not yet run or cancelled. */
  pending(): number;
}

/** Builds a clock at `start` ms. */
export function createFakeClock(start = 1_700_000_000_000): FakeClock {
  let current = start;
  let order = 0;
  const tasks: Task[] = [];

  function add(fn: () => void, ms: number, every: number | null): Cancel {
    const task: Task = { at: current + Math.max(0, ms), order: order++, fn, every, cancelled: false };
    tasks.push(task);
    return () => {
      task.cancelled = true;
    };
  }

  function nextDue(until: number): Task | undefined {
    let best: Task | undefined;
    for (const task of tasks) {
      if (task.cancelled || task.at > until) continue;
      if (!best || task.at < best.at || (task.at === best.at && task.order < best.order)) best = task;
    }
    return best;
  }

  return {
    now: () => current,
    timers: {
      setTimeout: (fn, ms) => add(fn, ms, null),
      setInterval: (fn, ms) => add(fn, ms, Math.max(1, ms)),
    },
    advance(ms) {
      const until = current + ms;
      for (let task = nextDue(until); task; task = nextDue(until)) {
        current = task.at;
        if (task.every === null) task.cancelled = true;
        else {
          task.at += task.every;
          task.order = order++;
        }
        task.fn();
      }
      current = until;
      for (let i = tasks.length - 1; i >= 0; i -= 1) if (tasks[i]!.cancelled) tasks.splice(i, 1);
    },
    pending: () => tasks.filter((task) => !task.cancelled).length,
  };
}
