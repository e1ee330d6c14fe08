import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

/**
 * An encoder for tests: ffmpeg pushes a moving test pattern with a tone over RTMP, as OBS would
 * (H.264 + AAC in FLV, a keyframe every second). No test runner imports here: integration and
 * e2e tests share it.
 */

const FFMPEG = process.env.FFMPEG_PATH || 'ffmpeg';

/** Whether ffmpeg can be run here. */
export function ffmpegAvailable(): boolean {
  const probe = spawnSync(FFMPEG, ['-hide_banner', '-version'], { stdio: 'ignore' });
  return probe.status === 0;
}

export interface RtmpPush {
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal) once ffmpeg has exited. */
  exited: Promise<number | null>;
  /** What ffmpeg said (errors only), for failure messages. */
  output(): string;
  /** Stops the push: SIGTERM, then SIGKILL if it lingers. */
  stop(): Promise<void>;
}

/** `rtmp://127.0.0.1:<port>/live` plus the stream key `<room>?key=<secret>`. */
export function rtmpTarget(rtmpUrl: string, streamKey: string): string {
  return `${rtmpUrl.replace(/\/+$/, '')}/${streamKey}`;
}

export function startRtmpPush(url: string): RtmpPush {
  // prettier-ignore
  const args = [
    '-hide_banner', '-loglevel', 'error', '-nostdin', '-re',
    '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15',
    '-f', 'lavfi', '-i', 'sine=frequency=440',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p', '-g', '15',
    '-c:a', 'aac', '-ar', '44100',
    '-f', 'flv', url,
  ];
  const child = spawn(FFMPEG, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (data: Buffer) => {
    output = (output + data.toString()).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
  return {
    child,
    exited,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Waits for `waiting` while the push runs: if ffmpeg exits first (refused, or it could not
 * connect), this fails at once with what ffmpeg said, instead of when `waiting` times out.
 */
export function whilePushing<T>(push: RtmpPush, waiting: Promise<T>): Promise<T> {
  const died = push.exited.then((code): never => {
    throw new Error(
      `the RTMP push ended (exit ${String(code)}) before the wait was over: ${push.output() || '(no output)'}`,
    );
  });
  // Whichever loses the race settles unheard.
  died.catch(() => undefined);
  waiting.catch(() => undefined);
  return Promise.race([waiting, died]);
}
