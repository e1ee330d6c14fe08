import path from 'node:path';
import { buildSeedTemplate } from '../support/seed-template.ts';
import { httpFuzz } from './http-fuzz.ts';
import { killProcess } from './kill-process.ts';
import { pgRestart } from './pg-restart.ts';
import { reconnectStorm } from './reconnect-storm.ts';
import { redisRestart } from './redis-restart.ts';
import { slowConsumer } from './slow-consumer.ts';
import { describeCommit, machine, writeReport, type ScenarioReport } from './report.ts';
import type { ChaosScenario } from './scenario.ts';
import { socketFuzz } from './socket-fuzz.ts';
import { stopChaosBackends } from './support/chaos-cluster.ts';

/*
 * `npm run chaos`: runs the fault scenarios one after the other against real server processes,
 * prints each one's figures and writes tests/chaos/reports/latest.{md,json}. Exits 1 when a
 * figure misses its target. CHAOS_ONLY=http-fuzz (comma-separated ids) runs only those and writes
 * partial.{md,json} instead, never over the full report. CHAOS_SEED=<n> changes the inputs.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const REPORT_DIR = path.join(import.meta.dirname, 'reports');

/** Every scenario, in the order they run. New fault scenarios join this list. */
const SCENARIOS: ChaosScenario[] = [
  httpFuzz,
  socketFuzz,
  slowConsumer,
  killProcess,
  redisRestart,
  pgRestart,
  reconnectStorm,
];

const log = (line: string) => process.stdout.write(`[chaos] ${line}\n`);

function selected(): ChaosScenario[] {
  const only = (process.env.CHAOS_ONLY ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = only.filter((id) => !SCENARIOS.some((s) => s.id === id));
  if (unknown.length > 0) {
    throw new Error(
      `CHAOS_ONLY: unknown scenario ${unknown.join(', ')} (scenarios: ${SCENARIOS.map((s) => s.id).join(', ')})`,
    );
  }
  return only.length === 0 ? SCENARIOS : SCENARIOS.filter((s) => only.includes(s.id));
}

function seedOf(value: string | undefined): number {
  if (value === undefined || value === '') return 20_260_301;
  const seed = Number(value);
  if (!Number.isSafeInteger(seed)) throw new Error(`CHAOS_SEED must be an integer, got "${value}"`);
  return seed;
}

async function main(): Promise<void> {
  const scenarios = selected();
  const seed = seedOf(process.env.CHAOS_SEED);
  const started = Date.now();
  log('importing the seed data into a template database');
  const template = await buildSeedTemplate();
  const reports: ScenarioReport[] = [];
  try {
    for (const scenario of scenarios) {
      log(`${scenario.id}: ${scenario.title}`);
      const t0 = Date.now();
      let report: ScenarioReport;
      try {
        const outcome = await scenario.run({
          seedTemplate: template.file,
          seed,
          log: (line) => log(`${scenario.id}: ${line}`),
        });
        report = { id: scenario.id, title: scenario.title, durationMs: Date.now() - t0, ...outcome };
      } catch (error) {
        // A scenario that cannot finish is a missed figure of its own, and the others still run.
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        log(`${scenario.id} failed: ${message}`);
        report = {
          id: scenario.id,
          title: scenario.title,
          durationMs: Date.now() - t0,
          figures: [
            { name: 'scenario ran to the end', measured: message.split('\n')[0] ?? '', target: 'yes', met: false },
          ],
          details: ['```', message, '```'],
          data: { error: message },
        };
      }
      reports.push(report);
      for (const f of report.figures) {
        log(`${scenario.id}: ${f.name}: ${f.measured} (target ${f.target}) ${f.met ? 'met' : 'MISSED'}`);
      }
    }
  } finally {
    template.remove();
    await stopChaosBackends();
  }
  const name = scenarios.length === SCENARIOS.length ? 'latest' : 'partial';
  const written = writeReport(REPORT_DIR, name, {
    generatedAt: new Date().toISOString(),
    commit: describeCommit(ROOT),
    ...machine(),
    seed,
    scenarios: reports,
  });
  const missed = reports.flatMap((r) => r.figures.filter((f) => !f.met).map((f) => `${r.id}: ${f.name}`));
  log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s; report: ${path.relative(ROOT, written.md)}`);
  if (missed.length > 0) {
    log(`missed: ${missed.join('; ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(2);
});
