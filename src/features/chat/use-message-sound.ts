import { useEffect } from 'react';
import type { ChatStore } from './chat-store.ts';
import { pageMessageSound } from './message-sound.ts';

/**
 * Sounds for messages added to the store while the page is open, by the seed's rules. Until the
 * shared engine picks one tab per browser, every tab counts as chosen and the stored played ids
 * keep a message from sounding twice.
 */
export function useMessageSound(store: ChatStore): void {
  useEffect(() => {
    const sound = pageMessageSound();
    return store.onMessage((message) => {
      sound.onMessage(message, true);
    });
  }, [store]);
}
