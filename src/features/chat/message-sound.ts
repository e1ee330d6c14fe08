import type { Howl } from 'howler';
import { createMessageSound, storedPlayedMessages, type MessageSound } from './message-sound-rules.ts';

const SOUND_URL = '/sounds/message.wav';

let chime: Promise<Howl> | null = null;

/** The audio library loads with the first message sound, not with the chat page. */
function playChime(): void {
  // Counted by tests and diagnostics: how often this tab sounded a message.
  performance.mark('chat:sound');
  chime ??= import('howler').then(({ Howl }) => new Howl({ src: [SOUND_URL], volume: 0.5, preload: true }));
  void chime.then(
    (sound) => sound.play(),
    () => undefined,
  );
}

let sound: MessageSound | null = null;

/**
 * The page's message sound: the rules of message-sound-rules.ts on the real clock, the page's load
 * time, this browser's storage and the chime. A click before the chat code loaded (the one that
 * opened the chat, say) counts: the browser's user-activation flag remembers it.
 */
export function pageMessageSound(): MessageSound {
  if (sound) return sound;
  const created = createMessageSound({
    now: () => Date.now(),
    loadedAt: performance.timeOrigin,
    played: storedPlayedMessages(localStorage),
    play: playChime,
  });
  if (navigator.userActivation?.hasBeenActive) created.unlock();
  else document.addEventListener('click', () => created.unlock(), { once: true, capture: true });
  sound = created;
  return created;
}
