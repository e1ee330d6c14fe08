import { DYNAMIC_CONTENT_MAX, DYNAMIC_IMAGES_MAX } from '../../contracts/dynamics.ts';

/**
 * The pure rules of a post (a comment's are the comment store's, server/comments/comment-rules.ts): how long the text may be and how the image list may
 * arrive. Each refusal is a message key of the `dynamics` namespace.
 */

export type Checked<T> = { ok: T } | { refusal: string; vars?: Record<string, number> };

const length = (text: string) => [...text].length;

/**
 * The image list as the seed sends it: a JSON array string, an array, or a comma-separated list.
 * Blank entries are dropped and repeats kept once; the order is the one posted. At most `max`
 * (a dynamic's nine by default; community posts pass their own limit).
 */
export function parseImageList(
  raw: string | readonly unknown[] | undefined | null,
  max: number = DYNAMIC_IMAGES_MAX,
): Checked<string[]> {
  let items: unknown[];
  if (raw === undefined || raw === null) items = [];
  else if (Array.isArray(raw)) items = [...raw];
  else {
    const text = String(raw).trim();
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (!Array.isArray(parsed)) return { refusal: 'dynamics:images.invalid' };
        items = parsed;
      } catch {
        return { refusal: 'dynamics:images.invalid' };
      }
    } else items = text === '' ? [] : text.split(',');
  }
  if (items.some((item) => typeof item !== 'string')) return { refusal: 'dynamics:images.invalid' };
  const images = [...new Set((items as string[]).map((item) => item.trim()).filter((item) => item !== ''))];
  if (images.length > max) return { refusal: 'dynamics:images.tooMany', vars: { max } };
  return { ok: images };
}

/** A post's text: trimmed, at most DYNAMIC_CONTENT_MAX characters; empty only with images. */
export function checkPostContent(raw: string, imageCount: number): Checked<string> {
  const content = raw.trim();
  if (content === '' && imageCount === 0) return { refusal: 'dynamics:post.empty' };
  if (length(content) > DYNAMIC_CONTENT_MAX) {
    return { refusal: 'dynamics:post.tooLong', vars: { max: DYNAMIC_CONTENT_MAX } };
  }
  return { ok: content };
}
