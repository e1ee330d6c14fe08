/**
 * The video library (`/video-list`, `/video-classify`, `/video-player`): anchors' posted
 * broadcasts and uploads and the highlight clips cut from a broadcast at each goal of its bound
 * match, in categories by sport, league, anchor and kind, with likes, favourites, daily views,
 * search and a rank. The seed's call paths (posting and views are in `videos.ts`).
 */
import type { Video, VideoNames } from './videos.ts';

export const VIDEO_LIBRARY_PATHS = {
  /** `{category?, sort?, page?, limit?}` -> Page<Video>: the library, by category. */
  videoList: 'video/videoList',
  /** `{page?, limit?}` -> Page<Video>: the caller's favourites, newest favourite first. Login. */
  getList: 'Video/getList',
  /** `{user_id, page?, limit?}` -> Page<Video>: one user's posted videos, newest first. */
  userPostList: 'Video/userPostList',
  /** -> VideoCategoryGroup[]: the first-level lists (sport, league, anchor, kind), the busiest first. */
  classification: 'Video/Videoclassification',
  /** `{group}` -> VideoCategory[]: every category of one first-level list. */
  allList: 'videocclassification/allList',
  /** -> VideoCategory[]: the caller's categories. Login. */
  myClassification: 'videocclassification/myClassification',
  /** `{key, add?}` -> VideoCategory[]: adds (or with `add: 0` removes) one of my categories. Login. */
  addMyClassification: 'videocclassification/addMyclassification',
  /** `{id?, limit?}` -> Video[]: what to watch next (same match, league, anchor; then the most viewed). */
  recommend: 'videocclassification/recommend',
  /** `{keyword, page?, limit?}` -> Page<Video>: titles and names that contain the words. */
  search: 'videocclassification/search',
  /** `{by?: 'views'|'likes', limit?}` -> Video[]: the rank. */
  rank: 'videoRank/getRank',
  /** `{id, like?}` -> VideoReaction: like (1), unlike (0) or toggle (absent). Login. */
  likes: 'Video_user/likes',
  /** `{id, favorite?}` -> VideoReaction: favourite (1), remove (0) or toggle (absent). Login. */
  favorites: 'Video_user/favorites',
} as const;

/** The first-level lists a category belongs to. */
export const VIDEO_CATEGORY_GROUPS = ['sport', 'league', 'anchor', 'kind'] as const;
export type VideoCategoryGroup = (typeof VIDEO_CATEGORY_GROUPS)[number];

/** The kinds of video: a kept full broadcast, a goal's highlight clip, an upload. */
export const VIDEO_KINDS = ['broadcast', 'highlight', 'upload'] as const;

export const VIDEO_SORTS = ['new', 'views', 'likes'] as const;
export type VideoSort = (typeof VIDEO_SORTS)[number];

/**
 * One category. `key` is `<group>:<value>`: `sport:football`, `league:12`, `anchor:7`,
 * `kind:highlight`. Sport and kind names are the app's words (by key); leagues and anchors carry theirs.
 */
export interface VideoCategory {
  key: string;
  group: VideoCategoryGroup;
  /** League names in three languages, an anchor's nickname in all three; empty for sport and kind. */
  names: VideoNames;
  /** Videos in it. */
  count: number;
}

export interface VideoCategoryList {
  group: VideoCategoryGroup;
  list: VideoCategory[];
  /** How many categories the group has (the list shows the busiest few). */
  total: number;
}

export interface VideoReaction {
  id: number;
  /** Whether the caller now likes (or keeps) it. */
  on: boolean;
  likes: number;
  favorites: number;
}

/** Categories of the first-level lists shown before "all". */
export const VIDEO_GROUP_PREVIEW = 12;
export const VIDEO_MY_CATEGORIES_MAX = 50;
export const VIDEO_SEARCH_MAX = 20;

/** The category keys a video belongs to (the same rule filters the library's lists). */
export function categoryKeysOf(video: {
  source: Video['source'];
  author: { id: number };
  sport: string | null;
  league: { id: number } | null;
}): string[] {
  const keys = [`kind:${video.source}`, `anchor:${video.author.id}`];
  if (video.sport) keys.push(`sport:${video.sport}`);
  if (video.league) keys.push(`league:${video.league.id}`);
  return keys;
}

/** A key split into its group and value; null when it is not one. */
export function parseCategoryKey(key: string): { group: VideoCategoryGroup; value: string } | null {
  const match = /^(sport|league|anchor|kind):([a-z0-9]{1,24})$/.exec(key);
  if (!match) return null;
  const group = match[1] as VideoCategoryGroup;
  const value = match[2]!;
  if (group === 'kind' && !(VIDEO_KINDS as readonly string[]).includes(value)) return null;
  if (group === 'sport' && !/^[a-z]+$/.test(value)) return null;
  if ((group === 'league' || group === 'anchor') && !/^[1-9]\d{0,11}$/.test(value)) return null;
  return { group, value };
}
