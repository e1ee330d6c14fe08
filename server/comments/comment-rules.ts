import { COMMENT_MAX } from '../../contracts/comments.ts';

/** The pure rules of a comment's text. Each refusal is a message key of the `comments` namespace. */

export type Checked<T> = { ok: T } | { refusal: string; vars?: Record<string, number> };

/** A comment's text: trimmed, 1..COMMENT_MAX characters (code points, so an emoji counts once). */
export function checkCommentContent(raw: string): Checked<string> {
  const content = raw.trim();
  if (content === '') return { refusal: 'comments:comment.empty' };
  if ([...content].length > COMMENT_MAX) {
    return { refusal: 'comments:comment.tooLong', vars: { max: COMMENT_MAX } };
  }
  return { ok: content };
}
