// Installs dependencies when node_modules is missing or was installed from another
// package-lock.json (or another Node version).
// Runs with nothing but Node and npm, so it uses only Node's own modules.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const lock = 'package-lock.json';
const stamp = 'node_modules/.install-stamp';
const digest = createHash('sha256').update(readFileSync(lock)).update(process.version).digest('hex');

if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) process.exit(0);

console.log('Installing dependencies (npm ci)...');
execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
writeFileSync(stamp, digest);
