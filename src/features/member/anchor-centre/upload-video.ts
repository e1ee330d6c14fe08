import type { CentreRuleKey } from './centre-rules.ts';
import { VIDEO_MAX_BYTES } from '../../../../contracts/videos.ts';

/**
 * The client-side check before a video upload, by content as the server does it (an MP4 starts
 * with an `ftyp` box, whatever the file is called) and by size (under 50 MB): a message key.
 */
export async function checkVideoFile(file: Pick<Blob, 'size' | 'slice'>): Promise<CentreRuleKey | null> {
  if (file.size > VIDEO_MAX_BYTES) return 'videos.form.tooLarge';
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const ftyp = String.fromCharCode(...head.subarray(4, 8));
  return ftyp === 'ftyp' ? null : 'videos.form.notMp4';
}
