import { ACCOUNT_PATHS } from '../../contracts/account.ts';
import type { Envelope } from '../../contracts/api.ts';
import type { CIRCLE_VIDEO_UPLOAD_PATH, CircleVideoUpload } from '../../contracts/circles.ts';
import { UPLOAD_TOKEN_HEADER } from '../../contracts/member.ts';
import type { VIDEO_UPLOAD_PATH, VideoUpload } from '../../contracts/videos.ts';
import { ApiCallError, callRoute } from './api-client.ts';

/** The video upload endpoints and what each answers. */
interface VideoUploads {
  /** The anchors' video records (MP4). */
  [VIDEO_UPLOAD_PATH]: VideoUpload;
  /** Community posts (MP4 or WebM). */
  [CIRCLE_VIDEO_UPLOAD_PATH]: CircleVideoUpload;
}

/**
 * Uploads a video with a fresh grant of `Member/getQiniuToken`, reporting the share sent (0..1);
 * rejects with the server's message when refused (code -1: the network failed). XMLHttpRequest,
 * because fetch reports no upload progress. The server decides the type by the bytes.
 */
export async function uploadVideo<P extends keyof VideoUploads>(
  path: P,
  file: Blob,
  onProgress: (sent: number) => void,
): Promise<VideoUploads[P]> {
  const grant = await callRoute('POST', ACCOUNT_PATHS.uploadToken, {}, { quiet: true });
  const lang = localStorage.getItem('lang');
  return new Promise<VideoUploads[P]>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.setRequestHeader(UPLOAD_TOKEN_HEADER, grant.token);
    if (lang) xhr.setRequestHeader('lang', lang);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let envelope: Envelope<VideoUploads[P]> | null = null;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope<VideoUploads[P]>;
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
