import type { RuleKey } from '../../contracts/account-rules.ts';
import { ACCOUNT_PATHS } from '../../contracts/account.ts';
import type { Envelope } from '../../contracts/api.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_TOKEN_HEADER, UPLOAD_TYPES, type UploadResult } from '../../contracts/member.ts';
import { ApiCallError, callRoute } from './api-client.ts';

/** The client-side check before an upload (the server checks the content again): a message key. */
export function checkImageFile(file: { type: string; size: number }): RuleKey | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'validation:image.type';
  if (file.size > MAX_UPLOAD_BYTES) return 'validation:image.size';
  return null;
}

/** Uploads an image with a fresh grant; rejects with the server's message when refused. */
export async function uploadImage(file: Blob): Promise<string> {
  const grant = await callRoute('POST', ACCOUNT_PATHS.uploadToken, {}, { quiet: true });
  const lang = localStorage.getItem('lang');
  const response = await fetch(grant.upload_url, {
    method: 'POST',
    headers: { 'content-type': file.type, [UPLOAD_TOKEN_HEADER]: grant.token, ...(lang ? { lang } : {}) },
    body: file,
  });
  const envelope = (await response.json()) as Envelope<UploadResult>;
  if (envelope.code !== 0) throw new ApiCallError(envelope.code, envelope.msg);
  return `${grant.domain}${envelope.data.url}`;
}
