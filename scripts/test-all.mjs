// `npm test`: format, typecheck, lint, knip, unit, integration, build and end-to-end tests, stopping at
// the first failure. Independent phases run side by side where two cores allow: the integration
// suites (mostly waiting on sockets, timers and databases) run alongside the CPU-bound checks and
// the build; the end-to-end tests start once the build is there and run alone (2 Playwright
// workers). `node scripts/test-all.mjs lint unit` runs only those phases (their order kept).
// Prints how long each phase took at the end.
import { spawn } from 'node:child_process';

/** [name, command, args, phases it needs first]. */
const PHASES = [
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn'], []],
  ['typecheck', 'npx', ['tsc', '-b'], ['format']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0'], ['typecheck']],
  ['knip', 'npx', ['knip'], ['lint']],
  ['unit', 'npx', ['vitest', 'run', '--project', 'unit'], ['knip']],
  // `npm run build`: vite build and the precompressed .br/.gz files the server sends.
  ['build', 'npm', ['run', '--silent', 'build'], []],
  ['integration', 'npx', ['vitest', 'run', '--project', 'integration'], []],
  ['chromium', 'node', ['scripts/ensure-chromium.mjs'], []],
  // Alone: after everything else (a browser per worker needs the cores to itself).
  ['e2e', 'npx', ['playwright', 'test'], ['build', 'chromium', 'unit', 'integration']],
];

/*
 * Two lanes: the checks (format -> typecheck -> lint -> knip -> unit, CPU-bound, one after the other) and
 * the rest (build, then integration with its two suites at a time), then e2e. The build goes
 * first in its lane so it never competes with e2e. What runs beside another phase has its output
 * held and printed in one piece when it ends; a phase running alone streams.
 */
const only = process.argv.slice(2);
const unknown = only.filter((name) => !PHASES.some(([phase]) => phase === name));
if (unknown.length > 0) {
  console.error(`Unknown phase: ${unknown.join(', ')} (phases: ${PHASES.map(([p]) => p).join(', ')})`);
  process.exit(2);
}
const selected = PHASES.filter(([name]) => only.length === 0 || only.includes(name));
const names = new Set(selected.map(([name]) => name));
const lanes = new Map([
  ['format', 'checks'],
  ['typecheck', 'checks'],
  ['lint', 'checks'],
  ['knip', 'checks'],
  ['unit', 'checks'],
  ['build', 'rest'],
  ['integration', 'rest'],
  ['chromium', 'rest'],
]);

const started = Date.now();
const timings = new Map();
const running = new Map();
const done = new Set();
let failed = false;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function print(name, text) {
  if (!text) return;
  process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
}

function run([name, command, args]) {
  const t0 = Date.now();
  // Alone unless something else is running now or could start before this ends.
  const streams = name === 'e2e' || selected.length === 1;
  console.log(`\n=== ${name} ===${streams ? '' : ' (output when it ends)'}`);
  const child = spawn(command, args, {
    stdio: streams ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  running.set(name, child);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(name);
      timings.set(name, { ms: Date.now() - t0, startedAt: t0 - started });
      if (failed) return resolve();
      if (!streams) {
        console.log(`\n=== ${name} output ===`);
        print(name, output);
      }
      if (code !== 0) {
        failed = true;
        console.error(`\n${name} failed (exit ${code ?? signal}).`);
        for (const [other, proc] of running) {
          console.error(`stopping ${other}`);
          proc.kill('SIGTERM');
        }
        summary();
        process.exit(code || 1);
      }
      console.log(`=== ${name} ok in ${seconds(Date.now() - t0)} ===`);
      done.add(name);
      resolve();
    });
  });
}

function ready([name, , , needs]) {
  return !done.has(name) && !running.has(name) && needs.every((n) => !names.has(n) || done.has(n));
}

async function lane(laneName) {
  for (const phase of selected.filter(([name]) => lanes.get(name) === laneName)) {
    while (!ready(phase)) await new Promise((r) => setTimeout(r, 100));
    await run(phase);
  }
}

function summary() {
  const total = Date.now() - started;
  console.log('\nPhase timings (start -> end, wall clock; phases overlap):');
  for (const [name] of selected) {
    const t = timings.get(name);
    if (t)
      console.log(
        `  ${name.padEnd(12)} ${seconds(t.ms).padStart(8)}   (${seconds(t.startedAt)} -> ${seconds(t.startedAt + t.ms)})`,
      );
  }
  console.log(`  ${'total'.padEnd(12)} ${seconds(total).padStart(8)}`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const proc of running.values()) proc.kill('SIGTERM');
    process.exit(130);
  });
}

await Promise.all([lane('checks'), lane('rest')]);
const e2e = selected.find(([name]) => name === 'e2e');
if (e2e) await run(e2e);
summary();
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
