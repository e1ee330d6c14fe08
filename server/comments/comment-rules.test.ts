import { describe, expect, it } from 'vitest';
import { COMMENT_MAX } from '../../contracts/comments.ts';
import { checkCommentContent } from './comment-rules.ts';

describe('checkCommentContent', () => {
  it('trims and keeps the text as written, markup included', () => {
    expect(checkCommentContent('  <b>hi</b> & bye \n')).toEqual({ ok: '<b>hi</b> & bye' });
  });

  it('refuses an empty or blank comment', () => {
    expect(checkCommentContent('')).toEqual({ refusal: 'comments:comment.empty' });
    expect(checkCommentContent(' \n\t ')).toEqual({ refusal: 'comments:comment.empty' });
  });

  it('counts characters, not UTF-16 units, against the limit', () => {
    expect(checkCommentContent('😀'.repeat(COMMENT_MAX))).toEqual({ ok: '😀'.repeat(COMMENT_MAX) });
    expect(checkCommentContent('好'.repeat(COMMENT_MAX + 1))).toEqual({
      refusal: 'comments:comment.tooLong',
      vars: { max: COMMENT_MAX },
    });
  });
});
