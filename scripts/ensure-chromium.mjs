// Playwright drives Debian's Chromium (never a downloaded browser): CHROMIUM_PATH, else /usr/bin/chromium.
// `--xvfb` (the benchmarks): Debian's Xvfb too, for headful Chromium with real background tabs.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const wanted = [{ pkg: 'chromium', path: chromium, custom: Boolean(process.env.CHROMIUM_PATH) }];
if (process.argv.includes('--xvfb')) wanted.push({ pkg: 'xvfb', path: '/usr/bin/Xvfb', custom: false });

const missing = () => wanted.filter((w) => !existsSync(w.path));
const installable = missing().filter((w) => !w.custom);
if (installable.length > 0 && process.getuid?.() === 0) {
  const pkgs = installable.map((w) => w.pkg).join(' ');
  console.log(`Missing: installing Debian's ${pkgs}...`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkgs}`, { stdio: 'inherit' });
}
const still = missing();
if (still.length === 0) process.exit(0);
for (const w of still) {
  console.error(
    w.pkg === 'chromium'
      ? `Chromium not found at ${w.path}: install Debian's "chromium" package (sudo apt-get install chromium) or set CHROMIUM_PATH.`
      : `${w.path} not found: install Debian's "${w.pkg}" package (sudo apt-get install ${w.pkg}).`,
  );
}
process.exit(1);
