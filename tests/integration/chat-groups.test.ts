import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemConfig } from '../../contracts/api.ts';
import type { TouristAccount } from '../../contracts/account.ts';
import { chatRoutes } from '../../contracts/routes/chat.ts';
import { get, post } from '../support/accounts.ts';
import { ACCOUNT_PATHS } from '../../contracts/account.ts';
import type { Envelope } from '../../contracts/api.ts';
import { UPLOAD_TOKEN_HEADER, type UploadGrant } from '../../contracts/member.ts';
import { PNG } from 'pngjs';
import { chatSocket, ok, refused } from './support/chat-steps.ts';
import { makeAnchor, quickUser, quickUsers, type QuickUser } from './support/room-users.ts';
import { apiData, startTestServer, type TestServer } from './support/test-server.ts';

describe('fan groups, recommendations and the chat settings', () => {
  let server: TestServer;
  let anchor: QuickUser & { roomId: number };

  beforeAll(async () => {
    server = await startTestServer();
    const user = await quickUser(server);
    anchor = { ...user, roomId: await makeAnchor(server, user.id) };
  });
  afterAll(async () => {
    await server?.close();
  });

  it("shows an anchor's fan group in their room: visitors read it, fans join and talk", async () => {
    const group = await ok(server, chatRoutes.createGroup, { name: 'Fan club', user_ids: [] }, anchor.token);
    await ok(
      server,
      chatRoutes.send,
      { conversationID: group.conversationID, client_id: 'hello-fans', type: 'text', payload: { text: 'hello fans' } },
      anchor.token,
    );
    const [fan, other] = await quickUsers(server, 2);
    // Not shown yet: closed to everyone outside.
    await refused(server, chatRoutes.joinGroup, { group_id: group.id }, fan!.token);
    expect(await ok(server, chatRoutes.roomGroups, { room_id: anchor.roomId })).toEqual([]);
    // Only the owner, an anchor with a room, may show it.
    expect((await refused(server, chatRoutes.showGroup, { group_id: group.id }, fan!.token)).msg).toBe(
      "Only the group's owner can do this",
    );
    const shown = await ok(server, chatRoutes.showGroup, { group_id: group.id, show: 1 }, anchor.token);
    expect(shown).toMatchObject({ room_id: anchor.roomId, members: 1 });
    expect(await ok(server, chatRoutes.roomGroups, { room_id: anchor.roomId })).toEqual([
      expect.objectContaining({ id: group.id, joined: false }),
    ]);
    expect((await ok(server, chatRoutes.recommendGroups, {})).map((g) => g.id)).toContain(group.id);
    // A visitor (no login) reads the shown group, but cannot write to it.
    const page = await ok(server, chatRoutes.messageList, { conversationID: group.conversationID });
    expect(page.list.map((m) => m.payload)).toEqual([{ text: 'hello fans' }]);
    // A fan joins and their message reaches the anchor's socket.
    const anchorTab = await chatSocket(server, anchor.token);
    expect(await ok(server, chatRoutes.joinGroup, { group_id: group.id }, fan!.token)).toMatchObject({
      joined: true,
      members: 2,
    });
    await refused(
      server,
      chatRoutes.send,
      { conversationID: group.conversationID, client_id: 'x', type: 'text', payload: { text: 'not in' } },
      other!.token,
    );
    const sent = await ok(
      server,
      chatRoutes.send,
      { conversationID: group.conversationID, client_id: 'fan-1', type: 'text', payload: { text: '666' } },
      fan!.token,
    );
    expect((await anchorTab.event('message', (e) => e.message.id === sent.id)).message.from).toBe(String(fan!.id));
    expect((await ok(server, chatRoutes.anchorGroups, {}, fan!.token)).map((g) => g.id)).toEqual([group.id]);
    anchorTab.close();
  });

  it('recommends anchors and keeps an address book of private chats', async () => {
    const [a, b] = await quickUsers(server, 2);
    expect((await ok(server, chatRoutes.recommendUsers, {}, a!.token)).map((p) => p.userID)).toContain(
      String(anchor.id),
    );
    await ok(
      server,
      chatRoutes.send,
      { conversationID: `C2C${b!.id}`, client_id: 'ab', type: 'text', payload: { text: 'hi' } },
      a!.token,
    );
    expect((await ok(server, chatRoutes.addressBook, {}, b!.token)).map((c) => c.profile.userID)).toEqual([
      String(a!.id),
    ]);
    await ok(server, chatRoutes.block, { user_id: anchor.id }, a!.token);
    expect((await ok(server, chatRoutes.recommendUsers, {}, a!.token)).map((p) => p.userID)).not.toContain(
      String(anchor.id),
    );
  });

  it('sends an own uploaded picture with its real size, the original as its thumbnail', async () => {
    const [a, b] = await quickUsers(server, 2);
    const grant = (await post<UploadGrant>(server, ACCOUNT_PATHS.uploadToken, {}, a!.token)).data;
    const png = PNG.sync.write(new PNG({ width: 40, height: 30 }));
    const uploaded = (await (
      await fetch(`${server.url}${grant.upload_url}`, {
        method: 'POST',
        headers: { 'content-type': 'image/png', [UPLOAD_TOKEN_HEADER]: grant.token, lang: 'en' },
        body: new Uint8Array(png),
      })
    ).json()) as Envelope<{ url: string }>;
    expect(uploaded.code, uploaded.msg).toBe(0);
    const sent = await ok(
      server,
      chatRoutes.send,
      {
        conversationID: `C2C${b!.id}`,
        client_id: 'picture',
        type: 'image',
        payload: JSON.stringify({ url: uploaded.data.url, width: 9999, height: 1 }),
      },
      a!.token,
    );
    expect(sent).toMatchObject({
      type: 'image',
      payload: { url: uploaded.data.url, thumb_url: uploaded.data.url, width: 40, height: 30 },
    });
    // Someone else's upload cannot be sent.
    expect(
      (
        await refused(
          server,
          chatRoutes.send,
          { conversationID: `C2C${a!.id}`, client_id: 'stolen', type: 'image', payload: { url: uploaded.data.url } },
          b!.token,
        )
      ).msg,
    ).toMatch(/^Upload the image first/);
  });

  it('tells the app the built-in service runs, and signs tourists with the built-in signature', async () => {
    const config = await apiData<SystemConfig>(server, 'universal/getSystemConfig');
    expect(config.chat).toEqual({ service: 'builtin' });
    const tourist = (await get<TouristAccount>(server, 'Universal/imTouristAccount')).data;
    expect(tourist.id).toMatch(/^tourist_/);
    expect(tourist.sig).not.toBe('');
  });
});

describe('a server set up for Tencent Cloud IM', () => {
  it('names Tencent in the settings and signs userSig with TLS-sig v2', async () => {
    const server = await startTestServer({
      env: { TENCENT_IM_SDKAPPID: '1400000001', TENCENT_IM_SECRET: 'a-test-secret-of-enough-length' },
    });
    try {
      const config = await apiData<SystemConfig>(server, 'universal/getSystemConfig');
      expect(config.chat).toEqual({ service: 'tencent', sdk_app_id: 1400000001 });
      const tourist = (await get<TouristAccount>(server, 'Universal/imTouristAccount')).data;
      const base64 = tourist.sig.replace(/\*/g, '+').replace(/-/g, '/').replace(/_/g, '=');
      const document = JSON.parse(inflateSync(Buffer.from(base64, 'base64')).toString()) as Record<string, unknown>;
      expect(document).toMatchObject({ 'TLS.ver': '2.0', 'TLS.identifier': tourist.id, 'TLS.sdkappid': 1400000001 });
    } finally {
      await server.close();
    }
  });
});
