import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { barrageMarkdown, summarizeBarrage, type BarrageParams, type BarrageRun } from './barrage-latency.ts';
import { bigListMarkdown, summarizeBigList } from './big-list-report.ts';
import type { BigListParams, BigListRun } from './big-list.ts';
import type { ColdStart } from './cold-start.ts';
import type { FirstLoadJs } from './first-load-js.ts';
import type { GapCase, GapParams, GapRun } from './gap-recovery.ts';
import { searchMarkdown, summarizeSearch, type SearchRun } from './search-latency.ts';
import { round, spread, type Spread } from './stats.ts';
import type { ScalingParams, ScalingRun } from './tab-scaling.ts';

export interface Repetition {
  shared: ScalingRun;
  perTab: ScalingRun;
}

export interface ReportInput {
  date: string;
  revision: string;
  wallSeconds: number;
  machine: { cpus: number; cpuModel: string; memoryGb: number; os: string; node: string };
  chromium: string;
  chromiumArgs: string[];
  /** Scheduling priority of the harness (server + feed) process. */
  harnessNice: number;
  feed: { fixtures: number; updatesPerSecond: number; batchMs: number; seed: number };
  scaling: ScalingParams & { repetitions: number };
  gap: GapParams;
  bigListParams: BigListParams;
  bigList: BigListRun[];
  coldStart: ColdStart | null;
  firstLoad: FirstLoadJs | null;
  repetitions: Repetition[];
  gapRuns: GapRun[];
  barrageParams: BarrageParams;
  barrage: BarrageRun[];
  search: SearchRun[];
  notes: string[];
  errors: string[];
}

const TARGETS = {
  b1CpuRatio: 0.15,
  b3P99Ms: 50,
  b3P99Ratio: 0.3,
  b8AfterReconnectMs: 1000,
  b5Ratio: 1.0,
  b5AttachMs: 20,
  /** B11: the first visit of `/football` before the component kit came in, gzipped. */
  b11MaxKiB: 231.7,
  /** B3r: a barrage reaches the other viewer's page within a second (the e2e used to assert it). */
  b3rP99Ms: 1000,
  /** B12: `Search/index` over the whole database. */
  b12P95Ms: 50,
};

const kib = (bytes: number) => round(bytes / 1024, 1);

function summarizeFirstLoad(b11: FirstLoadJs | null) {
  if (!b11) return null;
  const pass = kib(b11.gzipBytes) <= TARGETS.b11MaxKiB;
  return {
    target: `gzipped JS of a first visit to ${b11.path} <= ${TARGETS.b11MaxKiB} KiB`,
    gzipKiB: kib(b11.gzipBytes),
    pass,
    line: `first visit of ${b11.path}: ${kib(b11.gzipBytes)} KiB of JS gzipped in ${b11.files.length} files (${kib(b11.bytes)} KiB raw) (${pass ? 'pass' : 'miss'})`,
  };
}

function firstLoadMarkdown(b11: FirstLoadJs | null, s: ReturnType<typeof summarizeFirstLoad>): string[] {
  if (!b11 || !s) return [];
  return [
    `## B11 first-load JavaScript (a first visit of \`${b11.path}\`)`,
    '',
    'A fresh browser context (no cache, no service worker) opens the page; every script it fetches until a match row is on screen and no script was requested for 2 s counts (lazy chunks a visit pulls in by itself too, worker scripts not), each gzipped on its own.',
    '',
    '| figure | measured | target | result |',
    '|---|---|---|---|',
    `| JS, gzipped | ${s.gzipKiB} KiB | <= ${TARGETS.b11MaxKiB} KiB | ${pass(s.pass)} |`,
    `| JS, raw | ${kib(b11.bytes)} KiB in ${b11.files.length} files | | |`,
    '',
    `Largest: ${b11.files
      .slice(0, 6)
      .map((f) => `\`${f.name.replace(/^\/assets\//, '')}\` ${kib(f.gzipBytes)} KiB`)
      .join(', ')}.`,
  ];
}

const r = (s: Spread, digits = 3): Spread => ({
  median: round(s.median, digits),
  min: round(s.min, digits),
  max: round(s.max, digits),
});

/** Median CPU-seconds per process role over the repetitions. */
function byType(runs: Record<string, number>[]): Record<string, number> {
  const types = [...new Set(runs.flatMap((run) => Object.keys(run)))].sort();
  return Object.fromEntries(types.map((t) => [t, round(spread(runs.map((run) => run[t] ?? 0)).median, 2)]));
}

function summarizeColdStart(b5: ColdStart | null) {
  if (!b5) return null;
  const pass = b5.ratio <= TARGETS.b5Ratio && b5.attachP50Ms <= TARGETS.b5AttachMs;
  return {
    target: `first list paint offline / online <= ${TARGETS.b5Ratio}; second tab attach <= ${TARGETS.b5AttachMs} ms`,
    ratio: round(b5.ratio, 3),
    pass,
    line: `first rows offline ${Math.round(b5.offlineMs)} ms vs online ${Math.round(b5.onlineMs)} ms, ratio ${round(b5.ratio, 2)}; second tab attach p50 ${round(b5.attachP50Ms, 1)} ms (${pass ? 'pass' : 'miss'})`,
  };
}

function coldStartMarkdown(b5: ColdStart | null, s: ReturnType<typeof summarizeColdStart>): string[] {
  if (!b5 || !s) return [];
  return [
    '## B5 cold start (a browser with one earlier visit of `/football` starts again and opens it)',
    '',
    'Offline: the network off and the server stopped (service worker precache + IndexedDB). First rows = navigation -> first frame painted with a match row; attach = a second tab connecting to the running engine (`engine:attach` measure). Median over the repetitions (online and offline alternate).',
    '',
    '| figure | online | offline | ratio | target | result |',
    '|---|---|---|---|---|---|',
    `| first list paint, ms | ${Math.round(b5.onlineMs)} | ${Math.round(b5.offlineMs)} | ${s.ratio} | <= ${TARGETS.b5Ratio} | ${pass(b5.ratio <= TARGETS.b5Ratio)} |`,
    `| second tab attach p50 / max, ms | ${round(b5.attachP50Ms, 1)} / ${round(b5.attachMaxMs, 1)} | | | <= ${TARGETS.b5AttachMs} | ${pass(b5.attachP50Ms <= TARGETS.b5AttachMs)} |`,
    '',
    `Runs: ${b5.runs.map((r) => `${r.network} ${Math.round(r.firstRowsMs)} ms (attach ${round(r.secondTabAttachMs, 1)})`).join('; ')}.`,
  ];
}

function summarize(input: ReportInput) {
  const reps = input.repetitions;
  const cpuRatio = spread(reps.map((x) => x.shared.cpuSeconds / x.perTab.cpuSeconds));
  const p99Ratio = spread(reps.map((x) => x.shared.latency.p99 / x.perTab.latency.p99));
  const pacedP99Ratio = spread(
    reps.map((x) => x.shared.pacedLatency.p99 / x.perTab.pacedLatency.p99).filter((v) => Number.isFinite(v)),
  );
  const side = (pick: (x: Repetition) => ScalingRun) => ({
    sockets: reps.map((x) => pick(x).sockets),
    cpuSeconds: r(spread(reps.map((x) => pick(x).cpuSeconds)), 2),
    cores: r(spread(reps.map((x) => pick(x).cores)), 2),
    commitsPerTabPerSecond: r(spread(reps.map((x) => pick(x).commitsPerTabPerSecond)), 1),
    updatesPerSecond: r(spread(reps.map((x) => pick(x).updatesSent / (pick(x).windowMs / 1000))), 0),
    latencyMs: {
      p50: r(spread(reps.map((x) => pick(x).latency.p50)), 1),
      p95: r(spread(reps.map((x) => pick(x).latency.p95)), 1),
      p99: r(spread(reps.map((x) => pick(x).latency.p99)), 1),
      samples: reps.map((x) => pick(x).latency.samples),
    },
    machineBusy: r(spread(reps.map((x) => pick(x).machineBusy)), 2),
    harnessCores: r(spread(reps.map((x) => pick(x).harnessCores)), 2),
    cpuByType: byType(reps.map((x) => pick(x).cpuByType)),
    allVisible: reps.every((x) => pick(x).allVisible),
    framesPerSecond: reps.map((x) => pick(x).framesPerSecond.join('/')),
    pacedTabs: reps.map((x) => pick(x).pacedLatency.tabs),
    pacedP99: r(spread(reps.map((x) => pick(x).pacedLatency.p99)), 1),
    otherCores: r(
      spread(reps.map((x) => pick(x).machineBusy * input.machine.cpus - pick(x).cores - pick(x).harnessCores)),
      2,
    ),
    tiers: [...new Set(reps.flatMap((x) => pick(x).tiers))],
  });
  const shared = side((x) => x.shared);
  const perTab = side((x) => x.perTab);
  const sharedGap = input.gapRuns.find((g) => g.side === 'shared');
  const gapOk = (c: GapCase) =>
    c.lost === 0 &&
    c.unsettled === 0 &&
    c.appliedTwice === 0 &&
    c.missingRows === 0 &&
    c.extraRows === 0 &&
    c.afterReconnectMs !== null &&
    c.afterReconnectMs <= TARGETS.b8AfterReconnectMs;
  return {
    b1: {
      target: `sockets 1 vs ${input.scaling.tabs}; browser CPU ratio shared/per-tab <= ${TARGETS.b1CpuRatio}`,
      socketsShared: shared.sockets,
      socketsPerTab: perTab.sockets,
      cpuRatio: r(cpuRatio),
      pass:
        shared.sockets.every((n) => n === 1) &&
        perTab.sockets.every((n) => n === input.scaling.tabs) &&
        cpuRatio.median <= TARGETS.b1CpuRatio,
    },
    b3: {
      target: `p99 <= ${TARGETS.b3P99Ms} ms; p99 ratio shared/per-tab <= ${TARGETS.b3P99Ratio}`,
      p99Ratio: r(p99Ratio),
      pacedP99Ratio: r(pacedP99Ratio),
      pass: shared.latencyMs.p99.median <= TARGETS.b3P99Ms && p99Ratio.median <= TARGETS.b3P99Ratio,
    },
    b8: {
      target: '0 lost, 0 applied twice; consistent within reconnect backoff + 1 s',
      pass: sharedGap !== undefined && sharedGap.cases.length === 2 && sharedGap.cases.every(gapOk),
    },
    b5: summarizeColdStart(input.coldStart),
    b11: summarizeFirstLoad(input.firstLoad),
    b3r: summarizeBarrage(input.barrage, TARGETS.b3rP99Ms),
    b6: summarizeBigList(input.bigList),
    b12: summarizeSearch(input.search, TARGETS.b12P95Ms),
    shared,
    perTab,
  };
}

export type ReportSummary = ReturnType<typeof summarize>;

const ms = (v: number | null) => (v === null ? 'never' : `${Math.round(v)} ms`);
const pass = (ok: boolean) => (ok ? 'pass' : '**miss**');
const range = (s: Spread, unit = '') => `${s.median}${unit} (${s.min}-${s.max})`;
const types = (byType: Record<string, number>) =>
  Object.entries(byType)
    .filter(([, v]) => v >= 0.05)
    .map(([t, v]) => `${t} ${v}`)
    .join(', ');

function markdown(input: ReportInput, s: ReportSummary): string {
  const { machine, scaling, gap, feed } = input;
  const lines = [
    '# Benchmark report (`npm run bench`)',
    '',
    `${input.date} · ${input.revision} · ${machine.cpus} cores (${machine.cpuModel}) · ${machine.memoryGb} GB · ${machine.os} · Node ${machine.node} · Chromium ${input.chromium} · wall ${Math.round(input.wallSeconds)} s`,
    '',
    `Stream: ${feed.fixtures} live football matches, ${feed.updatesPerSecond} updates/s as one batch every ${feed.batchMs} ms (seed ${feed.seed}), loopback server in the harness process. ` +
      `${scaling.tabs} visible tabs per side, ${scaling.warmupMs / 1000} s warm-up, ${scaling.measureMs / 1000} s measured, ${scaling.repetitions} repetitions (sides alternate first). ` +
      'Ratios are shared / per-tab: median (min-max).',
    '',
    '| id | figure | shared engine | per-tab baseline | ratio | target | result |',
    '|---|---|---|---|---|---|---|',
    `| B1 | server sockets | ${s.shared.sockets.join(', ')} | ${s.perTab.sockets.join(', ')} | | 1 vs ${scaling.tabs} | ${pass(s.b1.socketsShared.every((n) => n === 1) && s.b1.socketsPerTab.every((n) => n === scaling.tabs))} |`,
    `| B1 | browser CPU, CPU-s per ${scaling.measureMs / 1000} s | ${range(s.shared.cpuSeconds)} | ${range(s.perTab.cpuSeconds)} | ${range(s.b1.cpuRatio)} | <= ${TARGETS.b1CpuRatio} | ${pass(s.b1.cpuRatio.median <= TARGETS.b1CpuRatio)} |`,
    `| B1 | cores busy | ${range(s.shared.cores)} | ${range(s.perTab.cores)} | | | |`,
    `| B3 | latency p50, ms | ${range(s.shared.latencyMs.p50)} | ${range(s.perTab.latencyMs.p50)} | | | |`,
    `| B3 | latency p95, ms | ${range(s.shared.latencyMs.p95)} | ${range(s.perTab.latencyMs.p95)} | | | |`,
    `| B3 | latency p99, ms | ${range(s.shared.latencyMs.p99)} | ${range(s.perTab.latencyMs.p99)} | ${range(s.b3.p99Ratio)} | p99 <= ${TARGETS.b3P99Ms} ms, ratio <= ${TARGETS.b3P99Ratio} | ${pass(s.b3.pass)} |`,
    `| B3 | latency p99 in display-paced tabs, ms (tabs: ${s.shared.pacedTabs.join(', ')} / ${s.perTab.pacedTabs.join(', ')}) | ${range(s.shared.pacedP99)} | ${range(s.perTab.pacedP99)} | ${range(s.b3.pacedP99Ratio)} | | |`,
    `| | commits per tab per s | ${range(s.shared.commitsPerTabPerSecond)} | ${range(s.perTab.commitsPerTabPerSecond)} | | | |`,
    `| B1 | CPU-s by process (median) | ${types(s.shared.cpuByType)} | ${types(s.perTab.cpuByType)} | | | |`,
    `| | machine busy, all processes (share of ${machine.cpus} cores) | ${range(s.shared.machineBusy)} | ${range(s.perTab.machineBusy)} | | | |`,
    `| | harness (server, feed, Playwright) cores | ${range(s.shared.harnessCores)} | ${range(s.perTab.harnessCores)} | | | |`,
    `| | other processes on the machine, cores | ${range(s.shared.otherCores)} | ${range(s.perTab.otherCores)} | | | |`,
    `| | updates/s delivered by the feed | ${range(s.shared.updatesPerSecond)} | ${range(s.perTab.updatesPerSecond)} | | ${feed.updatesPerSecond} | |`,
    '',
    `Tabs visible: shared ${s.shared.allVisible}, per-tab ${s.perTab.allVisible}. requestAnimationFrame callbacks/s per tab during the warm-up (tab order, per repetition): shared ${s.shared.framesPerSecond.join('; ')}; per-tab ${s.perTab.framesPerSecond.join('; ')}. ` +
      `Engine tiers: shared ${s.shared.tiers.join('/')}, per-tab ${s.perTab.tiers.join('/')}. Chromium flags: \`${input.chromiumArgs.join(' ')}\`; harness nice ${input.harnessNice}.`,
    '',
    `## B8 gap recovery (${scaling.tabs} tabs, stream running; restart = server down ${gap.downMs / 1000} s, same port and data dir)`,
    '',
    'Reconnect: server back (drop: the cut) -> every live socket open again (the client backoff). Consistent: server back -> every tab holds the server state taken at the reconnect ' +
      `(tabs read every ${gap.pollMs} ms; the time is the end of the read). After ${gap.tailMs / 1000} s more streaming the feed pauses; each tab is compared with \`/api/live/snapshot\` once it holds it, stops progressing for 2 s, or ${gap.settleMs / 1000} s pass. ` +
      'Summed over tabs: lost = behind with no progress (missing = absent), applied twice = ahead or other scores at the same v, extra = rows the server lacks, unsettled = behind but still catching up (a backlog), repeated commits = rows committed at a version not above the last.',
    '',
    '| side | case | sockets before | reconnect | consistent, all tabs | after reconnect (<= 1 s) | consistent, display-paced tab | lost | applied twice | missing | extra | unsettled | repeated commits |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...input.gapRuns.flatMap((g) =>
      g.cases.map(
        (c) =>
          `| ${g.side} | ${c.kind} | ${c.socketsBefore} | ${ms(c.reconnectMs)} | ${ms(c.consistentMs)} | ${ms(c.afterReconnectMs)} | ${c.pacedTabs === 0 ? 'no such tab' : ms(c.consistentPacedMs)} | ${c.lost} | ${c.appliedTwice} | ${c.missingRows} | ${c.extraRows} | ${c.unsettled} | ${c.repeatedCommits} |`,
      ),
    ),
    '',
    `requestAnimationFrame/s per tab while streaming: ${input.gapRuns.map((g) => `${g.side} ${g.framesPerSecond.join('/')}`).join('; ')}.`,
    '',
    `B8 (shared engine): ${pass(s.b8.pass)}.`,
    '',
    ...coldStartMarkdown(input.coldStart, s.b5),
    '',
    ...firstLoadMarkdown(input.firstLoad, s.b11),
    ...searchMarkdown(input.search, s.b12),
    '',
    ...barrageMarkdown(input.barrageParams, s.b3r),
    '',
    ...bigListMarkdown(input.bigListParams, input.bigList, s.b6),
  ];
  if (input.notes.length > 0) lines.push('', ...input.notes.map((n) => `Note: ${n}.`));
  if (input.errors.length > 0) lines.push('', '## Errors', '', ...input.errors.map((e) => `- ${e}`));
  return lines.join('\n') + '\n';
}

/** Writes `<name>.json` and `<name>.md` (each via a temp file, so a crash never leaves half a report). */
export function writeReport(dir: string, input: ReportInput, name = 'latest'): ReportSummary {
  const summary = summarize(input);
  mkdirSync(dir, { recursive: true });
  const json = {
    date: input.date,
    revision: input.revision,
    wallSeconds: Math.round(input.wallSeconds),
    machine: input.machine,
    chromium: input.chromium,
    chromiumArgs: input.chromiumArgs,
    harnessNice: input.harnessNice,
    params: {
      feed: input.feed,
      scaling: input.scaling,
      gap: input.gap,
      bigList: input.bigListParams,
      barrage: input.barrageParams,
    },
    summary,
    repetitions: input.repetitions,
    gap: input.gapRuns,
    bigList: input.bigList,
    coldStart: input.coldStart,
    firstLoad: input.firstLoad,
    barrage: input.barrage,
    search: input.search,
    notes: input.notes,
    errors: input.errors,
  };
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    writeFileSync(`${file}.tmp`, text);
    renameSync(`${file}.tmp`, file);
  };
  write(`${name}.json`, JSON.stringify(json, (_k, v: unknown) => (typeof v === 'number' ? round(v, 3) : v), 2) + '\n');
  write(`${name}.md`, markdown(input, summary));
  return summary;
}
