import type { ChatConversation } from '../../../contracts/chat.ts';
import type { BuiltinChat } from './builtin-chat-service.ts';
import { toViewMessage } from './chat-mapping.ts';
import type { MessageSound } from './message-sound-rules.ts';

export interface ChatWatchDeps {
  chat: Pick<BuiltinChat, 'conversations' | 'on' | 'onSound'>;
  /** Asks the engine to count this tab among those that may sound a message (see `wantChatSound`). */
  wantChatSound: () => () => void;
  sound: () => MessageSound;
  /** The unread badge's counts: all of them, or one conversation's (null: gone). */
  resetUnread: (counts: Record<string, number>) => void;
  setUnread: (conversationID: string, count: number | null) => void;
}

const counts = (list: ChatConversation[]) =>
  Object.fromEntries(list.map((c) => [c.conversationID, c.unreadCount] as const));

/**
 * What every tab of a logged-in user does for chat, on any page: keeps the unread counts of the
 * top bar's badge from the engine's chat notices (the same in every tab) and plays the message
 * sound when the engine picks this tab (one tab per browser, chat page open or not).
 */
export function watchChat(deps: ChatWatchDeps): () => void {
  const { chat } = deps;
  let live = true;
  const refresh = () =>
    chat.conversations().then(
      (list) => live && deps.resetUnread(counts(list)),
      () => undefined,
    );
  const stops = [
    chat.on('message', (message, unread) => {
      // Own messages (another tab's sends) leave the counts as they are.
      if (message.flow === 'out') deps.setUnread(message.conversationID, unread);
    }),
    chat.on('read', (conversationID, _seq, unread) => deps.setUnread(conversationID, unread)),
    chat.on('group', (event) => {
      if (event.action === 'joined') void refresh();
      else deps.setUnread(event.conversationID, null);
    }),
    chat.onSound((event, chosen) => void deps.sound().onMessage(toViewMessage(event.message), chosen)),
    deps.wantChatSound(),
  ];
  void refresh();
  return () => {
    live = false;
    for (const stop of stops) stop();
    deps.resetUnread({});
  };
}
