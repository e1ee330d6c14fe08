import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type CDPSession } from '@playwright/test';
import { sleep } from './stats.ts';

/*
 * Tabs as fans have them: headful Chromium on a virtual X display (Debian's `xvfb`), one window
 * with one tab in front and the rest in the background, made over CDP with
 * `Target.createTarget {background: true}`. Headless Chromium (and Playwright's launcher) keeps
 * every page `visible`, so only this setup measures hidden tabs (BENCHMARKS.md).
 */

/** Flags of the e2e browser except `--headless`, plus a window big enough for the list. */
const HEADFUL_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--password-store=basic',
  // No "unsupported command-line flag" bar (for --no-sandbox): it sits on the window's first tab
  // only, so tabs opened in the background took that tab's smaller size and resized when shown.
  '--test-type',
  '--window-position=0,0',
  '--window-size=1280,1000',
];

export const SCREEN = { width: 2560, height: 1080 };

/** A running X server of our own. */
export interface VirtualDisplay {
  readonly display: string;
  stop(): void;
}

/** Starts `Xvfb` on the first free display number from 90. */
export async function startDisplay(): Promise<VirtualDisplay> {
  if (!existsSync('/usr/bin/Xvfb')) {
    throw new Error('Xvfb is missing: install Debian\'s "xvfb" (apt-get install -y xvfb)');
  }
  for (let n = 90; n < 110; n += 1) {
    if (existsSync(`/tmp/.X11-unix/X${n}`) || existsSync(`/tmp/.X${n}-lock`)) continue;
    const xvfb = spawn(
      '/usr/bin/Xvfb',
      [`:${n}`, '-screen', '0', `${SCREEN.width}x${SCREEN.height}x24`, '-nolisten', 'tcp'],
      {
        stdio: 'ignore',
      },
    );
    for (let waited = 0; waited < 5_000; waited += 50) {
      if (existsSync(`/tmp/.X11-unix/X${n}`)) return { display: `:${n}`, stop: () => xvfb.kill('SIGTERM') };
      if (xvfb.exitCode !== null) break;
      await sleep(50);
    }
    xvfb.kill('SIGKILL');
  }
  throw new Error('no free X display between :90 and :109');
}

/** One headful Chromium with a fresh profile, driven by Playwright over CDP. */
export interface HeadfulBrowser {
  readonly browser: Browser;
  /** The browser-level CDP session (Target, Browser domains). */
  readonly cdp: CDPSession;
  /** pid of the browser process: every Chromium process of this browser descends from it. */
  readonly pid: number;
  /** The browser's DevTools WebSocket, for targets Playwright does not reach (shared workers). */
  readonly wsEndpoint: string;
  close(): Promise<void>;
}

export async function launchHeadful(display: VirtualDisplay, executablePath: string): Promise<HeadfulBrowser> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-profile-'));
  const child: ChildProcess = spawn(
    executablePath,
    [...HEADFUL_ARGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
    { env: { ...process.env, DISPLAY: display.display }, stdio: 'ignore' },
  );
  const portFile = path.join(profile, 'DevToolsActivePort');
  let port = 0;
  let wsPath = '';
  for (let waited = 0; waited < 20_000 && port === 0; waited += 50) {
    if (child.exitCode !== null) break;
    if (existsSync(portFile)) {
      const [portLine = '', pathLine = ''] = readFileSync(portFile, 'utf8').split('\n');
      if (pathLine.startsWith('/')) [port, wsPath] = [Number(portLine) || 0, pathLine.trim()];
    }
    if (port === 0) await sleep(50);
  }
  if (port === 0) {
    child.kill('SIGKILL');
    rmSync(profile, { recursive: true, force: true });
    throw new Error(`Chromium did not open its debugging port (exit ${String(child.exitCode)})`);
  }
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`, { noDefaults: true });
  const cdp = await browser.newBrowserCDPSession();
  return {
    browser,
    cdp,
    pid: child.pid!,
    wsEndpoint: `ws://127.0.0.1:${port}${wsPath}`,
    async close() {
      const exited = new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) resolve();
        else child.once('exit', () => resolve());
      });
      // Browser.close ends Chromium itself (Playwright's close only drops a CDP connection).
      await cdp.send('Browser.close').catch(() => undefined);
      await browser.close().catch(() => undefined);
      if (!(await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]))) {
        child.kill('SIGKILL');
        await exited;
      }
      try {
        // Its helper processes may still be writing the profile for a moment after it exits.
        rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
      } catch (error) {
        console.warn(`[bench] profile ${profile} left behind: ${String(error)}`);
      }
    },
  };
}
