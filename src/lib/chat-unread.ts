import { proxy } from 'valtio';

/**
 * This tab's count of unread chat messages per conversation, kept by the chat watcher from the
 * engine's `chat` notices (every tab hears the same ones, so every tab shows the same total). The
 * top bar reads it for the chat link's badge.
 */
export const chatUnreadState = proxy({ byConversation: {} as Record<string, number> });

/** The unread total the badge shows. */
export function totalUnread(state: { byConversation: Readonly<Record<string, number>> }): number {
  return Object.values(state.byConversation).reduce((sum, count) => sum + count, 0);
}

/** Sets one conversation's unread count (0 or a left conversation clears it). */
export function setChatUnread(conversationID: string, count: number | null): void {
  if (count === null || count <= 0) delete chatUnreadState.byConversation[conversationID];
  else chatUnreadState.byConversation[conversationID] = count;
}

/** Replaces every count (a fresh conversation list; an empty one after logout). */
export function resetChatUnread(counts: Record<string, number>): void {
  chatUnreadState.byConversation = Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0));
}
