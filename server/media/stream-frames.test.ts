import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFrameGrabber, type FrameGrabber } from './stream-frames.ts';

/**
 * A stand-in for ffmpeg: answers `-version`, counts its grabs in `calls`, fails the first
 * `failures` of them (a stream without a key frame yet) and then writes its output file.
 */
function fakeFfmpeg(dir: string, failures: number, firstTakes = 0): string {
  const script = path.join(dir, 'ffmpeg');
  writeFileSync(
    script,
    `#!/bin/sh
[ "$1" = "-version" ] && exit 0
n=$(cat "${dir}/calls" 2>/dev/null || echo 0)
n=$((n + 1))
echo "$n" > "${dir}/calls"
[ "$n" -eq 1 ] && sleep ${firstTakes}
[ "$n" -le ${failures} ] && exit 1
for last; do :; done
printf 'jpeg' > "$last"
`,
  );
  chmodSync(script, 0o755);
  return script;
}

const calls = (dir: string) =>
  Number(existsSync(path.join(dir, 'calls')) ? readFileSync(path.join(dir, 'calls'), 'utf8') : 0);

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

describe('stream frames', () => {
  let dir = '';
  let grabber: FrameGrabber | null = null;
  afterEach(() => {
    grabber?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function start(failures: number, firstTakes = 0): FrameGrabber {
    dir = mkdtempSync(path.join(tmpdir(), 'frames-'));
    grabber = createFrameGrabber({
      ffmpeg: fakeFfmpeg(dir, failures, firstTakes),
      dir: path.join(dir, 'frames'),
      streamUrl: (roomId) => `http://127.0.0.1:1/live/${roomId}.flv`,
      log: () => undefined,
      delays: { first: 5, interval: 60_000, retry: 20 },
    });
    expect(grabber).not.toBeNull();
    return grabber!;
  }

  it('try a failed grab again soon, not a whole interval later, and then show the frame', async () => {
    const frames = start(2);
    frames.live(7);
    expect(frames.frameUrl(7)).toBeNull();
    // Two failures and a success, well inside the minute the next regular grab would wait.
    await until(() => frames.frameUrl(7) !== null);
    expect(calls(dir)).toBe(3);
    expect(frames.frameUrl(7)).toMatch(/^\/media\/frames\/7\.jpg\?v=\d+$/);
    expect(readFileSync(path.join(dir, 'frames', '7.jpg'), 'utf8')).toBe('jpeg');
  });

  it('after a good frame wait the interval; an ended room takes no more and loses its frame', async () => {
    const frames = start(0);
    frames.live(3);
    await until(() => frames.frameUrl(3) !== null);
    await new Promise((r) => setTimeout(r, 150));
    expect(calls(dir)).toBe(1);
    frames.ended(3);
    expect(frames.frameUrl(3)).toBeNull();
    expect(existsSync(path.join(dir, 'frames', '3.jpg'))).toBe(false);
  });

  it('going live again while a grab still runs keeps taking frames', async () => {
    const frames = start(0, 0.3);
    frames.live(5);
    await until(() => calls(dir) === 1);
    // The new schedule's first grab comes while the first one still runs.
    frames.live(5);
    await until(() => calls(dir) === 2);
    expect(frames.frameUrl(5)).toMatch(/^\/media\/frames\/5\.jpg\?v=\d+$/);
  });
});
