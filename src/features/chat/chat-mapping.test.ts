import { describe, expect, it } from 'vitest';
import type { ChatConversation } from '../../../contracts/chat.ts';
import { toSummary } from './chat-mapping.ts';

const conversation = (over: Partial<ChatConversation>): ChatConversation => ({
  conversationID: 'C2C5',
  type: 'C2C',
  userProfile: { userID: '5', nick: 'Bob', avatar: '/b.png' },
  lastMessage: null,
  unreadCount: 0,
  time: 1_000,
  ...over,
});

describe('conversation mapping', () => {
  it('names a private conversation by the other party', () => {
    expect(toSummary(conversation({ unreadCount: 2 }))).toEqual({
      conversationID: 'C2C5',
      kind: 'c2c',
      userID: '5',
      nick: 'Bob',
      avatar: '/b.png',
      lastMessage: null,
      unread: 2,
    });
  });

  it('names a group conversation by the group and marks it as a group', () => {
    const summary = toSummary(
      conversation({
        conversationID: 'GROUP9',
        type: 'GROUP',
        userProfile: { userID: '9', nick: 'Derby fans', avatar: '' },
        lastMessage: { type: 'text', payload: { text: 'kick-off' }, time: 1_200, from: '5' },
      }),
    );
    expect(summary).toMatchObject({ conversationID: 'GROUP9', kind: 'group', userID: '9', nick: 'Derby fans' });
    expect(summary.lastMessage).toEqual({ type: 'text', text: 'kick-off', time: 1_200 });
  });
});
