import type { CentreRuleKey } from './centre-rules.ts';
import { ACCOUNT_PATHS } from '../../../../contracts/account.ts';
import type { Envelope } from '../../../../contracts/api.ts';
import { UPLOAD_TOKEN_HEADER } from '../../../../contracts/member.ts';
import { VIDEO_MAX_BYTES, VIDEO_UPLOAD_PATH, type VideoUpload } from '../../../../contracts/videos.ts';
import { ApiCallError, callRoute } from '../../../lib/api-client.ts';

/** The client-side check before a video upload (the server checks the content again): a message key. */
export function checkVideoFile(file: { name: string; type: string; size: number }): CentreRuleKey | null {
  if (file.type !== 'video/mp4' && !/\.mp4$/i.test(file.name)) return 'videos.form.notMp4';
  if (file.size > VIDEO_MAX_BYTES) return 'videos.form.tooLarge';
  return null;
}

/**
 * Uploads an MP4 with a fresh grant of `Member/getQiniuToken`, reporting the share sent (0..1);
 * rejects with the server's message when refused. XMLHttpRequest, because fetch reports no upload
 * progress.
 */
export async function uploadVideo(file: Blob, onProgress: (sent: number) => void): Promise<VideoUpload> {
  const grant = await callRoute('POST', ACCOUNT_PATHS.uploadToken, {}, { quiet: true });
  const lang = localStorage.getItem('lang');
  return new Promise<VideoUpload>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', VIDEO_UPLOAD_PATH);
    xhr.setRequestHeader('content-type', 'video/mp4');
    xhr.setRequestHeader(UPLOAD_TOKEN_HEADER, grant.token);
    if (lang) xhr.setRequestHeader('lang', lang);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let envelope: Envelope<VideoUpload> | null = null;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope<VideoUpload>;
      } catch {
        envelope = null;
      }
      if (envelope?.code === 0) {
        onProgress(1);
        resolve(envelope.data);
      } else reject(new ApiCallError(envelope?.code ?? -1, envelope?.msg || `HTTP ${xhr.status}`));
    };
    xhr.onerror = () => reject(new ApiCallError(-1, 'Network error'));
    xhr.send(file);
  });
}
