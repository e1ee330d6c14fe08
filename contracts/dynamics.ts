/**
 * The streamer's dynamics: short posts (text and up to nine images) an anchor publishes to their
 * followers, shown in the room and on the anchor centre, with likes, comments and comment likes.
 * The seed's call paths; pure types and constants shared by the server and the app. Comments live
 * in the comment store of every subject (contracts/comments.ts): their rules and limits are its.
 */
import type { Page, RoomUser } from './room.ts';

export const DYNAMIC_PATHS = {
  /**
   * `{content, images?}` -> Dynamic. Anchors only. `images`: up to DYNAMIC_IMAGES_MAX of the
   * caller's own uploads (the member upload endpoint, png/jpg checked by content), as a JSON array
   * or a comma-separated list.
   */
  insert: 'anchor_dynamics_user/insert',
  /** `{id}` -> {liked, likes}: toggles the caller's like. */
  likes: 'anchor_dynamics_user/likes',
  /** `{id, content, reply_id?}` -> DynamicComment (reply_id: the comment answered). */
  comment: 'anchor_dynamics_user/comment',
  /** `{comment_id}` -> {liked, likes}: toggles the caller's like of a comment. */
  commentLikes: 'anchor_dynamics_user/commentLikes',
  /** `{id}` -> Dynamic. */
  info: 'anchor_dynamics/info',
  /**
   * `{anchor_id?, room_id?, page?, limit?}` -> Page<Dynamic>, newest first. Without either id:
   * the caller's own posts.
   */
  userPostList: 'anchor_dynamics/userPostList',
  /** `{id}` -> null. The author only. */
  deletePost: 'anchor_dynamics/deletePost',
  /** `{id, page?, limit?}` -> Page<DynamicComment>, oldest first. */
  commentList: 'anchor_dynamics/commentList',
} as const;

export const DYNAMIC_CONTENT_MAX = 500;
export const DYNAMIC_IMAGES_MAX = 9;
export const DYNAMIC_PAGE_LIMIT_MAX = 50;

export interface Dynamic {
  id: number;
  anchor_id: number;
  /** The anchor's room, or null when they have none yet. */
  room_id: number | null;
  author: RoomUser;
  /** As posted (banned words masked); always shown as text. */
  content: string;
  /** Image URLs, in the order posted. */
  images: string[];
  likes: number;
  comments: number;
  /** The caller likes it (false for visitors). */
  liked: boolean;
  /** The caller may delete it. */
  mine: boolean;
  /** Unix seconds. */
  created_at: number;
}

export interface DynamicComment {
  id: number;
  dynamic_id: number;
  user: RoomUser;
  content: string;
  /** The author of the comment answered, or null. */
  reply_to: RoomUser | null;
  likes: number;
  liked: boolean;
  created_at: number;
}

export interface LikeState {
  liked: boolean;
  likes: number;
}

export type DynamicPage = Page<Dynamic>;
export type DynamicCommentPage = Page<DynamicComment>;

/** Longest image list text taken at all (nine upload paths and some punctuation fit easily). */
export const IMAGES_INPUT_MAX = 4000;
