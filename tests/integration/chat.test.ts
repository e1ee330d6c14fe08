import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  c2cConversationId,
  CHAT_MESSAGES_PER_MINUTE,
  CHAT_NEW_CONVERSATIONS_PER_DAY,
  type ChatMessage,
} from '../../contracts/chat.ts';
import { CHAT_NEW_CONVERSATION_RULE } from '../../server/chat/chat-context.ts';
import { chatRoutes } from '../../contracts/routes/chat.ts';
import { call } from '../support/accounts.ts';
import { chatSocket, ok, refused } from './support/chat-steps.ts';
import { throwAwayDatabase } from './support/pg-database.ts';
import { quickUser, quickUsers, type QuickUser } from './support/room-users.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[click](javascript:alert(1))',
  '<a href="javascript:alert(1)">me</a>',
  '"><svg onload=alert(1)>',
  "'';!--\"<XSS>=&{()}",
  '&lt;b&gt;entities stay entities&lt;/b&gt; & ampersands',
  '<iframe srcdoc="<script>parent.alert(1)</script>"></iframe>',
  '\u202egnp.exe [微笑] 你好 👋 \\u003cscript\\u003e',
];

describe.each([
  ['sqlite', undefined],
  ['postgres', databaseUrl],
] as const)('built-in chat (%s)', (kind, url) => {
  const skip = kind === 'postgres' && !url;
  let server: TestServer;
  let scratch: Awaited<ReturnType<typeof throwAwayDatabase>> | null = null;

  const text = (as: QuickUser, to: number | string, body: string, clientId: string) =>
    call(
      server,
      chatRoutes.send,
      {
        conversationID: typeof to === 'number' ? c2cConversationId(to) : to,
        client_id: clientId,
        type: 'text',
        payload: { text: body },
      },
      as.token,
    );
  let counter = 0;
  const nextId = () => `m-${Date.now()}-${++counter}`;

  beforeAll(async () => {
    if (skip) return;
    scratch = url ? await throwAwayDatabase(url, 'chat') : null;
    server = await startTestServer({ databaseUrl: scratch?.url });
  });
  afterAll(async () => {
    await server?.close();
    await scratch?.drop();
  });

  it.skipIf(skip)('stores one message when the same client id is sent 5 times at once', async () => {
    const [a, b] = await quickUsers(server, 2);
    const clientId = nextId();
    const answers = await Promise.all(Array.from({ length: 5 }, () => text(a!, b!.id, 'once only', clientId)));
    for (const answer of answers) expect(answer.code, answer.msg).toBe(0);
    const ids = new Set(answers.map((r) => r.data.id));
    expect(ids.size).toBe(1);
    const stored = await server.live.database.db
      .selectFrom('chat_messages')
      .selectAll()
      .where('sender_id', '=', a!.id)
      .where('client_id', '=', clientId)
      .execute();
    expect(stored).toHaveLength(1);
    // The duplicates gave back the seq they took: the next message is seq 2.
    const next = await ok(
      server,
      chatRoutes.send,
      { conversationID: c2cConversationId(b!.id), client_id: nextId(), type: 'text', payload: { text: 'two' } },
      a!.token,
    );
    expect(next.seq).toBe(2);
    const page = await ok(server, chatRoutes.messageList, { conversationID: c2cConversationId(a!.id) }, b!.token);
    expect(page.list.map((m) => [m.seq, m.payload])).toEqual([
      [1, { text: 'once only' }],
      [2, { text: 'two' }],
    ]);
    expect(page.list.map((m) => m.flow)).toEqual(['out', 'out']);
  });

  it.skipIf(skip)('stores and returns an XSS corpus byte for byte, as text', async () => {
    const [a, b] = await quickUsers(server, 2);
    for (const body of XSS) expect((await text(a!, b!.id, body, nextId())).code).toBe(0);
    const page = await ok(server, chatRoutes.messageList, { conversationID: c2cConversationId(b!.id) }, a!.token);
    expect(page.list.map((m) => m.type)).toEqual(XSS.map(() => 'text'));
    expect(page.list.map((m) => (m.payload as { text: string }).text)).toEqual(XSS);
    const list = await ok(server, chatRoutes.conversationList, {}, b!.token);
    expect(list[0]).toMatchObject({
      conversationID: c2cConversationId(a!.id),
      lastMessage: { type: 'text', payload: { text: XSS.at(-1) } },
      unreadCount: XSS.length,
    });
  });

  it.skipIf(skip)('lets no one read a conversation or group they are not in', async () => {
    const [a, b, stranger] = await quickUsers(server, 3);
    expect((await text(a!, b!.id, 'between us', nextId())).code).toBe(0);
    // A visitor: private messages need a login.
    const visitor = await call(server, chatRoutes.messageList, { conversationID: c2cConversationId(b!.id) });
    expect(visitor.code).toBe(700);
    // A stranger can only name their own conversations: theirs with a is empty.
    const theirs = await ok(
      server,
      chatRoutes.messageList,
      { conversationID: c2cConversationId(a!.id) },
      stranger!.token,
    );
    expect(theirs).toEqual({ list: [], complete: true });
    const group = await ok(server, chatRoutes.createGroup, { name: 'private', user_ids: [b!.id] }, a!.token);
    expect(
      (
        await call(
          server,
          chatRoutes.send,
          { conversationID: group.conversationID, client_id: nextId(), type: 'text', payload: { text: 'hi' } },
          a!.token,
        )
      ).code,
    ).toBe(0);
    for (const token of [stranger!.token, undefined]) {
      const read = await refused(server, chatRoutes.messageList, { conversationID: group.conversationID }, token);
      expect(read.msg).toBe('You are not a member of this group');
      await refused(server, chatRoutes.groupMembers, { group_id: group.id }, token);
    }
    const write = await refused(
      server,
      chatRoutes.send,
      { conversationID: group.conversationID, client_id: nextId(), type: 'text', payload: { text: 'let me in' } },
      stranger!.token,
    );
    expect(write.msg).toBe('You are not a member of this group');
    await refused(server, chatRoutes.read, { conversationID: group.conversationID }, stranger!.token);
    await refused(server, chatRoutes.addGroupUser, { group_id: group.id, user_ids: [stranger!.id] }, stranger!.token);
    await refused(server, chatRoutes.joinGroup, { group_id: group.id }, stranger!.token);
    const message = (await ok(server, chatRoutes.messageList, { conversationID: group.conversationID }, b!.token))
      .list[0]!;
    expect(
      (await refused(server, chatRoutes.report, { message_id: message.id, reason: 'spam' }, stranger!.token)).msg,
    ).toBe('You are not a member of this group');
    expect(await ok(server, chatRoutes.report, { message_id: message.id, reason: 'spam' }, b!.token)).toBeNull();
    expect((await refused(server, chatRoutes.report, { message_id: message.id, reason: 'spam' }, b!.token)).msg).toBe(
      'You already reported this message',
    );
  });

  it.skipIf(skip)('creates a group, adds two users, delivers to both sockets, and destroys it', async () => {
    const [owner, x, y] = await quickUsers(server, 3);
    const sockets = await Promise.all([owner!, x!, y!].map((u) => chatSocket(server, u.token)));
    const group = await ok(server, chatRoutes.createGroup, { name: 'Fans', user_ids: [] }, owner!.token);
    expect(group).toMatchObject({ name: 'Fans', owner: owner!.id, members: 1, joined: true });
    const added = await ok(
      server,
      chatRoutes.addGroupUser,
      { group_id: group.id, user_ids: `${x!.id},${y!.id}` },
      owner!.token,
    );
    expect(added.members).toBe(3);
    await sockets[1]!.event('group', (e) => e.group_id === group.id && e.action === 'joined');
    const sent = await ok(
      server,
      chatRoutes.send,
      { conversationID: group.conversationID, client_id: nextId(), type: 'text', payload: { text: 'welcome!' } },
      owner!.token,
    );
    for (const [i, socket] of sockets.entries()) {
      const event = await socket.event('message', (e) => e.message.id === sent.id);
      expect(event.message).toMatchObject({
        conversationID: group.conversationID,
        payload: { text: 'welcome!' },
        flow: i === 0 ? 'in' : 'out',
      });
      expect(event.unreadCount).toBe(i === 0 ? 0 : 1);
    }
    const members = await ok(server, chatRoutes.groupMembers, { group_id: group.id }, y!.token);
    expect(members.map((m) => m.userID).sort()).toEqual([owner!.id, x!.id, y!.id].map(String).sort());
    await refused(server, chatRoutes.destroyGroup, { group_id: group.id }, x!.token);
    expect(await ok(server, chatRoutes.leaveGroup, { group_id: group.id }, y!.token)).toBeNull();
    expect(await ok(server, chatRoutes.destroyGroup, { group_id: group.id }, owner!.token)).toBeNull();
    await sockets[1]!.event('group', (e) => e.group_id === group.id && e.action === 'destroyed');
    expect(
      (await refused(server, chatRoutes.messageList, { conversationID: group.conversationID }, x!.token)).msg,
    ).toBe('This group does not exist or was dissolved');
    for (const socket of sockets) socket.close();
  });

  it.skipIf(skip)('refuses messages both ways once a user is blocked', async () => {
    const [a, b] = await quickUsers(server, 2);
    expect((await text(a!, b!.id, 'hello', nextId())).code).toBe(0);
    await ok(server, chatRoutes.block, { user_id: a!.id }, b!.token);
    expect(await text(a!, b!.id, 'are you there?', nextId())).toMatchObject({
      code: 1,
      msg: 'This user does not accept your messages',
    });
    expect(await text(b!, a!.id, 'bye', nextId())).toMatchObject({
      code: 1,
      msg: 'You blocked this user: unblock them to send messages',
    });
    expect((await ok(server, chatRoutes.blockList, {}, b!.token)).map((p) => p.userID)).toEqual([String(a!.id)]);
    await ok(server, chatRoutes.unblock, { user_id: a!.id }, b!.token);
    expect((await text(a!, b!.id, 'friends again', nextId())).code).toBe(0);
  });

  it.skipIf(skip)('pages 40 messages in pages of 15 until complete', async () => {
    const [a, b] = await quickUsers(server, 2);
    for (let i = 1; i <= 40; i++) {
      const [from, to] = i % 2 ? [a!, b!] : [b!, a!];
      expect((await text(from, to.id, `message ${i}`, nextId())).code).toBe(0);
    }
    const seen: ChatMessage[] = [];
    let before: number | undefined;
    const sizes: number[] = [];
    for (;;) {
      const page = await ok(
        server,
        chatRoutes.messageList,
        { conversationID: c2cConversationId(b!.id), ...(before ? { before } : {}) },
        a!.token,
      );
      sizes.push(page.list.length);
      seen.unshift(...page.list);
      if (page.complete) break;
      before = page.list[0]!.seq;
    }
    expect(sizes).toEqual([15, 15, 10]);
    expect(seen.map((m) => (m.payload as { text: string }).text)).toEqual(
      Array.from({ length: 40 }, (_, i) => `message ${i + 1}`),
    );
    expect(seen.map((m) => m.seq)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it.skipIf(skip)('delivers to every tab of both parties, and reads move every badge', async () => {
    const [a, b] = await quickUsers(server, 2);
    const tabs = await Promise.all([a!, a!, b!, b!].map((u) => chatSocket(server, u.token)));
    const sent = await ok(
      server,
      chatRoutes.send,
      { conversationID: c2cConversationId(b!.id), client_id: nextId(), type: 'text', payload: { text: 'ping' } },
      a!.token,
    );
    for (const [i, tab] of tabs.entries()) {
      const event = await tab.event('message', (e) => e.message.id === sent.id);
      expect(event.message.conversationID).toBe(c2cConversationId(i < 2 ? b!.id : a!.id));
      expect(event.message.flow).toBe(i < 2 ? 'in' : 'out');
    }
    expect(await ok(server, chatRoutes.read, { conversationID: c2cConversationId(a!.id) }, b!.token)).toEqual({
      unreadCount: 0,
    });
    for (const tab of tabs.slice(2)) await tab.event('read', (e) => e.unreadCount === 0 && e.seq === sent.seq);
    for (const tab of tabs.slice(0, 2))
      await tab.event('receipt', (e) => e.conversationID === c2cConversationId(b!.id));
    const mine = await ok(server, chatRoutes.messageList, { conversationID: c2cConversationId(b!.id) }, a!.token);
    expect(mine.list.at(-1)).toMatchObject({ id: sent.id, isRead: true });
    for (const tab of tabs) tab.close();
  });

  it.skipIf(skip)('limits new private conversations per day, but not talk in those already started', async () => {
    const [a, friend, newcomer] = await quickUsers(server, 3);
    expect((await text(a!, friend!.id, 'hi friend', nextId())).code).toBe(0);
    // The rest of today's allowance used up (as many other conversations would have).
    for (let i = 1; i < CHAT_NEW_CONVERSATIONS_PER_DAY; i++) {
      await server.live.accounts.limiter.hit(CHAT_NEW_CONVERSATION_RULE, String(a!.id));
    }
    expect(await text(a!, newcomer!.id, 'hello stranger', nextId())).toMatchObject({
      code: 1,
      msg: 'You have started too many new conversations today: try again tomorrow',
    });
    expect((await text(a!, friend!.id, 'still talking', nextId())).code).toBe(0);
    // The newcomer may still start one with a.
    expect((await text(newcomer!, a!.id, 'hello a', nextId())).code).toBe(0);
  });

  it.skipIf(skip)(
    "limits messages per minute with a clear message, and only the sender's own uploads go out",
    async () => {
      const [a, b] = await quickUsers(server, 2);
      for (let i = 0; i < CHAT_MESSAGES_PER_MINUTE; i++)
        expect((await text(a!, b!.id, `n${i}`, nextId())).code).toBe(0);
      expect((await text(a!, b!.id, 'one too many', nextId())).msg).toMatch(
        /^You are sending messages too fast: try again in \d+ s$/,
      );
      const c = await quickUser(server);
      const image = await call(
        server,
        chatRoutes.send,
        {
          conversationID: c2cConversationId(b!.id),
          client_id: nextId(),
          type: 'image',
          payload: { url: `/uploads/${b!.id}-someone-else.png`, width: 1, height: 1 },
        },
        c.token,
      );
      expect(image.msg).toMatch(/^Upload the image first/);
      const bad = await call(
        server,
        chatRoutes.send,
        { conversationID: 'C2Cx' as never, client_id: nextId(), type: 'text', payload: { text: 'x' } },
        c.token,
      );
      expect(bad.msg).toBe('conversationID: must be C2C<user id> or GROUP<group id>');
    },
  );
});
