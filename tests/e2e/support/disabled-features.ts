import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Chromium features the test browser goes without. Every window a browser context opens gets an
 * omnibox pop-up rendered by WebUI (two documents in a renderer process of their own): a
 * second of CPU per context for a toolbar no test sees, about a sixth of the browser's CPU in
 * the suite.
 */
const OURS = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/**
 * Playwright's own `--disable-features` list. Chromium keeps only the last `--disable-features`
 * switch, so ours must repeat it; it is read from the installed Playwright, so an upgrade that
 * changes the list is followed, and one that moves it fails here rather than silently dropping it.
 */
function playwrightDisabledFeatures(): string[] {
  const core = path.dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const bundle = readFileSync(path.join(core, 'lib', 'coreBundle.js'), 'utf8');
  const list = /\bdisabledFeatures = \[([\s\S]*?)\]\.filter/.exec(bundle)?.[1];
  const names = list ? [...list.matchAll(/^\s*"([\w-]+)",?\s*$/gm)].map((m) => m[1]!) : [];
  if (names.length === 0) {
    throw new Error(
      "Playwright's --disable-features list was not found in playwright-core: update tests/e2e/support/disabled-features.ts",
    );
  }
  return names;
}

/** The one `--disable-features` switch for the test browser: Playwright's features and ours. */
export function disabledFeaturesSwitch(): string {
  return `--disable-features=${[...new Set([...playwrightDisabledFeatures(), ...OURS])].join(',')}`;
}
