import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { c2cConversationId } from '../../contracts/chat.ts';
import { chatRoutes } from '../../contracts/routes/chat.ts';
import { ok } from './support/chat-steps.ts';
import { quickUsers } from './support/room-users.ts';
import { startTestServer } from './support/test-server.ts';

describe('chat history across a server restart', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chat-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every message, and a user who was offline finds them on the next login', async () => {
    const first = await startTestServer({ dataDir });
    const [a, b] = await quickUsers(first, 2);
    const sent = [];
    for (let i = 1; i <= 3; i++) {
      sent.push(
        await ok(
          first,
          chatRoutes.send,
          {
            conversationID: c2cConversationId(b!.id),
            client_id: `restart-${i}`,
            type: 'text',
            payload: { text: `before ${i}` },
          },
          a!.token,
        ),
      );
    }
    await first.close();

    // The same data on a new process (b never had a socket open).
    const second = await startTestServer({ dataDir });
    try {
      const list = await ok(second, chatRoutes.conversationList, {}, b!.token);
      expect(list).toEqual([
        expect.objectContaining({
          conversationID: c2cConversationId(a!.id),
          type: 'C2C',
          unreadCount: 3,
          lastMessage: expect.objectContaining({ payload: { text: 'before 3' }, from: String(a!.id) }),
        }),
      ]);
      const page = await ok(second, chatRoutes.messageList, { conversationID: c2cConversationId(a!.id) }, b!.token);
      expect(page.complete).toBe(true);
      expect(page.list.map((m) => [m.id, m.seq, m.payload])).toEqual(sent.map((m) => [m.id, m.seq, m.payload]));
      // A retry after the restart still finds the first send; the order goes on without a gap.
      const retry = await ok(
        second,
        chatRoutes.send,
        {
          conversationID: c2cConversationId(b!.id),
          client_id: 'restart-3',
          type: 'text',
          payload: { text: 'before 3' },
        },
        a!.token,
      );
      expect(retry.id).toBe(sent[2]!.id);
      const after = await ok(
        second,
        chatRoutes.send,
        { conversationID: c2cConversationId(a!.id), client_id: 'reply-1', type: 'text', payload: { text: 'after' } },
        b!.token,
      );
      expect(after.seq).toBe(4);
    } finally {
      await second.close();
    }
  });
});
