import type circles from '../locales/en/circles.json';
import { CIRCLE_CONTENT_MAX, CIRCLE_IMAGES_MAX, type CirclePostType } from './circles.ts';

/*
 * The seed's post rules, shared by the composer (a warning before anything is sent) and the
 * server (`code 1`): a post needs a circle and content; a video post a cover and a video; an
 * image post at most four images. Each check returns a message key of the `circles` namespace.
 */

/** A message of the `circles` catalogue's `post` section, so a misspelt key fails the typecheck. */
export type CirclePostRuleKey = `circles:post.${keyof (typeof circles)['post'] & string}`;

export interface CirclePostRule {
  key: CirclePostRuleKey;
  vars?: { max: number };
}

/** What the rules look at: counts and presence, not the files themselves. */
export interface CircleDraft {
  circleId: number | null | undefined;
  content: string;
  type: CirclePostType;
  images: number;
  video: boolean;
  cover: boolean;
}

/** Characters, not UTF-16 units: an emoji counts once. */
export const textLength = (text: string) => [...text].length;

/** The first rule a draft breaks, in the seed's order (circle, content, cover, video), or null. */
export function checkCircleDraft(draft: CircleDraft): CirclePostRule | null {
  if (!draft.circleId || draft.circleId <= 0) return { key: 'circles:post.selectCircle' };
  const content = draft.content.trim();
  if (content === '') return { key: 'circles:post.enterContent' };
  if (textLength(content) > CIRCLE_CONTENT_MAX) {
    return { key: 'circles:post.tooLong', vars: { max: CIRCLE_CONTENT_MAX } };
  }
  if (draft.type === 'video') {
    if (draft.images > 0) return { key: 'circles:post.imagesOrVideo' };
    if (!draft.cover) return { key: 'circles:post.uploadCover' };
    if (!draft.video) return { key: 'circles:post.uploadVideo' };
    return null;
  }
  if (draft.video || draft.cover) return { key: 'circles:post.imagesOrVideo' };
  if (draft.images > CIRCLE_IMAGES_MAX) return { key: 'circles:post.tooManyImages', vars: { max: CIRCLE_IMAGES_MAX } };
  return null;
}

/** Whether `more` images may join `had` already chosen (the composer refuses a fifth at once). */
export function imagesFit(had: number, more: number): CirclePostRule | null {
  return had + more > CIRCLE_IMAGES_MAX
    ? { key: 'circles:post.tooManyImages', vars: { max: CIRCLE_IMAGES_MAX } }
    : null;
}

/**
 * The container a video's first bytes name: an MP4's `ftyp` box, or WebM's EBML header. A first
 * look only (the composer's, before uploading): the server walks the whole structure.
 */
export function videoContainerOf(head: Uint8Array): 'mp4' | 'webm' | null {
  if (head.length >= 8 && String.fromCharCode(head[4]!, head[5]!, head[6]!, head[7]!) === 'ftyp') return 'mp4';
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'webm';
  return null;
}
