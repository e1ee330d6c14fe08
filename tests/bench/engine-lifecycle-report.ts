import type { FailoverRun, LeakParams, LeakRun } from './engine-lifecycle.ts';
import { round } from './stats.ts';

const TARGETS = { b7FlowMs: 1_000, b9HeapRatio: 1.1 };

const pass = (ok: boolean) => (ok ? 'pass' : '**miss**');
const ms = (v: number | null) => (v === null ? 'never' : `${Math.round(v)} ms`);

export function summarizeFailover(runs: FailoverRun[]) {
  if (runs.length === 0) return null;
  const ok = (run: FailoverRun) =>
    run.flowMs !== null &&
    run.flowMs <= TARGETS.b7FlowMs &&
    run.appliedTwice === 0 &&
    (run.tier === 'leader-worker' || run.lost === 0);
  const passed = runs.every(ok);
  return {
    target: `data flows again within ${TARGETS.b7FlowMs} ms; tier 1 no gap at all`,
    pass: passed,
    line: `${runs.map((r) => `${r.tier} flows again after ${ms(r.flowMs)}, lost ${r.lost}, applied twice ${r.appliedTwice}`).join('; ')} (${passed ? 'pass' : 'miss'})`,
  };
}

export function summarizeLeaks(run: LeakRun | null) {
  if (!run) return null;
  const released = run.tabs.after === run.tabs.before && run.subscriptions.after === run.subscriptions.before;
  const passed = released && run.heapRatio <= TARGETS.b9HeapRatio;
  return {
    target: `worker heap after/before <= ${TARGETS.b9HeapRatio}; subscriptions back to baseline`,
    heapRatio: round(run.heapRatio, 3),
    pass: passed,
    line: `${run.tabsOpened} tabs came and went: worker heap ${round(run.heapBeforeMb, 2)} -> ${round(run.heapAfterMb, 2)} MB (ratio ${round(run.heapRatio, 3)}), subscriptions ${run.subscriptions.before} -> peak ${run.subscriptions.peak} -> ${run.subscriptions.after} (${passed ? 'pass' : 'miss'})`,
  };
}

export function lifecycleMarkdown(
  failovers: FailoverRun[],
  b7: ReturnType<typeof summarizeFailover>,
  params: LeakParams,
  leaks: LeakRun | null,
  b9: ReturnType<typeof summarizeLeaks>,
): string[] {
  const lines: string[] = [];
  if (b7) {
    lines.push(
      '## B7 failover (3 visible tabs, headless, stream running; the first tab closes)',
      '',
      'Tier 1: the first tab is the one whose renderer process the SharedWorker started in. Tier 2 (no SharedWorker): the first tab is the leader, whose dedicated worker runs the engine. Flow = close -> a remaining tab commits a row the server sent after the close. Then the stream pauses: lost = rows the remaining tabs hold behind the server; applied twice = rows committed at a version not above one already committed.',
      '',
      '| tier | data flows again | lost | applied twice | target | result |',
      '|---|---|---|---|---|---|',
      ...failovers.map(
        (r) =>
          `| ${r.tier} | ${ms(r.flowMs)} | ${r.lost} | ${r.appliedTwice} | <= ${TARGETS.b7FlowMs} ms${r.tier === 'shared-worker' ? ', no gap' : ''} | ${pass(r.flowMs !== null && r.flowMs <= TARGETS.b7FlowMs && r.appliedTwice === 0 && (r.tier === 'leader-worker' || r.lost === 0))} |`,
      ),
      '',
    );
  }
  if (leaks && b9) {
    lines.push(
      `## B9 leaks (one tab of \`/football\` stays; ${params.tabs} more open and close, ${params.batch} at a time)`,
      '',
      "Headful Chromium; the SharedWorker's heap read over CDP (`Runtime.getHeapUsage` after `HeapProfiler.collectGarbage`); tab and subscription counts from the engine's status in the tab that stayed. One batch comes and goes before the first reading (code compiled and caches built on first use are not a leak). Stream paused.",
      '',
      '| figure | before | peak | after | target | result |',
      '|---|---|---|---|---|---|',
      `| worker heap, MB | ${round(leaks.heapBeforeMb, 2)} | | ${round(leaks.heapAfterMb, 2)} | after/before <= ${TARGETS.b9HeapRatio} (${b9.heapRatio}) | ${pass(leaks.heapRatio <= TARGETS.b9HeapRatio)} |`,
      `| tabs the engine holds | ${leaks.tabs.before} | ${leaks.tabs.peak} | ${leaks.tabs.after} | back to before | ${pass(leaks.tabs.after === leaks.tabs.before)} |`,
      `| subscriptions | ${leaks.subscriptions.before} | ${leaks.subscriptions.peak} | ${leaks.subscriptions.after} | back to before | ${pass(leaks.subscriptions.after === leaks.subscriptions.before)} |`,
      '',
      `Released ${ms(leaks.releaseMs)} after the last close; ${Math.round(leaks.seconds)} s in all.`,
      '',
    );
  }
  return lines;
}
