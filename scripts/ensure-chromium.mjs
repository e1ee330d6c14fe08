// Playwright drives Debian's Chromium (never a downloaded browser): CHROMIUM_PATH, else /usr/bin/chromium.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

if (process.getuid?.() === 0 && !process.env.CHROMIUM_PATH) {
  console.log("Chromium is missing: installing Debian's chromium package...");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (existsSync(path)) process.exit(0);
}
console.error(
  `Chromium not found at ${path}: install Debian's "chromium" package (sudo apt-get install chromium) or set CHROMIUM_PATH.`,
);
process.exit(1);
