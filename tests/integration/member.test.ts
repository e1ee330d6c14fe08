import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../contracts/api.ts';
import { memberRoutes } from '../../contracts/routes/member.ts';
import { call, get, post, registerUser } from '../support/accounts.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('member centre', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  async function upload(token: string, body: Buffer | string, type: string): Promise<Envelope<{ url: string }>> {
    const grant = (await call(server, memberRoutes.uploadToken, {}, token)).data;
    expect(grant.upload_url).toBe('/api/upload/image');
    const response = await fetch(`${server.url}${grant.upload_url}`, {
      method: 'POST',
      headers: { 'content-type': type, 'upload-token': grant.token, lang: 'en' },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    });
    return (await response.json()) as Envelope<{ url: string }>;
  }

  it('refuses bad profile changes with code 1 and a message', async () => {
    const { token } = await registerUser(server);
    expect(await post(server, 'member/updateInfo', { nickname: 'x' }, token)).toMatchObject({
      code: 1,
      msg: 'A nickname has 2 to 20 characters',
    });
    expect(await post(server, 'member/updateInfo', { nickname: '   ' }, token)).toMatchObject({
      code: 1,
      msg: 'Please enter a nickname',
    });
    expect((await post(server, 'member/updateInfo', { nickname: 'a'.repeat(21) }, token)).code).toBe(1);
    expect((await post(server, 'member/updateInfo', { signature: 's'.repeat(101) }, token)).code).toBe(1);
    expect((await post(server, 'member/updateInfo', { gender: 5 }, token)).code).toBe(1);
    const avatar = await post(server, 'member/updateInfo', { avatar: 'https://evil.example/a.png' }, token);
    expect(avatar).toMatchObject({ code: 1, msg: 'Please choose an avatar from the list or upload an image' });
    expect((await post(server, 'member/updateInfo', { nickname: 'ok name' })).code).toBe(700);
  });

  it('stores and returns markup and SQL-looking text verbatim', async () => {
    const { token, user } = await registerUser(server);
    const nickname = "' OR 1=1 --";
    const signature = "<script>alert(1)</script>' OR 1=1 --";
    const saved = await call(server, memberRoutes.updateInfo, { nickname, signature, gender: 2 }, token);
    expect(saved.code, saved.msg).toBe(0);
    const info = (await call(server, memberRoutes.memberInfo, {}, token)).data;
    expect(info).toMatchObject({ user_nickname: nickname, signature, gender: 2 });
    const script = '<script>alert(1)';
    expect((await post(server, 'member/updateInfo', { nickname: script }, token)).code).toBe(0);
    const persona = (await call(server, memberRoutes.persona, { id: user.id })).data;
    expect(persona).toMatchObject({ nickname: script, signature });
  });

  it('accepts only real PNG/JPEG images up to 5 MB, and then as an avatar', async () => {
    const { token, user } = await registerUser(server);
    const fake = await upload(token, '<svg onload="alert(1)"></svg>', 'image/png');
    expect(fake).toMatchObject({ code: 1, msg: 'Please upload a png or jpg image' });
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await upload(token, big, 'image/png')).toMatchObject({ code: 1, msg: 'Images are at most 5 MB' });
    const forged = await fetch(`${server.url}/api/upload/image`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', 'upload-token': `${user.id}.9999999999.forgedsignatureforged` },
      body: new Uint8Array(PNG),
    });
    expect(((await forged.json()) as Envelope<unknown>).code).toBe(1);

    const good = await upload(token, PNG, 'image/png');
    expect(good.code, good.msg).toBe(0);
    expect(good.data.url).toMatch(/^\/uploads\/u\d+-[0-9a-f]+\.png$/);
    const served = await fetch(`${server.url}${good.data.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    // JSON base64 form, too.
    const grant = (await call(server, memberRoutes.uploadToken, {}, token)).data;
    const json = await fetch(`${server.url}/api/upload/image`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'upload-token': grant.token },
      body: JSON.stringify({ data: PNG.toString('base64') }),
    });
    expect(((await json.json()) as Envelope<unknown>).code).toBe(0);

    expect((await post(server, 'member/updateInfo', { avatar: good.data.url }, token)).code).toBe(0);
    const other = await registerUser(server);
    const stolen = await post(server, 'member/updateInfo', { avatar: good.data.url }, other.token);
    expect(stolen.code).toBe(1);
  });

  it('verifies a real name once, with the ID checksum, and masks it', async () => {
    const { token } = await registerUser(server);
    const bad = await post(server, 'Member/verified', { real_name: '张三', id_number: '110105194912310021' }, token);
    expect(bad).toMatchObject({ code: 1, msg: 'Invalid ID number' });
    expect((await post(server, 'Member/verified', { id_number: '11010519491231002X' }, token)).code).toBe(1);
    const good = await call(
      server,
      memberRoutes.verified,
      { real_name: '张三', id_number: '11010519491231002X' },
      token,
    );
    expect(good.code, good.msg).toBe(0);
    const info = (await call(server, memberRoutes.verifiedInfo, {}, token)).data;
    expect(info).toMatchObject({ verified: true, real_name: '张*', id_number: '1101**********002X' });
    const again = await post(server, 'Member/verified', { real_name: '李四', id_number: '11010519491231002X' }, token);
    expect(again.code).toBe(1);
    expect((await call(server, memberRoutes.memberInfo, {}, token)).data.verified).toBe(true);
  });

  it('welcomes a new user and lets only the owner mark a message read', async () => {
    const alice = await registerUser(server);
    const bob = await registerUser(server);
    const list = (await call(server, memberRoutes.messageList, { page: 1 }, alice.token)).data;
    expect(list.list).toHaveLength(1);
    const message = list.list[0]!;
    expect(message).toMatchObject({ kind: 'welcome', read_at: null });
    expect((await call(server, memberRoutes.memberInfo, {}, alice.token)).data.unread_messages).toBe(1);

    const theft = await call(server, memberRoutes.messageRead, { id: message.id }, bob.token);
    expect(theft.code).toBe(1);
    const still = (await call(server, memberRoutes.messageList, {}, alice.token)).data;
    expect(still.list[0]?.read_at).toBeNull();

    expect((await call(server, memberRoutes.messageRead, { id: message.id }, alice.token)).code).toBe(0);
    expect((await call(server, memberRoutes.memberInfo, {}, alice.token)).data.unread_messages).toBe(0);
    expect((await post(server, 'Member/messageRead', { id: 'abc' }, alice.token)).code).toBe(1);
  });

  it('shows the level and a public persona without the mobile', async () => {
    const { token, user, mobile } = await registerUser(server);
    const level = (await call(server, memberRoutes.levelInfo, {}, token)).data;
    expect(level).toMatchObject({ level: 1, next: 10 });
    expect(level.thresholds).toHaveLength(16);
    const persona = await call(server, memberRoutes.persona, { id: user.id });
    expect(persona.code).toBe(0);
    const text = JSON.stringify(persona);
    expect(text).not.toContain(mobile.split('-')[1]);
    expect(text).not.toContain(mobile.slice(-4) + '"');
    expect(persona.data).not.toHaveProperty('mobile');
    expect((await get(server, 'User/persona', { id: 999_999 })).code).toBe(1);
    expect((await get(server, 'User/persona', { id: 'x' })).code).toBe(1);
  });
});
