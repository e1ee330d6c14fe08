import { execFileSync } from 'node:child_process';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Figure, ScenarioOutcome } from './scenario.ts';

export interface ScenarioReport extends ScenarioOutcome {
  id: string;
  title: string;
  durationMs: number;
}

export interface ChaosReport {
  generatedAt: string;
  commit: string;
  node: string;
  cpus: string;
  seed: number;
  scenarios: ScenarioReport[];
}

/** The commit measured, marked when the tree had uncommitted changes. */
export function describeCommit(root: string): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root }).toString().trim() !== '';
    return dirty ? `${sha} (with uncommitted changes)` : sha;
  } catch {
    return 'unknown';
  }
}

export function machine(): { node: string; cpus: string } {
  const cpus = os.cpus();
  return { node: process.version, cpus: `${cpus.length} x ${cpus[0]?.model ?? 'unknown'}` };
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function figureRows(scenario: string, figures: Figure[]): string[] {
  return figures.map(
    (f) =>
      `| ${cell(scenario)} | ${cell(f.name)} | ${cell(f.measured)} | ${cell(f.target)} | ${f.met ? 'met' : '**missed**'} |`,
  );
}

export function renderMarkdown(report: ChaosReport): string {
  const lines = [
    '# Chaos report',
    '',
    `Generated ${report.generatedAt} by \`npm run chaos\` on commit ${report.commit}, Node ${report.node}, ` +
      `${report.cpus}, seed ${report.seed}.`,
    '',
    '| scenario | figure | measured | target | |',
    '| --- | --- | --- | --- | --- |',
    ...report.scenarios.flatMap((s) => figureRows(s.id, s.figures)),
    '',
  ];
  for (const s of report.scenarios) {
    lines.push(`## ${s.title} (\`${s.id}\`, ${(s.durationMs / 1000).toFixed(0)} s)`, '', ...s.details, '');
  }
  return lines.join('\n');
}

/** Writes `<name>.md` and `<name>.json` into `dir` (each through a temporary file, so a crash leaves the last whole one). */
export function writeReport(dir: string, name: string, report: ChaosReport): { md: string; json: string } {
  mkdirSync(dir, { recursive: true });
  const md = path.join(dir, `${name}.md`);
  const json = path.join(dir, `${name}.json`);
  writeFileSync(`${md}.tmp`, renderMarkdown(report));
  writeFileSync(`${json}.tmp`, `${JSON.stringify(report, null, 2)}\n`);
  renameSync(`${md}.tmp`, md);
  renameSync(`${json}.tmp`, json);
  return { md, json };
}
