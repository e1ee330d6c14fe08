/**
 * The community (`/circle`, `/circle-detail?id=`): a circle for every club, national team and
 * league the data holds, plus topic circles; members join and leave; posts are text with up to
 * four images, or a video with a cover. Likes are the post's own; comments, replies and comment
 * likes are the comment store's (kind `post`, contracts/comments.ts). Pure types and constants
 * shared by the server and the app.
 */
import type { LiveMatch, Sport } from './match.ts';
import type { Page, RoomUser } from './room.ts';

export const CIRCLE_PATHS = {
  /** `{sport?, kind?, keyword?, sort?, page?, limit?}` -> Page<Circle>: the directory. */
  list: 'Circle/getList',
  /** `{page?, limit?}` -> Page<Circle>: the circles the caller joined, last joined first. Login. */
  mine: 'Circle/myList',
  /** `{id}` or `{team_id}` or `{league_id}` -> CircleInfo. */
  info: 'Circle/info',
  /** `{id}` -> CircleMembership. Login; joining twice changes nothing. */
  join: 'Circle/join',
  /** `{id}` -> CircleMembership. Login; leaving a circle not joined changes nothing. */
  quit: 'Circle/quit',
  /**
   * `{circle_id?, sort?, page?, limit?}` -> Page<CirclePost>: one circle's posts, or every
   * circle's without `circle_id`; `sort` `hot` (likes, comments and age) or `new` (newest first).
   */
  postList: 'Circle/postList',
  /** `{id}` -> CirclePost. */
  postInfo: 'Circle/postInfo',
  /**
   * `{circle_id, content, type?, images?, video?, cover?}` -> CirclePost. Login. `type` `image`
   * (text and up to CIRCLE_IMAGES_MAX of the caller's image uploads) or `video` (an upload of
   * CIRCLE_VIDEO_UPLOAD_PATH and a PNG or JPG cover of the caller's image uploads).
   */
  insertPost: 'Circle/insertPost',
  /** `{id}` -> null. The author only. */
  deletePost: 'Circle/deletePost',
  /** `{id}` -> CircleLikeState: toggles the caller's like. */
  likes: 'Circle/likes',
  /** `{id, reason, text?}` -> null: reports a post to the moderators, once per reporter. */
  report: 'Circle/report',
} as const;

/**
 * Raw MP4 or WebM bodies with the `upload-token` header of `Member/getQiniuToken` ->
 * CircleVideoUpload. Any logged-in member; the type is decided by the content, never the name.
 */
export const CIRCLE_VIDEO_UPLOAD_PATH = '/api/upload/circleVideo';
/** Where uploaded post videos are served. */
export const CIRCLE_VIDEO_URL_PREFIX = '/media/circle-videos/';

/** Seed rule: up to four images per post. */
export const CIRCLE_IMAGES_MAX = 4;
/** Characters of a post's text, after trimming. */
export const CIRCLE_CONTENT_MAX = 1000;
export const CIRCLE_PAGE_LIMIT_MAX = 50;
/** Longest image list text taken at all (four upload paths and punctuation fit easily). */
export const CIRCLE_IMAGES_INPUT_MAX = 2000;
/** Posts a member may publish in a window (all circles together). */
export const CIRCLE_POST_RATE = { count: 10, windowMs: 10 * 60_000 } as const;
/** How many distinct reporters hide a post until a moderator looks at it. */
export const CIRCLE_REPORTS_TO_HIDE = 5;

/** What a circle is about: a club, a national team, a league or cup, or a topic. */
export const CIRCLE_KINDS = ['club', 'nation', 'league', 'topic'] as const;
export type CircleKind = (typeof CIRCLE_KINDS)[number];

export const CIRCLE_SORTS = ['hot', 'new'] as const;
export type CircleSort = (typeof CIRCLE_SORTS)[number];

export const CIRCLE_POST_TYPES = ['image', 'video'] as const;
export type CirclePostType = (typeof CIRCLE_POST_TYPES)[number];

export interface CircleNames {
  zh: string;
  en: string;
  vi: string;
}

export interface Circle {
  id: number;
  kind: CircleKind;
  sport: Sport;
  /** The name in the three languages (a team's or league's own names). */
  name: CircleNames;
  /** The team (club, nation) or league the circle is about; null for a topic. */
  team_id: number | null;
  league_id: number | null;
  members: number;
  posts: number;
  /** The caller is a member (false for visitors). */
  joined: boolean;
}

/** A club's or national team's match: today's from the live feed, else its next (or last) in the data. */
export interface CircleMatch {
  /** The live feed's row (the engine keeps it live by `id`), or null when the feed has none today. */
  live: LiveMatch | null;
  /** An imported fixture or result when the feed has none today. */
  fixture: CircleFixture | null;
}

export interface CircleFixture {
  /** The imported match (`/score-detail?mid=`). */
  id: number;
  league: CircleNames;
  home: CircleNames;
  away: CircleNames;
  /** Kick-off, unix seconds (null when the data has only a date). */
  match_time: number | null;
  date: string;
  status: 'finished' | 'notstarted' | 'postponed';
  home_score: number | null;
  away_score: number | null;
}

export interface CircleInfo extends Circle {
  /** Clubs and national teams only (null otherwise). */
  match: CircleMatch | null;
  /**
   * The news category of the circle's latest news (`Portal_post/getList2`): a league code, or
   * `all` with `team` set for a team; null when the news has none for it.
   */
  news: { category: string; team?: number } | null;
}

export interface CircleMembership {
  joined: boolean;
  members: number;
}

/** The circle a post sits in, as lists across circles show it. */
export interface CircleRef {
  id: number;
  kind: CircleKind;
  name: CircleNames;
}

export interface CirclePost {
  id: number;
  circle: CircleRef;
  author: RoomUser;
  /** As posted (banned words masked); always shown as text. */
  content: string;
  /** Image URLs, in the order posted (none for a video post). */
  images: string[];
  /** A video post's file and cover; null for a text or image post. */
  video: { url: string; cover: string; format: 'mp4' | 'webm' } | null;
  likes: number;
  comments: number;
  liked: boolean;
  /** The caller wrote it (and may delete it). */
  mine: boolean;
  /** Unix seconds. */
  created_at: number;
}

export interface CircleLikeState {
  liked: boolean;
  likes: number;
}

export interface CircleVideoUpload {
  /** Pass as `video` to `Circle/insertPost`. */
  file: string;
  bytes: number;
  format: 'mp4' | 'webm';
}

export type CirclePage = Page<Circle>;
export type CirclePostPage = Page<CirclePost>;
