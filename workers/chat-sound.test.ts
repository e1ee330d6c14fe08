import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../contracts/chat.ts';
import type { ServerNotice } from '../contracts/engine-api.ts';
import { settle, startEngine } from './test-support/engine-harness.ts';

/** A chat message notice as the server sends it to one user's sockets. */
function chatNotice(id: number, flow: ChatMessage['flow']) {
  const message: ChatMessage = {
    id,
    client_id: `c${id}`,
    conversationID: 'C2C7',
    seq: id,
    from: flow === 'in' ? '1' : '7',
    nick: 'Fan',
    avatar: '',
    time: 1_700_000_000 + id,
    flow,
    isRead: false,
    status: 'success',
    type: 'text',
    payload: { text: `hello ${id}` },
  };
  return {
    code: 100 as const,
    data: { type: 'chat' as const, event: { kind: 'message' as const, message, unreadCount: 1 } },
  };
}

describe('chat message sound', () => {
  it('goes to one tab of the browser: the visible one shown last of those with a chat view', async () => {
    const h = await startEngine();
    const heard = new Map<string, ServerNotice[]>();
    for (const tabId of ['a', 'b', 'c']) {
      h.engine.attach({ tabId, visible: tabId !== 'c' });
      heard.set(tabId, []);
      h.engine.onNotice(tabId, (notice) => void heard.get(tabId)!.push(notice));
    }
    // Tab a shows no chat; b and c do, and only b is visible.
    h.engine.setChatSound('b', true);
    h.engine.setChatSound('c', true);
    h.connect();
    const sounds = () => [...heard].map(([tab, list]) => [tab, list.map((n) => (n.type === 'chat' ? n.sound : null))]);

    h.socket.serve(chatNotice(1, 'out'));
    await settle(1);
    // Every tab hears the message (lists and badges agree); one plays it.
    expect(sounds()).toEqual([
      ['a', [false]],
      ['b', [true]],
      ['c', [false]],
    ]);

    // The user's own message (from another tab or device) sounds nowhere.
    h.socket.serve(chatNotice(2, 'in'));
    // Tab b closes its chat view; c is the only one left that can play, hidden or not.
    h.engine.setChatSound('b', false);
    h.socket.serve(chatNotice(3, 'out'));
    h.engine.detach('c');
    h.socket.serve(chatNotice(4, 'out'));
    await settle(1);
    expect(sounds()).toEqual([
      ['a', [false, false, false, false]],
      ['b', [true, false, false, false]],
      ['c', [false, false, true]],
    ]);
  });
});
