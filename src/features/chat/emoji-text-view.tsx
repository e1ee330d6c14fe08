import { emojiSegments } from './emoji-text.ts';

/** Chat text with its emoji codes as pictures. The text stays React text: nothing is parsed as HTML. */
export function EmojiTextView({ text }: { text: string }) {
  return (
    <>
      {emojiSegments(text).map((segment, i) =>
        segment.kind === 'text' ? (
          segment.text
        ) : (
          <img
            // Segments never reorder: the index is a stable key.
            key={i}
            className="chat-emoji"
            src={segment.emoji.src}
            alt={segment.emoji.code}
            title={segment.emoji.name}
            width={20}
            height={20}
            loading="lazy"
          />
        ),
      )}
    </>
  );
}
