import { describe, expect, it } from 'vitest';
import { checkCircleDraft, imagesFit, videoContainerOf, type CircleDraft } from './circle-rules.ts';
import { CIRCLE_CONTENT_MAX } from './circles.ts';

const draft = (over: Partial<CircleDraft> = {}): CircleDraft => ({
  circleId: 3,
  content: 'Derby day',
  type: 'image',
  images: 0,
  video: false,
  cover: false,
  ...over,
});

describe('circle post rules', () => {
  it('needs a circle first, then content, as the seed asks', () => {
    expect(checkCircleDraft(draft({ circleId: null, content: '' }))).toEqual({ key: 'circles:post.selectCircle' });
    expect(checkCircleDraft(draft({ circleId: 0 }))).toEqual({ key: 'circles:post.selectCircle' });
    expect(checkCircleDraft(draft({ content: '  \n ', images: 2 }))).toEqual({ key: 'circles:post.enterContent' });
    expect(checkCircleDraft(draft())).toBeNull();
  });

  it('takes up to four images and refuses a fifth', () => {
    expect(checkCircleDraft(draft({ images: 4 }))).toBeNull();
    expect(checkCircleDraft(draft({ images: 5 }))).toEqual({ key: 'circles:post.tooManyImages', vars: { max: 4 } });
    expect(imagesFit(3, 1)).toBeNull();
    expect(imagesFit(4, 1)).toEqual({ key: 'circles:post.tooManyImages', vars: { max: 4 } });
    expect(imagesFit(0, 5)).not.toBeNull();
  });

  it('asks a video post for its cover, then its video, and takes no images with it', () => {
    expect(checkCircleDraft(draft({ type: 'video' }))).toEqual({ key: 'circles:post.uploadCover' });
    expect(checkCircleDraft(draft({ type: 'video', video: true }))).toEqual({ key: 'circles:post.uploadCover' });
    expect(checkCircleDraft(draft({ type: 'video', cover: true }))).toEqual({ key: 'circles:post.uploadVideo' });
    expect(checkCircleDraft(draft({ type: 'video', cover: true, video: true }))).toBeNull();
    expect(checkCircleDraft(draft({ type: 'video', cover: true, video: true, images: 1 }))).toEqual({
      key: 'circles:post.imagesOrVideo',
    });
    expect(checkCircleDraft(draft({ video: true }))).toEqual({ key: 'circles:post.imagesOrVideo' });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkCircleDraft(draft({ content: '⚽'.repeat(CIRCLE_CONTENT_MAX) }))).toBeNull();
    expect(checkCircleDraft(draft({ content: 'x'.repeat(CIRCLE_CONTENT_MAX + 1) }))).toEqual({
      key: 'circles:post.tooLong',
      vars: { max: CIRCLE_CONTENT_MAX },
    });
  });

  it('names a video container by its first bytes, never by a name', () => {
    const mp4 = new Uint8Array([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]);
    expect(videoContainerOf(mp4)).toBe('mp4');
    expect(videoContainerOf(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f]))).toBe('webm');
    expect(videoContainerOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    expect(videoContainerOf(new Uint8Array([]))).toBeNull();
  });
});
