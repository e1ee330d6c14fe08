import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FanoutLoad, FanoutParams, FanoutRun } from './fanout.ts';

/** BENCHMARKS.md B10 targets. */
const TARGETS = {
  p99ByRate: new Map([
    [1000, 100],
    [100, 250],
  ]),
  idleMb: 150,
  cpuRatio: 0.5,
  p99Ratio: 0.7,
};

export interface FanoutLoadSummary {
  load: FanoutLoad;
  ours: FanoutRun | null;
  socketio: FanoutRun | null;
  /** Ours over Socket.IO; null when a side is missing, 0 when Socket.IO never delivered its p99. */
  cpuPerFrameRatio: number | null;
  p99Ratio: number | null;
  checks: { name: string; target: string; measured: string; pass: boolean }[];
}

export interface FanoutReport {
  date: string;
  revision: string;
  wallSeconds: number;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGb: number;
    node: string;
    loadBefore: number[];
    loadAfter: number[];
  };
  nice: number;
  params: FanoutParams;
  loads: FanoutLoadSummary[];
  notes: string[];
  errors: string[];
}

const fmt = (value: number | null, unit = '') => (value === null || Number.isNaN(value) ? 'never' : `${value}${unit}`);

export function summariseLoad(load: FanoutLoad, ours: FanoutRun | null, socketio: FanoutRun | null): FanoutLoadSummary {
  const cpuPerFrameRatio =
    ours && socketio ? Math.round((ours.runCpuPerFrameUs / socketio.runCpuPerFrameUs) * 1000) / 1000 : null;
  let p99Ratio: number | null = null;
  if (ours && socketio && ours.updateLatency.p99 !== null) {
    const theirs = socketio.updateLatency.p99;
    p99Ratio = theirs === null ? 0 : Math.round((ours.updateLatency.p99 / Math.max(1, theirs)) * 1000) / 1000;
  }
  const checks: FanoutLoadSummary['checks'] = [];
  const p99Target = TARGETS.p99ByRate.get(load.rate);
  if (ours) {
    checks.push({
      name: 'all delivered, in order',
      target: '0 gaps, 0 dups, 0 reorders, 0 missing',
      measured:
        `${ours.updates.gaps}/${ours.updates.dups}/${ours.updates.reorders}/${ours.updates.missing} updates, ` +
        `${ours.frames.gaps}/${ours.frames.dups}/${ours.frames.reorders}/${ours.frames.missing} frames, ` +
        `${ours.updatesProduced}/${ours.updatesScheduled} fed`,
      pass: ours.allDelivered,
    });
    if (p99Target !== undefined) {
      checks.push({
        name: 'update p99',
        target: `<= ${p99Target} ms`,
        measured: fmt(ours.updateLatency.p99, ' ms'),
        pass: ours.updateLatency.p99 !== null && ours.updateLatency.p99 <= p99Target,
      });
    }
    if (load.sockets >= 10_000) {
      const idle = Math.round((ours.rssIdleMb - ours.rssBeforeMb) * 10) / 10;
      checks.push({
        name: `${load.sockets} idle sockets (server RSS growth)`,
        target: `<= ${TARGETS.idleMb} MB`,
        measured: `${idle} MB (${ours.rssIdleMb} MB in all)`,
        pass: idle <= TARGETS.idleMb,
      });
    }
  }
  if (cpuPerFrameRatio !== null) {
    checks.push({
      name: 'CPU per frame vs Socket.IO',
      target: `<= ${TARGETS.cpuRatio}x`,
      measured: `${cpuPerFrameRatio}x`,
      pass: cpuPerFrameRatio <= TARGETS.cpuRatio,
    });
  }
  if (ours && socketio) {
    checks.push({
      name: 'update p99 vs Socket.IO',
      target: `<= ${TARGETS.p99Ratio}x`,
      measured:
        p99Ratio === null ? 'never (ours)' : p99Ratio === 0 ? '0 (Socket.IO never reached its p99)' : `${p99Ratio}x`,
      pass: p99Ratio !== null && p99Ratio <= TARGETS.p99Ratio,
    });
  }
  return { load, ours, socketio, cpuPerFrameRatio, p99Ratio, checks };
}

export function machineFacts(loadBefore: number[]) {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.versions.node,
    loadBefore: loadBefore.map((v) => Math.round(v * 100) / 100),
    loadAfter: os.loadavg().map((v) => Math.round(v * 100) / 100),
  };
}

function runRow(run: FanoutRun | null, name: string): string {
  if (!run) return `| ${name} | not run | | | | | | | | | | | |`;
  const u = run.updates;
  return (
    `| ${name} | ${run.connected}${run.failedToConnect ? ` (+${run.failedToConnect} failed)` : ''} | ` +
    `${run.updatesProduced}/${run.updatesScheduled} | ${u.received} (${u.gaps}/${u.dups}/${u.reorders}/${u.missing}) | ` +
    `${fmt(run.updateLatency.p50)} / ${fmt(run.updateLatency.p99)} | ${fmt(run.frameLatency.p50)} / ${fmt(run.frameLatency.p99)} | ` +
    `${run.runCpuSeconds} s (${run.cpuSeconds} s, sys ${run.systemSeconds}) | ${run.runCpuPerFrameUs} (${run.cpuPerFrameUs}) | ` +
    `${run.runCpuPerUpdateUs} | ${run.cpuShare} / ${run.clientCpuShare} | ${run.updatesPerFrame} | ${run.rssBeforeMb} / ${run.rssIdleMb} / ${run.rssPeakMb} | ${run.loadAverage} |`
  );
}

export function renderMarkdown(report: FanoutReport): string {
  const lines = [
    '# B10 server fan-out: ours against Socket.IO',
    '',
    `${report.date}, revision ${report.revision}, ${report.wallSeconds.toFixed(0)} s. Machine: ${report.machine.cpus} x ${report.machine.cpuModel}, ` +
      `${report.machine.memoryGb} GB, Node ${report.machine.node}; run at nice ${report.nice}; load average before ` +
      `${report.machine.loadBefore.join(' ')}, after ${report.machine.loadAfter.join(' ')} (the machine is shared: other work ran beside it).`,
    '',
    `Per run: ${report.params.warmupMs / 1000} s warm-up + ${report.params.measureMs / 1000} s measured, ${report.params.drainMs / 1000} s drain, ` +
      `${report.params.clientProcesses} load-generator processes.`,
    '',
  ];
  for (const s of report.loads) {
    lines.push(`## ${s.load.sockets.toLocaleString('en')} sockets x ${s.load.rate.toLocaleString('en')} updates/s`, '');
    lines.push('| check | target | measured | |', '| --- | --- | --- | --- |');
    for (const c of s.checks) lines.push(`| ${c.name} | ${c.target} | ${c.measured} | ${c.pass ? 'pass' : 'miss'} |`);
    lines.push(
      '',
      '| server | sockets | updates fed | updates received (gaps/dups/reorders/missing) | update p50 / p99 ms | frame p50 / p99 ms | CPU run (window, of it sys) | CPU us/frame run (window) | CPU us/update | CPU share of a core: server / clients | updates/frame | RSS MB before / idle / peak | load avg |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      runRow(s.ours, 'ours'),
      runRow(s.socketio, 'Socket.IO'),
      '',
    );
  }
  lines.push('## Notes', '', ...report.notes.map((n) => `- ${n}`), '');
  if (report.errors.length > 0) lines.push('## Errors', '', ...report.errors.map((e) => `- ${e}`), '');
  return lines.join('\n');
}

export function writeFanoutReport(dir: string, report: FanoutReport): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'fanout.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(dir, 'fanout.md'), renderMarkdown(report));
}
