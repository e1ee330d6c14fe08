import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { c2cConversationId } from '../../contracts/chat.ts';
import { chatRoutes } from '../../contracts/routes/chat.ts';
import { chatSocket, ok } from './support/chat-steps.ts';
import { throwAwayDatabase } from './support/pg-database.ts';
import { quickUser } from './support/room-users.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;

/**
 * Two gateways share one database and one Redis (as at scale): a message sent through one
 * reaches the receiver's socket on the other, and the sender's tab on the first. The database is
 * PostgreSQL when TEST_DATABASE_URL is set, else one SQLite file both open.
 */
describe.skipIf(!redisUrl)('chat across two server processes on one Redis', () => {
  let a: TestServer;
  let b: TestServer;
  let scratch: Awaited<ReturnType<typeof throwAwayDatabase>> | null = null;
  let dataDir = '';
  const busPrefix = `test-${randomUUID()}:`;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'chat-scale-'));
    scratch = databaseUrl ? await throwAwayDatabase(databaseUrl, 'chat_scale') : null;
    a = await startTestServer({ redisUrl, databaseUrl: scratch?.url, dataDir, busPrefix });
    b = await startTestServer({ redisUrl, databaseUrl: scratch?.url, dataDir, busPrefix });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await scratch?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers a message from a user on one to a user on the other', async () => {
    const sender = await quickUser(a);
    const receiver = await quickUser(a);
    const senderTab = await chatSocket(a, sender.token);
    const receiverTab = await chatSocket(b, receiver.token);
    const sent = await ok(
      a,
      chatRoutes.send,
      {
        conversationID: c2cConversationId(receiver.id),
        client_id: randomUUID(),
        type: 'text',
        payload: { text: 'across' },
      },
      sender.token,
    );
    const heard = await receiverTab.event('message', (e) => e.message.id === sent.id);
    expect(heard).toMatchObject({
      unreadCount: 1,
      message: { conversationID: c2cConversationId(sender.id), flow: 'out', payload: { text: 'across' }, seq: 1 },
    });
    await senderTab.event('message', (e) => e.message.id === sent.id);
    // The read on the second process reaches the sender's tab on the first.
    await ok(b, chatRoutes.read, { conversationID: c2cConversationId(sender.id) }, receiver.token);
    expect(await senderTab.event('receipt', (e) => e.seq === 1)).toMatchObject({
      conversationID: c2cConversationId(receiver.id),
    });
    senderTab.close();
    receiverTab.close();
  });

  it("counts a group's members online on either process", async () => {
    const [owner, onA, onB, away] = await Promise.all([quickUser(a), quickUser(a), quickUser(a), quickUser(a)]);
    const group = await ok(
      a,
      chatRoutes.createGroup,
      { name: 'Both sides', user_ids: [onA.id, onB.id, away.id] },
      owner.token,
    );
    expect(group).toMatchObject({ members: 4, online: 0 });
    const tabA = await chatSocket(a, onA.token);
    const tabB = await chatSocket(b, onB.token);
    // Each process learns the other's sockets from its presence report (every 2 s).
    const online = async (server: TestServer) =>
      (await ok(server, chatRoutes.anchorGroups, {}, owner.token)).find((g) => g.id === group.id)?.online;
    await expect.poll(() => online(a), { timeout: 10_000, interval: 200 }).toBe(2);
    await expect.poll(() => online(b), { timeout: 10_000, interval: 200 }).toBe(2);
    tabB.close();
    await expect.poll(() => online(a), { timeout: 10_000, interval: 200 }).toBe(1);
    tabA.close();
  });
});
