import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, UPLOAD_TOKEN_HEADER } from '../../contracts/member.ts';
import { sign, verifySignature } from './secrets.ts';
import { isOwnUploadPath, sniffImage, uploadFileName, uploadGrantText } from './member-rules.ts';

/**
 * Image uploads kept on local disk under `<dataDir>/uploads` and served at `/uploads/`. The
 * type is decided by the content (PNG/JPEG magic bytes), never by the name or declared type;
 * the file name records the owner so an avatar can be checked as "this user's upload".
 */

export const UPLOAD_GRANT_TTL_S = 600;

export function uploadsDir(dataDir: string): string {
  const dir = path.join(dataDir, 'uploads');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A grant `<user>.<expires>.<hmac>` letting one user upload for ten minutes. */
export function issueUploadGrant(secret: Buffer, userId: number, nowS: number): string {
  const expires = nowS + UPLOAD_GRANT_TTL_S;
  return `${userId}.${expires}.${sign(secret, uploadGrantText(userId, expires))}`;
}

/** The grant an upload carries: the `upload-token` header, or the `upload_token` query parameter. */
export function uploadGrantOf(request: Pick<FastifyRequest, 'headers' | 'query'>): string {
  const header = request.headers[UPLOAD_TOKEN_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  const query = (request.query as Record<string, unknown> | undefined)?.upload_token;
  return value ?? (typeof query === 'string' ? query : '');
}

/** The user a grant was issued to, or null when forged or expired. */
export function checkUploadGrant(secret: Buffer, grant: string, nowS: number): number | null {
  const match = /^(\d{1,12})\.(\d{1,12})\.([\w-]{20,100})$/.exec(grant);
  if (!match) return null;
  const userId = Number(match[1]);
  const expires = Number(match[2]);
  if (expires < nowS) return null;
  return verifySignature(secret, uploadGrantText(userId, expires), match[3] ?? '') ? userId : null;
}

export type StoreResult = { url: string } | { error: 'validation:image.type' | 'validation:image.size' };

/** Checks and stores an image; the message key of the refusal otherwise. */
export async function storeImage(dir: string, userId: number, bytes: Buffer): Promise<StoreResult> {
  if (bytes.length > MAX_UPLOAD_BYTES) return { error: 'validation:image.size' };
  const ext = sniffImage(bytes);
  if (!ext) return { error: 'validation:image.type' };
  const name = uploadFileName(userId, randomBytes(12).toString('hex'), ext);
  await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  return { url: `/uploads/${name}` };
}

/** Whether the avatar is this user's upload and still on disk. */
export function ownUploadExists(dir: string, userId: number, avatar: string): boolean {
  return isOwnUploadPath(userId, avatar) && existsSync(path.join(dir, path.basename(avatar)));
}
