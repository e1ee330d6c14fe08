import { spawn } from 'node:child_process';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { ffmpegRuns } from '../media/stream-frames.ts';

/**
 * ffmpeg for the library: cutting a highlight clip out of a recording, and taking a cover frame
 * from a video. Each run has a time limit and writes to a dot-named temp file that is renamed
 * only on success, so a failed or killed run leaves nothing half-written behind (and the video
 * files' route never serves dot-named files).
 */

/** A run that has not finished in this time is stopped. */
const RUN_TIMEOUT_MS = 120_000;

export interface Ffmpeg {
  cutClip(input: string, output: string, startS: number, lengthS: number): Promise<boolean>;
  grabFrame(input: string, output: string, atS: number): Promise<boolean>;
}

/** ffmpeg when it runs here (`FFMPEG_PATH`, else `ffmpeg` on the PATH); null otherwise. */
export function findFfmpeg(configured: string): Ffmpeg | null {
  if (!ffmpegRuns(configured)) return null;
  const run = async (args: string[], output: string): Promise<boolean> => {
    const temp = path.join(path.dirname(output), `.part-${path.basename(output)}`);
    const ok = await new Promise<boolean>((resolve) => {
      const child = spawn(configured, [...args, temp], { stdio: 'ignore' });
      const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
      child.once('error', () => {
        clearTimeout(timer);
        resolve(false);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        resolve(code === 0);
      });
    });
    if (!ok) {
      await rm(temp, { force: true });
      return false;
    }
    // A seek past the end exits cleanly without writing anything.
    return rename(temp, output).then(
      () => true,
      () => false,
    );
  };
  const seconds = (n: number) => n.toFixed(3);
  return {
    cutClip: (input, output, startS, lengthS) =>
      // prettier-ignore
      run([
        '-v', 'error', '-nostdin', '-y', '-ss', seconds(startS), '-i', input, '-t', seconds(lengthS),
        '-map', '0:v:0', '-map', '0:a:0?',
        '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '26', '-pix_fmt', 'yuv420p',
        '-vf', 'scale=trunc(min(1280\\,iw)/2)*2:-2',
        '-c:a', 'aac', '-b:a', '96k', '-movflags', '+faststart', '-f', 'mp4',
      ], output),
    grabFrame: (input, output, atS) =>
      // prettier-ignore
      run([
        '-v', 'error', '-nostdin', '-y', '-ss', seconds(Math.max(0, atS)), '-i', input,
        '-frames:v', '1', '-vf', 'scale=480:-2', '-q:v', '4', '-f', 'image2',
      ], output),
  };
}
