import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CHAT_FILE_URL_PREFIX } from '../../contracts/chat.ts';

/**
 * Files sent in chat: stored under `<dataDir>/chat-files` by an id that records the owner (the
 * bytes only, no name or type of theirs on disk), and downloaded at `/chat-files/<id>/<name>`
 * always as an attachment, never shown in the page's origin.
 */

const ID = /^u(\d{1,12})-[0-9a-f]{24}$/;
const NAME_MAX = 200;

export function chatFilesDir(dataDir: string): string {
  const dir = path.join(dataDir, 'chat-files');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A file name as it may travel: no folders, no control characters, not too long; `file` when nothing is left. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  const cut = [...clean].slice(0, NAME_MAX).join('');
  return cut === '' || cut === '.' || cut === '..' ? 'file' : cut;
}

/** Stores an upload's bytes; its download URL. */
export async function storeChatFile(dir: string, userId: number, bytes: Buffer, name: string): Promise<string> {
  const id = `u${userId}-${randomBytes(12).toString('hex')}`;
  await writeFile(path.join(dir, id), bytes, { flag: 'wx' });
  return `${CHAT_FILE_URL_PREFIX}${id}/${encodeURIComponent(safeFileName(name))}`;
}

/** The stored id and name a download URL names, or null. */
export function parseChatFileUrl(url: string): { id: string; owner: number; name: string } | null {
  if (!url.startsWith(CHAT_FILE_URL_PREFIX)) return null;
  const [id = '', encoded = '', ...rest] = url.slice(CHAT_FILE_URL_PREFIX.length).split('/');
  const match = ID.exec(id);
  if (!match || rest.length > 0 || encoded === '') return null;
  try {
    return { id, owner: Number(match[1]), name: safeFileName(decodeURIComponent(encoded)) };
  } catch {
    return null;
  }
}

/** The size of the user's own chat file at `url`, or null when it is not theirs or not on disk. */
export async function ownChatFileSize(dir: string, userId: number, url: string): Promise<number | null> {
  const file = parseChatFileUrl(url);
  if (!file || file.owner !== userId) return null;
  try {
    return (await stat(path.join(dir, file.id))).size;
  } catch {
    return null;
  }
}

/**
 * The headers a download goes out with: an attachment under its name (ASCII fallback plus the
 * UTF-8 form), bytes of no particular type, never sniffed, and no rights if opened anyway.
 */
export function downloadHeaders(name: string): Record<string, string> {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return {
    'content-type': 'application/octet-stream',
    'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cache-control': 'private, max-age=31536000, immutable',
  };
}
