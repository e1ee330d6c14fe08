/**
 * Video records: videos an anchor posts, either a kept broadcast recording or an uploaded MP4.
 * Listed on the anchor centre and in the anchor's room ("video recommendation"), played in the
 * room. The seed's call paths (the rest of the video section belongs to the video pages).
 */
import type { RoomUser } from './room.ts';

export const VIDEO_PATHS = {
  /**
   * `{title, broadcast_id}` (publish one of the caller's kept recordings) or `{title, file, cover?}`
   * (an upload from VIDEO_UPLOAD_PATH) -> Video. Anchors only.
   */
  insert: 'Video_user/insert',
  /** `{id}` -> null. The author only; the uploaded file is removed, a recording is kept. */
  delete: 'Video_user/delete',
  /**
   * `{anchor_id?, room_id?, page?, limit?}` -> Page<Video>, newest first. Without either id: the
   * caller's own videos.
   */
  anchorWorks: 'Video/anchorWorks',
  /** `{id}` -> Video. */
  info: 'Video/getVideoInfo',
  /** `{id}` -> {views}: counts a view, at most once a day per viewer. */
  addView: 'Video/addView',
} as const;

/**
 * Raw MP4 bodies with the `upload-token` header of `Member/getQiniuToken` -> VideoUpload. The type
 * is decided by the content (an `ftyp` box and a playable `moov`), never the name.
 */
export const VIDEO_UPLOAD_PATH = '/api/upload/video';
/** The seed's limit: a video file is under 50 MB. */
export const VIDEO_LIMIT_MB = 50;
export const VIDEO_MAX_BYTES = VIDEO_LIMIT_MB * 1024 * 1024 - 1;
export const VIDEO_TITLE_MAX = 40;
export const VIDEO_PAGE_LIMIT_MAX = 50;

export interface VideoUpload {
  /** Pass as `file` to `Video_user/insert`. */
  file: string;
  bytes: number;
  duration_s: number;
}

export type VideoSource = 'broadcast' | 'upload' | 'highlight';

/** A name in the three languages (teams, leagues). */
export interface VideoNames {
  zh: string;
  en: string;
  vi: string;
}

/** The goal a highlight clip shows: the match, the moment and the score after it. */
export interface VideoGoal {
  match_id: number;
  /** The match clock at the goal, e.g. `67` or `45+2`. */
  match_str: string;
  side: 'home' | 'away';
  home_score: number;
  away_score: number;
  home: VideoNames;
  away: VideoNames;
}

export interface Video {
  id: number;
  author: RoomUser;
  room_id: number | null;
  title: string;
  /** Image URL; empty when none (the app shows the author's avatar). */
  cover: string;
  /** `mp4` plays in a <video>; `flv` (recordings) through flv.js. */
  format: 'mp4' | 'flv';
  play_url: string;
  duration_s: number;
  bytes: number;
  views: number;
  source: VideoSource;
  broadcast_id: number | null;
  mine: boolean;
  created_at: number;
  /** The sport and league it belongs to, when known (a broadcast bound to a match, a clip). */
  sport: string | null;
  league: ({ id: number } & VideoNames) | null;
  match_id: number | null;
  /** Highlight clips only. */
  goal: VideoGoal | null;
  likes: number;
  favorites: number;
  /** The caller's own like and favourite (false for visitors). */
  liked: boolean;
  favorited: boolean;
}
