import type { Browser } from '@playwright/test';
import type { BigListMode, BigListResult } from './big-list/main.tsx';
import { percentile } from './stats.ts';

export interface BigListParams {
  rows: number[];
  modes: BigListMode[];
  updatesPerSecond: number;
  warmupMs: number;
  measureMs: number;
}

/** `updates`: the list sits still while updates land; `scroll`: the window scrolls it meanwhile. */
export type BigListPhase = 'updates' | 'scroll';

export interface BigListRun {
  rows: number;
  mode: BigListMode;
  phase: BigListPhase;
  frames: number;
  frameP50Ms: number;
  frameP95Ms: number;
  frameMaxMs: number;
  /** Frames longer than 20 ms (dropped at 60 Hz). */
  longFrames: number;
  /** Main-thread script time per second of wall time (CDP Performance.getMetrics ScriptDuration). */
  scriptPerSecond: number;
  /** All main-thread task time per second (TaskDuration). */
  taskPerSecond: number;
  generatedPerSecond: number;
  appliedPerSecond: number;
}

/**
 * B6: one page at a time (the front page, so frames are display-paced), a day of `rows` matches,
 * `updatesPerSecond` live updates; measured twice in a row, first with the list still, then with
 * the window scrolling it (CDP scroll gestures, up and down through the list).
 */
export async function runBigList(browser: Browser, baseUrl: string, params: BigListParams): Promise<BigListRun[]> {
  const runs: BigListRun[] = [];
  for (const rows of params.rows) {
    for (const mode of params.modes) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Performance.enable');
        await page.goto(
          `${baseUrl}/bench/big-list/index.html?mode=${mode}&rows=${rows}&rate=${params.updatesPerSecond}`,
        );
        await page.waitForFunction(() => window.__bigList?.ready === true, undefined, { timeout: 60_000 });
        await page.waitForTimeout(params.warmupMs);
        const metric = async () => {
          const { metrics } = await cdp.send('Performance.getMetrics');
          const get = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
          return { script: get('ScriptDuration'), task: get('TaskDuration'), at: get('Timestamp') };
        };
        for (const phase of ['updates', 'scroll'] as const) {
          const before = await metric();
          const measuring = page.evaluate((ms) => window.__bigList!.measure(ms), params.measureMs);
          // Scroll the list the whole time, as a user would (input events, no script in the page):
          // rows mount and unmount while the updates land.
          let scrolling = phase === 'scroll';
          const scroller = (async () => {
            for (let down = true; scrolling; down = !down) {
              await cdp.send('Input.synthesizeScrollGesture', {
                x: 640,
                y: 450,
                yDistance: down ? -4_000 : 4_000,
                speed: 2_000,
                gestureSourceType: 'mouse',
              });
            }
          })();
          const result: BigListResult = await measuring;
          const after = await metric();
          scrolling = false;
          // A gesture in flight ends with the context (a starved page may never finish it).
          void scroller.catch(() => undefined);
          const seconds = after.at - before.at;
          const frames = [...result.frames].sort((a, b) => a - b);
          const measured = params.measureMs / 1000;
          runs.push({
            rows,
            mode,
            phase,
            frames: frames.length,
            frameP50Ms: percentile(frames, 50),
            frameP95Ms: percentile(frames, 95),
            frameMaxMs: frames.at(-1) ?? Number.NaN,
            longFrames: frames.filter((f) => f > 20).length,
            scriptPerSecond: (after.script - before.script) / seconds,
            taskPerSecond: (after.task - before.task) / seconds,
            generatedPerSecond: result.generated / measured,
            appliedPerSecond: result.applied / measured,
          });
        }
      } finally {
        await context.close();
      }
    }
  }
  return runs;
}
