// `npm test`: typecheck, lint, unit, integration and end-to-end tests, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['typecheck', 'npx', ['tsc', '-b']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['unit', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['integration', 'npx', ['vitest', 'run', '--project', 'integration']],
  ['build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ['chromium', 'node', ['scripts/ensure-chromium.mjs']],
  ['e2e', 'npx', ['playwright', 'test']],
];

const only = process.argv.slice(2);
const started = Date.now();
for (const [name, command, args] of steps) {
  if (only.length > 0 && !only.includes(name)) continue;
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.log(`=== ${name} ok in ${((Date.now() - t0) / 1000).toFixed(1)} s ===`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
