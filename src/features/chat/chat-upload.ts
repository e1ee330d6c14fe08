import { ACCOUNT_PATHS } from '../../../contracts/account.ts';
import type { Envelope } from '../../../contracts/api.ts';
import { CHAT_FILE_UPLOAD_PATH, type ImagePayload } from '../../../contracts/chat.ts';
import { UPLOAD_TOKEN_HEADER, type UploadResult } from '../../../contracts/member.ts';
import { ApiCallError, callRoute } from '../../lib/api-client.ts';
import { uploadImage } from '../../lib/upload-image.ts';
import { thumbnailSize } from './attachment-rules.ts';

/** Uploads a file to send in chat (any type; the server keeps it as bytes and serves it as a download). */
export async function uploadChatFile(file: File): Promise<string> {
  const grant = await callRoute('POST', ACCOUNT_PATHS.uploadToken, {}, { quiet: true });
  const lang = localStorage.getItem('lang');
  const response = await fetch(`${CHAT_FILE_UPLOAD_PATH}?name=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      [UPLOAD_TOKEN_HEADER]: grant.token,
      ...(lang ? { lang } : {}),
    },
    body: file,
  });
  const envelope = (await response.json()) as Envelope<UploadResult>;
  if (envelope.code !== 0) throw new ApiCallError(envelope.code, envelope.msg);
  return `${grant.domain}${envelope.data.url}`;
}

/** A smaller copy of a picture drawn in the browser, or null when it serves as its own thumbnail. */
async function makeThumbnail(file: Blob): Promise<Blob | null> {
  const bitmap = await createImageBitmap(file);
  try {
    const size = thumbnailSize(file.type, bitmap.width, bitmap.height);
    if (!size) return null;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, size.type, 0.85));
  } finally {
    bitmap.close();
  }
}

/**
 * Uploads a picture and, when it is large, a thumbnail made here (the server checks both by
 * content and reads the sizes itself). A thumbnail that cannot be made leaves the original as its own.
 */
export async function uploadChatImage(file: Blob): Promise<ImagePayload> {
  const url = await uploadImage(file);
  const thumb = await makeThumbnail(file).catch(() => null);
  const thumb_url = thumb ? await uploadImage(thumb).catch(() => '') : '';
  return { url, thumb_url, width: 0, height: 0 };
}
