import { COMMENT_KINDS, type CommentKind } from '../../../contracts/comments.ts';

/** `/comment?type=news&id=r123`: what to show the comments of, or null when the link does not say. */
export function readCommentQuery(params: URLSearchParams): { kind: CommentKind; id: string } | null {
  const type = params.get('type') ?? '';
  const id = params.get('id') ?? '';
  if (!(COMMENT_KINDS as readonly string[]).includes(type)) return null;
  if (!/^[a-z]?[1-9]\d{0,12}$/.test(id)) return null;
  return { kind: type as CommentKind, id };
}
