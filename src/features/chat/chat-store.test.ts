import { describe, expect, it } from 'vitest';
import { CHAT_PAGE_SIZE, createChatStore } from './chat-store.ts';
import type { ChatMessage, ConversationSummary } from './chat-view-model.ts';

const summary = (conversationID: string): ConversationSummary => ({
  conversationID,
  kind: conversationID.startsWith('GROUP') ? 'group' : 'c2c',
  userID: conversationID.replace('C2C', ''),
  nick: conversationID,
  avatar: '',
  lastMessage: null,
  unread: 0,
});

const message = (id: string, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversationID: 'C2Cbob',
  flow: 'out',
  time: 1_000,
  nick: 'bob',
  avatar: '',
  isRead: false,
  status: 'sent',
  body: { type: 'text', text: `hello ${id}` },
  ...over,
});

describe('chat store', () => {
  it('appends a new message once, previews it and moves its conversation to the top', () => {
    const store = createChatStore();
    store.setConversations([summary('C2Calice'), summary('C2Cbob')]);
    store.addMessage(message('m1'));
    store.addMessage(message('m1'));
    expect(store.state.messages.C2Cbob?.map((m) => m.id)).toEqual(['m1']);
    expect(store.state.conversations.map((c) => c.conversationID)).toEqual(['C2Cbob', 'C2Calice']);
    expect(store.state.conversations[0]?.lastMessage).toEqual({ type: 'text', text: 'hello m1', time: 1_000 });
  });

  it('counts unread incoming messages of conversations not open, and clears them when opened', () => {
    const store = createChatStore();
    store.setConversations([summary('C2Cbob')]);
    store.addMessage(message('m1'));
    store.addMessage(message('m2', { flow: 'in' }));
    expect(store.state.conversations[0]?.unread).toBe(1);
    store.select('C2Cbob');
    expect(store.state.conversations[0]?.unread).toBe(0);
    store.addMessage(message('m3'));
    expect(store.state.conversations[0]?.unread).toBe(0);
  });

  it('keeps a message sent while the first page loads, after the page, once', () => {
    const store = createChatStore();
    store.addMessage(message('m3', { time: 3, status: 'sending' }));
    store.addMessage(message('m4', { time: 4, status: 'failed' }));
    store.setMessages('C2Cbob', [message('m1', { time: 1 }), message('m3', { time: 3 })], true);
    expect(store.state.messages.C2Cbob?.map((m) => [m.id, m.status])).toEqual([
      ['m1', 'sent'],
      ['m3', 'sent'],
      ['m4', 'failed'],
    ]);
    expect(store.state.complete.C2Cbob).toBe(true);
  });

  it('prepends an older page before the loaded messages, skipping known ones, and records the end', () => {
    const store = createChatStore();
    store.addMessage(message('m3', { time: 3 }));
    store.prependMessages('C2Cbob', [message('m1', { time: 1 }), message('m2', { time: 2 }), message('m3')], false);
    expect(store.state.messages.C2Cbob?.map((m) => m.id)).toEqual(['m1', 'm2', 'm3']);
    expect(store.state.complete.C2Cbob).toBe(false);
    store.prependMessages('C2Cbob', [], true);
    expect(store.state.complete.C2Cbob).toBe(true);
  });

  it('takes a page shorter than 15 as the start of the conversation', () => {
    const store = createChatStore();
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => message(`m${from + i}`, { time: from + i }));
    store.prependMessages('C2Cbob', page(100, CHAT_PAGE_SIZE));
    expect(store.state.complete.C2Cbob).toBe(false);
    store.prependMessages('C2Cbob', page(90, 10));
    expect(store.state.complete.C2Cbob).toBe(true);
    expect(store.state.messages.C2Cbob).toHaveLength(25);
  });

  it('marks the user own messages read when the other side read them', () => {
    const store = createChatStore();
    store.addMessage(message('mine', { flow: 'in' }));
    store.addMessage(message('theirs'));
    store.markPeerRead('C2Cbob');
    expect(store.state.messages.C2Cbob?.map((m) => [m.id, m.isRead])).toEqual([
      ['mine', true],
      ['theirs', false],
    ]);
  });

  it('moves a message through sending, failed and sent', () => {
    const store = createChatStore();
    store.addMessage(message('m1', { flow: 'in', status: 'sending' }));
    store.setStatus('m1', 'failed');
    expect(store.state.messages.C2Cbob?.[0]?.status).toBe('failed');
    store.setStatus('m1', 'sent');
    expect(store.state.messages.C2Cbob?.[0]?.status).toBe('sent');
    store.setStatus('unknown', 'failed');
  });

  it('tells listeners about added messages until they unsubscribe', () => {
    const store = createChatStore();
    const heard: string[] = [];
    const stop = store.onMessage((m) => heard.push(m.id));
    store.addMessage(message('m1'));
    store.addMessage(message('m1'));
    stop();
    store.addMessage(message('m2'));
    expect(heard).toEqual(['m1']);
  });

  it('holds the contacts it is given', () => {
    const store = createChatStore();
    store.setContacts([{ userID: 'u1', nick: 'Ann', avatar: '' }]);
    expect(store.state.contacts).toHaveLength(1);
  });
});

describe('opening a contact', () => {
  it('opens the existing conversation, or starts an empty one at the top', () => {
    const store = createChatStore();
    store.setConversations([summary('C2Cbob')]);
    store.openWith({ userID: 'bob', nick: 'bob', avatar: '' });
    expect(store.state.conversations).toHaveLength(1);
    expect(store.state.selectedID).toBe('C2Cbob');
    store.openWith({ userID: 'amy', nick: 'Amy', avatar: '/a.png' });
    expect(store.state.conversations[0]).toEqual({
      conversationID: 'C2Camy',
      kind: 'c2c',
      userID: 'amy',
      nick: 'Amy',
      avatar: '/a.png',
      lastMessage: null,
      unread: 0,
    });
    expect(store.state.selectedID).toBe('C2Camy');
  });

  it('drops a conversation the user left, with its messages, and closes it when open', () => {
    const store = createChatStore();
    store.setConversations([summary('GROUP7'), summary('C2Cbob')]);
    store.select('GROUP7');
    store.setMessages('GROUP7', [message('m1', { conversationID: 'GROUP7' })], true);
    store.removeConversation('GROUP7');
    expect(store.state.conversations.map((c) => c.conversationID)).toEqual(['C2Cbob']);
    expect(store.state.messages.GROUP7).toBeUndefined();
    expect(store.state.complete.GROUP7).toBeUndefined();
    expect(store.state.selectedID).toBeNull();
  });

  it('keeps the open conversation when another one is dropped', () => {
    const store = createChatStore();
    store.setConversations([summary('GROUP7'), summary('C2Cbob')]);
    store.select('C2Cbob');
    store.removeConversation('GROUP7');
    expect(store.state.selectedID).toBe('C2Cbob');
    expect(store.state.conversations).toHaveLength(1);
  });
});
