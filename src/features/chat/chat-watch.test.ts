import { describe, expect, it, vi } from 'vitest';
import type { ChatConversation, ChatMessage, ChatServiceEvents } from '../../../contracts/chat.ts';
import { watchChat, type ChatWatchDeps } from './chat-watch.ts';

type Listeners = { [E in keyof ChatServiceEvents]?: ChatServiceEvents[E] };

function message(id: number, flow: ChatMessage['flow'], conversationID: ChatMessage['conversationID']): ChatMessage {
  return {
    id,
    client_id: `c${id}`,
    conversationID,
    seq: id,
    from: flow === 'in' ? '1' : '7',
    nick: 'Fan',
    avatar: '',
    time: 1_700_000_000,
    flow,
    isRead: false,
    status: 'success',
    type: 'text',
    payload: { text: 'hi' },
  };
}

const conversation = (conversationID: ChatConversation['conversationID'], unreadCount: number): ChatConversation => ({
  conversationID,
  type: conversationID.startsWith('C2C') ? 'C2C' : 'GROUP',
  userProfile: { userID: '7', nick: 'Fan', avatar: '' },
  lastMessage: null,
  unreadCount,
  time: 1_700_000_000,
});

function setup(lists: ChatConversation[][]) {
  const on: Listeners = {};
  let onSound: ((event: { message: ChatMessage }, chosen: boolean) => void) | null = null;
  const counts = new Map<string, number>();
  const heard: [number, boolean][] = [];
  const stopWanting = vi.fn();
  const deps: ChatWatchDeps = {
    chat: {
      conversations: vi.fn(() => Promise.resolve(lists.shift() ?? [])),
      on: (event, listener) => {
        (on as Record<string, unknown>)[event] = listener;
        return () => void delete on[event];
      },
      onSound: (listener) => {
        onSound = listener as typeof onSound;
        return () => void (onSound = null);
      },
    },
    wantChatSound: vi.fn(() => stopWanting),
    sound: () => ({
      unlock: () => undefined,
      onMessage: (m, chosen) => {
        heard.push([Number(m.id.split(':')[1]?.slice(1)), chosen]);
        return chosen;
      },
    }),
    resetUnread: (all) => {
      counts.clear();
      for (const [id, n] of Object.entries(all)) if (n > 0) counts.set(id, n);
    },
    setUnread: (id, n) => (n ? counts.set(id, n) : counts.delete(id)),
  };
  const stop = watchChat(deps);
  return {
    on,
    counts,
    heard,
    stop,
    stopWanting,
    deps,
    sound: (m: ChatMessage, c: boolean) => onSound?.({ message: m }, c),
  };
}

describe('the chat watcher of every page', () => {
  it('starts from the conversation list and follows messages, reads and groups', async () => {
    const w = setup([[conversation('C2C7', 2), conversation('GROUP3', 0)], [conversation('GROUP9', 4)]]);
    await vi.waitFor(() => expect([...w.counts]).toEqual([['C2C7', 2]]));
    w.on.message!(message(3, 'out', 'GROUP3'), 1);
    // An own message (sent from another tab) changes nothing.
    w.on.message!(message(4, 'in', 'C2C7'), 0);
    expect(Object.fromEntries(w.counts)).toEqual({ C2C7: 2, GROUP3: 1 });
    w.on.read!('C2C7', 9, 0);
    expect(Object.fromEntries(w.counts)).toEqual({ GROUP3: 1 });
    w.on.group!({ kind: 'group', action: 'left', group_id: 3, conversationID: 'GROUP3' });
    expect(w.counts.size).toBe(0);
    w.on.group!({ kind: 'group', action: 'joined', group_id: 9, conversationID: 'GROUP9' });
    await vi.waitFor(() => expect(Object.fromEntries(w.counts)).toEqual({ GROUP9: 4 }));
  });

  it('asks to be a sounding tab and passes on the engine choice; stopping clears the badge', async () => {
    const w = setup([[conversation('C2C7', 1)]]);
    expect(w.deps.wantChatSound).toHaveBeenCalledTimes(1);
    w.sound(message(5, 'out', 'C2C7'), true);
    w.sound(message(6, 'out', 'C2C7'), false);
    expect(w.heard).toEqual([
      [5, true],
      [6, false],
    ]);
    await vi.waitFor(() => expect(w.counts.size).toBe(1));
    w.stop();
    expect(w.stopWanting).toHaveBeenCalledTimes(1);
    expect(w.counts.size).toBe(0);
    expect(w.on.message).toBeUndefined();
  });
});
