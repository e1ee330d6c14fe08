import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { ACCOUNT_PATHS } from '../../contracts/account.ts';
import type { Envelope } from '../../contracts/api.ts';
import { CHAT_FILE_MAX_BYTES, CHAT_FILE_UPLOAD_PATH } from '../../contracts/chat.ts';
import { chatRoutes } from '../../contracts/routes/chat.ts';
import { UPLOAD_TOKEN_HEADER, type UploadGrant } from '../../contracts/member.ts';
import { post } from '../support/accounts.ts';
import { ok, refused } from './support/chat-steps.ts';
import { quickUsers, type QuickUser } from './support/room-users.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** A GIF's header: the logical screen's size is what the server reads. */
const gif = (width: number, height: number) => {
  const bytes = Buffer.from('GIF89a\0\0\0\0\0\0\0;', 'latin1');
  bytes.writeUInt16LE(width, 6);
  bytes.writeUInt16LE(height, 8);
  return bytes;
};

/** A lossless WebP's header with its size. */
const webp = (width: number, height: number) => {
  const bits = (width - 1) | ((height - 1) << 14);
  const body = Buffer.alloc(5);
  body[0] = 0x2f;
  body.writeUInt32LE(bits >>> 0, 1);
  return Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8L\0\0\0\0', 'latin1'), body, Buffer.alloc(16)]);
};

describe('chat pictures and files', () => {
  let server: TestServer;
  let a: QuickUser;
  let b: QuickUser;

  beforeAll(async () => {
    server = await startTestServer();
    [a, b] = (await quickUsers(server, 2)) as [QuickUser, QuickUser];
  });
  afterAll(async () => {
    await server?.close();
  });

  async function upload(user: QuickUser, bytes: Buffer, file?: string) {
    const grant = (await post<UploadGrant>(server, ACCOUNT_PATHS.uploadToken, {}, user.token)).data;
    const target = file === undefined ? grant.upload_url : `${CHAT_FILE_UPLOAD_PATH}?name=${encodeURIComponent(file)}`;
    const response = await fetch(`${server.url}${target}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', [UPLOAD_TOKEN_HEADER]: grant.token, lang: 'en' },
      body: new Uint8Array(bytes),
    });
    return { status: response.status, body: (await response.json()) as Envelope<{ url: string }> };
  }

  it('takes PNG, JPG, GIF and WebP pictures by their content, with a thumbnail of the sender', async () => {
    const big = await upload(a, gif(800, 600));
    expect(big.body.data.url).toMatch(/\.gif$/);
    const thumb = await upload(a, webp(240, 180));
    expect(thumb.body.data.url).toMatch(/\.webp$/);
    const sent = await ok(
      server,
      chatRoutes.send,
      {
        conversationID: `C2C${b.id}`,
        client_id: 'gif-with-thumb',
        type: 'image',
        payload: { url: big.body.data.url, thumb_url: thumb.body.data.url, width: 1, height: 1 },
      },
      a.token,
    );
    expect(sent.payload).toEqual({ url: big.body.data.url, thumb_url: thumb.body.data.url, width: 800, height: 600 });
    // A thumbnail that is not the sender's own picture is dropped: the original serves.
    const png = await upload(b, PNG.sync.write(new PNG({ width: 4, height: 4 })));
    const other = await ok(
      server,
      chatRoutes.send,
      {
        conversationID: `C2C${b.id}`,
        client_id: 'foreign-thumb',
        type: 'image',
        payload: { url: big.body.data.url, thumb_url: png.body.data.url },
      },
      a.token,
    );
    expect(other.payload).toMatchObject({ thumb_url: big.body.data.url });
    // Anything else is refused, whatever it is called.
    const svg = await upload(a, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'));
    expect(svg.body.code).not.toBe(0);
  });

  it('sends a file with its stored size and a safe name, downloaded only as an attachment', async () => {
    const bytes = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const stored = await upload(a, bytes, '../résumé "final".html');
    expect(stored.body.code, stored.body.msg).toBe(0);
    const sent = await ok(
      server,
      chatRoutes.send,
      {
        conversationID: `C2C${b.id}`,
        client_id: 'a-file',
        type: 'file',
        payload: { name: '../résumé "final".html', size: 1, url: stored.body.data.url },
      },
      a.token,
    );
    expect(sent.payload).toEqual({ name: 'résumé final.html', size: bytes.length, url: stored.body.data.url });

    const download = await fetch(`${server.url}${stored.body.data.url}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/octet-stream');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="r_sum_ final.html"; filename*=UTF-8''${encodeURIComponent('résumé final.html')}`,
    );
    expect(download.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(bytes);
    expect((await fetch(`${server.url}/chat-files/u1-${'0'.repeat(24)}/x.txt`)).status).toBe(404);

    // Someone else's file cannot be sent.
    const stolen = await refused(
      server,
      chatRoutes.send,
      {
        conversationID: `C2C${a.id}`,
        client_id: 'stolen',
        type: 'file',
        payload: { name: 'x', size: 1, url: stored.body.data.url },
      },
      b.token,
    );
    expect(stolen.msg).toMatch(/^Upload the file first/);
  });

  it('refuses a file over the limit in words', async () => {
    const tooBig = await upload(a, Buffer.alloc(CHAT_FILE_MAX_BYTES + 1), 'big.bin');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.msg).toBe('A file can be at most 10 MB');
  });
});
