import type { BigListParams, BigListRun } from './big-list.ts';
import { round } from './stats.ts';

// BENCHMARKS.md sets the script ratio at 10,000 rows; smaller days are held to the frame target.
const TARGETS = { frameP95Ms: 20, scriptRatio: 0.05, scriptRatioRows: 10_000 };

/** B6 per day size: optimised frames while scrolling, and script time optimised / naive. */
export function summarizeBigList(runs: readonly BigListRun[]) {
  if (runs.length === 0) return null;
  const find = (rows: number, mode: BigListRun['mode'], phase: BigListRun['phase']) =>
    runs.find((r) => r.rows === rows && r.mode === mode && r.phase === phase);
  const sizes = [...new Set(runs.map((r) => r.rows))].sort((a, b) => a - b);
  const bySize = sizes.map((rows) => {
    const still = find(rows, 'optimised', 'updates');
    const scrolling = find(rows, 'optimised', 'scroll');
    const naive = find(rows, 'naive', 'updates');
    const scriptRatio = still && naive ? round(still.scriptPerSecond / naive.scriptPerSecond, 3) : Number.NaN;
    const scrollRatio =
      scrolling && find(rows, 'naive', 'scroll')
        ? round(scrolling.scriptPerSecond / find(rows, 'naive', 'scroll')!.scriptPerSecond, 3)
        : Number.NaN;
    const frameP95 = Math.max(still?.frameP95Ms ?? Infinity, scrolling?.frameP95Ms ?? Infinity);
    return {
      rows,
      frameP95Ms: round(frameP95, 1),
      scriptRatio,
      scrollScriptRatio: scrollRatio,
      pass: frameP95 <= TARGETS.frameP95Ms && (rows < TARGETS.scriptRatioRows || scriptRatio <= TARGETS.scriptRatio),
    };
  });
  return {
    target: `p95 frame <= ${TARGETS.frameP95Ms} ms; script time optimised / naive <= ${TARGETS.scriptRatio} at ${TARGETS.scriptRatioRows} rows`,
    bySize,
    pass: bySize.every((s) => s.pass),
    line: bySize
      .map(
        (s) =>
          `${s.rows} rows: p95 frame ${s.frameP95Ms} ms, script ratio ${s.scriptRatio} (${s.pass ? 'pass' : 'miss'})`,
      )
      .join('; '),
  };
}

const f = (v: number, digits = 1) => (Number.isFinite(v) ? String(round(v, digits)) : '-');
const pass = (ok: boolean) => (ok ? 'pass' : '**miss**');

export function bigListMarkdown(
  params: BigListParams,
  runs: readonly BigListRun[],
  summary: ReturnType<typeof summarizeBigList>,
): string[] {
  if (!summary) return [];
  return [
    `## B6 big list (${params.rows.join(' and ')} matches, ${params.updatesPerSecond} updates/s, ${params.measureMs / 1000} s still, then ${params.measureMs / 1000} s scrolling)`,
    '',
    'One page at a time (display-paced frames). Updates come from a worker, as the engine sends them. `optimised`: the app (batches paced to frames, `LiveList` patches, memoised rows, a render only when rows moved or one on screen changed); `frame-naive`: the same pacing, but each frame sorts the day and re-renders every row on screen; `naive`: every update sorts the day and re-renders at once (a page that drops what is over 1 s old). Script = CDP `ScriptDuration` per second of wall time (1.0 = a core).',
    '',
    '| rows | mode | phase | frame p50 / p95 / max, ms | frames > 20 ms | script s/s | all tasks s/s | updates taken/s |',
    '|---|---|---|---|---|---|---|---|',
    ...runs.map(
      (r) =>
        `| ${r.rows} | ${r.mode} | ${r.phase} | ${f(r.frameP50Ms)} / ${f(r.frameP95Ms)} / ${f(r.frameMaxMs)} | ${r.longFrames} of ${r.frames} | ${f(r.scriptPerSecond, 3)} | ${f(r.taskPerSecond, 3)} | ${f(r.appliedPerSecond, 0)} |`,
    ),
    '',
    '| rows | p95 frame (worse phase), ms | script ratio optimised / naive, still | same, scrolling | target | result |',
    '|---|---|---|---|---|---|',
    ...summary.bySize.map(
      (s) =>
        `| ${s.rows} | ${f(s.frameP95Ms)} | ${f(s.scriptRatio, 3)} | ${f(s.scrollScriptRatio, 3)} | ${summary.target} | ${pass(s.pass)} |`,
    ),
  ];
}
