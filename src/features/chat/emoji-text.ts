import { emojiOf, type Emoji } from './emoji-catalogue.ts';

/** A run of chat text: plain text (always rendered as a React text node) or one emoji. */
export type TextSegment = { kind: 'text'; text: string } | { kind: 'emoji'; emoji: Emoji };

// Shortest bracketed runs: `[[微笑]` keeps its first `[` as text and still finds `[微笑]`.
const CODE = /\[[^[\]]{1,8}\]/g;

/**
 * Splits chat text into text and emoji segments. Only codes of the catalogue become emoji; an
 * unknown `[code]` stays text. Nothing here is HTML: the caller renders text segments as text.
 */
export function emojiSegments(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(CODE)) {
    const emoji = emojiOf(match[0]);
    if (!emoji) continue;
    plain += text.slice(last, match.index);
    if (plain) segments.push({ kind: 'text', text: plain });
    plain = '';
    segments.push({ kind: 'emoji', emoji });
    last = match.index + match[0].length;
  }
  plain += text.slice(last);
  if (plain) segments.push({ kind: 'text', text: plain });
  return segments;
}

/** Text with its emoji codes replaced by their names, for previews and screen readers (`[微笑]` -> `微笑`). */
export function emojiPlainText(text: string): string {
  return emojiSegments(text)
    .map((segment) => (segment.kind === 'text' ? segment.text : segment.emoji.name))
    .join('');
}
