import { isOwnMessage, type ChatMessage } from './chat-view-model.ts';

/** Seed constant: no message sound in the first 1.5 s after the page loads. */
export const MESSAGE_SOUND_QUIET_MS = 1_500;

/** How many played message ids the browser remembers (older ones cannot arrive again as new). */
const REMEMBERED = 200;

/** The messages this browser has already sounded for (or decided not to), shared by its tabs. */
export interface PlayedMessages {
  has(id: string): boolean;
  add(id: string): void;
}

/** Where the played ids live: `localStorage` in the app, a map in tests. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Played ids kept in browser storage, so a message shown in several tabs sounds once. Storage that
 * fails (full, blocked) is read as empty and written best effort.
 */
export function storedPlayedMessages(store: KeyValueStore, key = 'chatSoundPlayed'): PlayedMessages {
  const read = (): string[] => {
    try {
      const value: unknown = JSON.parse(store.getItem(key) ?? '[]');
      return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      return [];
    }
  };
  return {
    has: (id) => read().includes(id),
    add(id) {
      const ids = read().filter((known) => known !== id);
      ids.push(id);
      try {
        store.setItem(key, JSON.stringify(ids.slice(-REMEMBERED)));
      } catch {
        // Best effort: at worst another tab sounds the same message once more.
      }
    },
  };
}

export interface MessageSoundDeps {
  /** Milliseconds, the clock the load time was read from. */
  now: () => number;
  /** When the page loaded, by `now`. */
  loadedAt: number;
  played: PlayedMessages;
  play: () => void;
}

export interface MessageSound {
  /** The first click on the page releases the mute (browsers allow sound only after one). */
  unlock(): void;
  /**
   * Sounds for an incoming message if the rules allow; true when it played. `chosenTab` says
   * whether this tab is the one that plays for the browser: every tab sees the message, and
   * the shared engine picks one tab of the browser and passes true to that tab only.
   */
  onMessage(message: Pick<ChatMessage, 'id' | 'flow'>, chosenTab: boolean): boolean;
}

/**
 * The seed's message-sound rules: only for a message not from the user; muted until the first
 * click; silent for the first 1.5 s after load; at most once per message in this browser.
 */
export function createMessageSound(deps: MessageSoundDeps): MessageSound {
  let unlocked = false;
  return {
    unlock() {
      unlocked = true;
    },
    onMessage(message, chosenTab) {
      if (isOwnMessage(message) || !chosenTab || deps.played.has(message.id)) return false;
      // A message that arrived while muted or during the quiet start is settled: it never sounds later.
      deps.played.add(message.id);
      if (!unlocked || deps.now() - deps.loadedAt < MESSAGE_SOUND_QUIET_MS) return false;
      deps.play();
      return true;
    },
  };
}
