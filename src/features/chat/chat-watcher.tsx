import { useEffect } from 'react';
import { resetChatUnread, setChatUnread } from '../../lib/chat-unread.ts';
import { getEngine } from '../../lib/engine.ts';
import { connectChat } from './connect-chat.ts';
import { watchChat } from './chat-watch.ts';
import { pageMessageSound } from './message-sound.ts';

/** Mounted while a user is logged in, on every page: the chat badge's counts and the message sound. */
export function ChatWatcher() {
  useEffect(() => {
    let stop: (() => void) | null = null;
    let live = true;
    void Promise.all([connectChat(), getEngine()]).then(([chat, engine]) => {
      if (!live) return chat.close();
      const unwatch = watchChat({
        chat,
        wantChatSound: () => engine.wantChatSound(),
        sound: pageMessageSound,
        resetUnread: resetChatUnread,
        setUnread: setChatUnread,
      });
      stop = () => {
        unwatch();
        chat.close();
      };
    });
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  return null;
}
