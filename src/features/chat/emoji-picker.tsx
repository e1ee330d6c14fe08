import { EMOJIS } from './emoji-catalogue.ts';

/** The 142 emoji as buttons, in catalogue order; choosing one hands its code on. */
export function EmojiPicker({ onPick }: { onPick(code: string): void }) {
  return (
    <div className="chat-emoji-picker">
      {EMOJIS.map((emoji) => (
        <button
          key={emoji.code}
          type="button"
          className="chat-emoji-choice"
          title={emoji.name}
          onClick={() => onPick(emoji.code)}
        >
          <img src={emoji.src} alt={emoji.code} width={24} height={24} loading="lazy" />
        </button>
      ))}
    </div>
  );
}
