import { beforeEach, describe, expect, it } from 'vitest';
import { chatUnreadState, resetChatUnread, setChatUnread, totalUnread } from './chat-unread.ts';

describe('chat unread counts', () => {
  beforeEach(() => resetChatUnread({}));

  it('adds up the conversations and drops the ones read or left', () => {
    resetChatUnread({ C2C1: 2, GROUP3: 0, C2C4: 1 });
    expect(totalUnread(chatUnreadState)).toBe(3);
    setChatUnread('GROUP3', 5);
    expect(totalUnread(chatUnreadState)).toBe(8);
    setChatUnread('C2C1', 0);
    setChatUnread('GROUP3', null);
    expect(chatUnreadState.byConversation).toEqual({ C2C4: 1 });
    expect(totalUnread(chatUnreadState)).toBe(1);
  });
});
