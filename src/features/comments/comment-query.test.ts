import { describe, expect, it } from 'vitest';
import { readCommentQuery } from './comment-query.ts';

describe('readCommentQuery', () => {
  it('reads a kind and a subject id', () => {
    expect(readCommentQuery(new URLSearchParams('type=news&id=r123'))).toEqual({ kind: 'news', id: 'r123' });
    expect(readCommentQuery(new URLSearchParams('type=video&id=7'))).toEqual({ kind: 'video', id: '7' });
  });

  it('ignores an unknown kind or a malformed id', () => {
    expect(readCommentQuery(new URLSearchParams('type=poem&id=7'))).toBeNull();
    expect(readCommentQuery(new URLSearchParams('type=news&id=<b>'))).toBeNull();
    expect(readCommentQuery(new URLSearchParams('type=dynamic&id=0'))).toBeNull();
    expect(readCommentQuery(new URLSearchParams(''))).toBeNull();
  });
});
