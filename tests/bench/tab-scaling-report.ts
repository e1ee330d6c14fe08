import { summarise } from './fanout/latency-histogram.ts';
import { percentile, round, spread, type Spread } from './stats.ts';
import type { ScalingParams, ScalingRun } from './tab-scaling.ts';

/** One side's runs in one repetition: 1 front + 9 hidden, 2 windows + 8 hidden, and one tab alone. */
export interface SideRuns {
  front1: ScalingRun;
  front2: ScalingRun;
  single: ScalingRun;
}

export interface Repetition {
  shared: SideRuns;
  perTab: SideRuns;
}

export const SCALING_TARGETS = {
  b1CpuRatio: 0.5,
  b1mRatio: 0.15,
  b2Ratio: 0.3,
  b3P99Ratio: 1.0,
  b3bP99Ms: 50,
};

const T = SCALING_TARGETS;

const r = (s: Spread, digits = 3): Spread => ({
  median: round(s.median, digits),
  min: round(s.min, digits),
  max: round(s.max, digits),
});

/** Median CPU-seconds per role over the repetitions. */
function byRole(runs: ScalingRun[]): Record<string, number> {
  const roles = [...new Set(runs.flatMap((run) => Object.keys(run.cpuByRole)))].sort();
  return Object.fromEntries(
    roles.map((role) => [role, round(spread(runs.map((run) => run.cpuByRole[role] ?? 0)).median, 2)]),
  );
}

const visibleCount = (run: ScalingRun) => run.visible.filter(Boolean).length;

/** CPU-ms per 1,000 updates per visible tab: the visible tabs' renderers plus the engine. */
function perThousand(run: ScalingRun): number {
  const cpu = (run.cpuByRole['visible tab'] ?? 0) + (run.cpuByRole.engine ?? 0);
  return (cpu * 1000) / Math.max(1, visibleCount(run)) / Math.max(1, run.updatesSent / 1000);
}

function sideFigures(reps: SideRuns[]) {
  const front1 = reps.map((x) => x.front1);
  const mean = (values: (number | null)[]) => {
    const known = values.filter((v): v is number => v !== null);
    return known.length === 0 ? Number.NaN : known.reduce((a, b) => a + b, 0) / known.length;
  };
  const catchUps = front1.flatMap((run) => run.catchUps);
  const samples = catchUps.filter((c) => c !== null);
  const msOf = (list: { ms: number }[]) => list.map((c) => c.ms).sort((a, b) => a - b);
  const caught = msOf(samples);
  const group = (frameFirst: boolean) => {
    const ms = msOf(samples.filter((c) => c.frameFirst === frameFirst));
    return { samples: ms.length, p50: round(percentile(ms, 50), 1), max: round(ms.at(-1) ?? Number.NaN, 1) };
  };
  return {
    sockets: front1.map((run) => run.sockets),
    cpu: r(spread(front1.map((run) => run.cpuSeconds)), 2),
    cpu2w: r(spread(reps.map((x) => x.front2.cpuSeconds)), 2),
    cpu1: r(spread(reps.map((x) => x.single.cpuSeconds)), 2),
    byRole: byRole(front1),
    byRole2w: byRole(reps.map((x) => x.front2)),
    byRole1: byRole(reps.map((x) => x.single)),
    visibleTab: r(spread(front1.map((run) => mean(run.cpuPerTab.filter((_, i) => run.visible[i])))), 2),
    hiddenTab: r(spread(front1.map((run) => mean(run.cpuPerTab.filter((_, i) => !run.visible[i])))), 3),
    perThousandMs: r(spread(front1.map(perThousand)), 0),
    latency: {
      // Every repetition's samples together: B3's p99 is the 1 % slowest of ~600 batches, not
      // the second slowest of the ~200 in one window (which moved by a frame from run to run).
      pooled: summarise(front1.map((run) => run.latencyHistogram)),
      pooledW2: summarise(reps.map((x) => x.front2.latencyHistogram)),
      p50: r(spread(front1.map((run) => run.latency.p50)), 1),
      p99: r(spread(front1.map((run) => run.latency.p99)), 1),
      p99w2: r(spread(reps.map((x) => x.front2.latency.p99)), 1),
    },
    commits: {
      visible: r(spread(front1.map((run) => run.commitsPerSecond.visible)), 1),
      hidden: r(spread(front1.map((run) => run.commitsPerSecond.hidden)), 1),
    },
    catchUp: {
      samples: catchUps.length,
      missed: catchUps.length - caught.length,
      p50: round(percentile(caught, 50), 1),
      p99: round(percentile(caught, 99), 1),
      // Which came first in the tab: Chromium's first frame or the commit of the catch-up.
      frameFirst: group(true),
      catchUpFirst: group(false),
    },
    updatesPerSecond: r(spread(front1.map((run) => run.updatesSent / (run.windowMs / 1000))), 0),
    machineBusy: r(spread(front1.map((run) => run.machineBusy)), 2),
    harnessCores: r(spread(front1.map((run) => run.harnessCores)), 2),
    layouts: {
      front1: [...new Set(front1.map(describeTabs))],
      front2: [...new Set(reps.map((x) => describeTabs(x.front2)))],
      single: [...new Set(reps.map((x) => describeTabs(x.single)))],
    },
    tiers: [...new Set(front1.flatMap((run) => run.tiers))],
  };
}

function describeTabs(run: ScalingRun): string {
  const shown = visibleCount(run);
  return `${shown} visible + ${run.visible.length - shown} hidden`;
}

export function summarizeScaling(reps: Repetition[], params: ScalingParams) {
  const ratio = (pick: (x: SideRuns) => number) => r(spread(reps.map((x) => pick(x.shared) / pick(x.perTab))));
  const cpuRatio = ratio((x) => x.front1.cpuSeconds);
  const cpuRatio2w = ratio((x) => x.front2.cpuSeconds);
  const marginal = ratio((x) => x.front1.cpuSeconds - x.single.cpuSeconds);
  const perThousandRatio = ratio((x) => perThousand(x.front1));
  const p99Ratio = ratio((x) => x.front1.latency.p99);
  const shared = sideFigures(reps.map((x) => x.shared));
  const perTab = sideFigures(reps.map((x) => x.perTab));
  const pooledP99Ratio = round((shared.latency.pooled.p99 ?? Number.NaN) / (perTab.latency.pooled.p99 ?? Number.NaN));
  const socketsOk =
    shared.sockets.every((n) => n === 1) && perTab.sockets.every((n) => n === params.tabs) && reps.length > 0;
  const caughtUp = shared.catchUp.missed === 0 && shared.catchUp.samples > 0;
  return {
    shared,
    perTab,
    b1: {
      target: `sockets 1 vs ${params.tabs}; browser CPU (1 front + ${params.tabs - 1} hidden) shared/per-tab <= ${T.b1CpuRatio}`,
      socketsOk,
      cpuRatio,
      cpuRatio2w,
      pass: socketsOk && cpuRatio.median <= T.b1CpuRatio,
    },
    b1m: {
      target: `(${params.tabs} tabs - 1 tab) shared/per-tab <= ${T.b1mRatio}`,
      ratio: marginal,
      pass: marginal.median <= T.b1mRatio,
    },
    b2: { target: `ratio <= ${T.b2Ratio}`, ratio: perThousandRatio, pass: perThousandRatio.median <= T.b2Ratio },
    b3: {
      target: `visible tabs' p99 ratio <= ${T.b3P99Ratio} (every repetition's samples together)`,
      pooledP99Ratio,
      p99Ratio,
      pass: pooledP99Ratio <= T.b3P99Ratio,
    },
    b3b: {
      target: `p99 <= ${T.b3bP99Ms} ms`,
      pass: caughtUp && shared.catchUp.p99 <= T.b3bP99Ms,
    },
  };
}

export type ScalingSummary = ReturnType<typeof summarizeScaling>;

const pass = (ok: boolean) => (ok ? 'pass' : '**miss**');
const orderLine = (o: { samples: number; p50: number; max: number }) =>
  o.samples === 0 ? '0' : `${o.samples}, ${o.p50} / ${o.max}`;
const range = (s: Spread) => `${s.median} (${s.min}-${s.max})`;
const roles = (map: Record<string, number>) =>
  Object.entries(map)
    .filter(([, v]) => Math.abs(v) >= 0.01)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');

export function scalingMarkdown(
  s: ScalingSummary,
  params: ScalingParams & { repetitions: number },
  cpus: number,
  feedRate: number,
): string[] {
  const { shared: a, perTab: b } = s;
  const window = `${params.measureMs / 1000} s`;
  return [
    `## B1-B3b tabs as fans have them (headful Chromium on a virtual display, ${params.tabs} tabs of \`/football\` per side)`,
    '',
    `Each run starts a fresh browser: ${params.tabs} tabs in one window, the first in front and the rest opened in the background over CDP (\`Target.createTarget {background: true}\`); ` +
      `"2 windows": two windows side by side, one tab in front in each, ${params.tabs - 2} in the background; "1 tab": the front tab alone. ` +
      `Stream paused while the tabs load, then ${params.warmupMs / 1000} s warm-up and ${window} measured; ${params.repetitions} repetitions, the sides alternating first. ` +
      "CPU = utime+stime from /proc of every process of that browser, by role: each tab's renderer (found by a CPU pulse in the page), the engine (worker threads, split out of the process they run in), and Chromium's own processes. Ratios shared / per-tab: median (min-max).",
    '',
    '| id | figure | shared engine | per-tab baseline | ratio | target | result |',
    '|---|---|---|---|---|---|---|',
    `| B1 | server sockets | ${a.sockets.join(', ')} | ${b.sockets.join(', ')} | | 1 vs ${params.tabs} | ${pass(s.b1.socketsOk)} |`,
    `| B1 | browser CPU-s per ${window}, 1 front + ${params.tabs - 1} hidden | ${range(a.cpu)} | ${range(b.cpu)} | ${range(s.b1.cpuRatio)} | <= ${T.b1CpuRatio} | ${pass(s.b1.pass)} |`,
    `| B1 | browser CPU-s per ${window}, 2 windows + ${params.tabs - 2} hidden | ${range(a.cpu2w)} | ${range(b.cpu2w)} | ${range(s.b1.cpuRatio2w)} | | |`,
    `| B1m | browser CPU-s per ${window}, 1 tab alone | ${range(a.cpu1)} | ${range(b.cpu1)} | | | |`,
    `| B1m | tabs 2-${params.tabs} and the engine (${params.tabs} tabs - 1 tab) | | | ${range(s.b1m.ratio)} | <= ${T.b1mRatio} | ${pass(s.b1m.pass)} |`,
    `| B1 | CPU-s of the visible tab's renderer / of one hidden tab's | ${range(a.visibleTab)} / ${range(a.hiddenTab)} | ${range(b.visibleTab)} / ${range(b.hiddenTab)} | | | |`,
    `| B1 | CPU-s by role, 1 front + ${params.tabs - 1} hidden | ${roles(a.byRole)} | ${roles(b.byRole)} | | | |`,
    `| B1 | CPU-s by role, 2 windows | ${roles(a.byRole2w)} | ${roles(b.byRole2w)} | | | |`,
    `| B1m | CPU-s by role, 1 tab | ${roles(a.byRole1)} | ${roles(b.byRole1)} | | | |`,
    `| B2 | CPU-ms per 1,000 updates per visible tab (its renderer + the engine) | ${range(a.perThousandMs)} | ${range(b.perThousandMs)} | ${range(s.b2.ratio)} | <= ${T.b2Ratio} | ${pass(s.b2.pass)} |`,
    `| B3 | latency p50 / p99 in the visible tab, ms, the ${params.repetitions} repetitions' samples together | ${a.latency.pooled.p50} / ${a.latency.pooled.p99} (${a.latency.pooled.count}) | ${b.latency.pooled.p50} / ${b.latency.pooled.p99} (${b.latency.pooled.count}) | ${s.b3.pooledP99Ratio} | <= ${T.b3P99Ratio} | ${pass(s.b3.pass)} |`,
    `| B3 | latency p50 in the visible tab, ms, per repetition | ${range(a.latency.p50)} | ${range(b.latency.p50)} | | | |`,
    `| B3 | latency p99 in the visible tab, ms, per repetition | ${range(a.latency.p99)} | ${range(b.latency.p99)} | ${range(s.b3.p99Ratio)} | | |`,
    `| B3 | latency p99 in the 2 visible tabs (2 windows), ms, together / per repetition | ${a.latency.pooledW2.p99} / ${range(a.latency.p99w2)} | ${b.latency.pooledW2.p99} / ${range(b.latency.p99w2)} | | | |`,
    `| B3b | hidden tab brought to the front -> DOM holds the server's state, ms p50 / p99 (samples, missed) | ${a.catchUp.p50} / ${a.catchUp.p99} (${a.catchUp.samples}, ${a.catchUp.missed}) | ${b.catchUp.p50} / ${b.catchUp.p99} (${b.catchUp.samples}, ${b.catchUp.missed}) | | p99 <= ${T.b3bP99Ms} | ${pass(s.b3b.pass)} |`,
    `| B3b | of those, the tab's first frame ran before the catch-up's commit: samples, ms p50 / max | ${orderLine(a.catchUp.frameFirst)} | ${orderLine(b.catchUp.frameFirst)} | | | |`,
    `| B3b | of those, the catch-up committed before the first frame: samples, ms p50 / max | ${orderLine(a.catchUp.catchUpFirst)} | ${orderLine(b.catchUp.catchUpFirst)} | | | |`,
    `| | React commits per s, visible tab / hidden tab | ${range(a.commits.visible)} / ${range(a.commits.hidden)} | ${range(b.commits.visible)} / ${range(b.commits.hidden)} | | | |`,
    `| | updates/s delivered by the feed | ${range(a.updatesPerSecond)} | ${range(b.updatesPerSecond)} | | ${feedRate} | |`,
    `| | machine busy, all processes (share of ${cpus} cores) | ${range(a.machineBusy)} | ${range(b.machineBusy)} | | | |`,
    `| | harness (server, feed, Playwright) cores | ${range(a.harnessCores)} | ${range(b.harnessCores)} | | | |`,
    '',
    `Tabs by visibility (checked in each page): shared ${a.layouts.front1.join('; ')} / 2 windows ${a.layouts.front2.join('; ')} / ${a.layouts.single.join('; ')}; ` +
      `per-tab ${b.layouts.front1.join('; ')} / 2 windows ${b.layouts.front2.join('; ')} / ${b.layouts.single.join('; ')}. Engine tiers: shared ${a.tiers.join('/')}, per-tab ${b.tiers.join('/')}.`,
  ];
}
