import type { CircleKind, CircleNames } from './circles.ts';
import type { LiveMatch, Sport } from './match.ts';
import type { Page, RoomCard } from './room.ts';
import type { Video } from './videos.ts';

/** Seed paths of the search calls. */
export const SEARCH_PATHS = {
  index: 'Search/index',
  anchor: 'Search/anchor',
  live: 'Search/live',
} as const;

/** The search box's limit (the seed's 10 characters), after trimming. */
export const SEARCH_NAME_MAX = 10;

export interface SearchTeam {
  id: number;
  sport: Sport;
  name_zh: string;
  name_en: string;
  name_vi: string;
  /** The league of the team's latest season (its page in the database), or null. */
  league_code: string | null;
}

export interface SearchLeague {
  id: number;
  code: string;
  sport: Sport;
  name_zh: string;
  name_en: string;
  name_vi: string;
}

export interface SearchAnchor {
  /** The anchor's user id (`/persona?id=`). */
  id: number;
  nickname: string;
  avatar: string;
  room_id: number;
  live_status: RoomCard['live_status'];
  followers: number;
}

/** An approved reader's headline (`/detail?id=h<id>`). */
export interface SearchNews {
  id: string;
  title: string;
}

/** A circle of the community (`/circle-detail?id=`): a found team's or league's, or a topic by name. */
export interface SearchCircle {
  id: number;
  kind: CircleKind;
  name: CircleNames;
  members: number;
}

/** A community post whose text holds the query (`/circle-detail?id=<circle_id>`). */
export interface SearchPost {
  id: number;
  circle_id: number;
  circle: CircleNames;
  /** The post's text, its first 80 characters. */
  excerpt: string;
}

/** `Search/index`: a few of each kind, best first. */
export interface SearchIndexResult {
  teams: SearchTeam[];
  leagues: SearchLeague[];
  /** Today's matches (the live feed) of the found teams or leagues, or whose names match. */
  matches: LiveMatch[];
  anchors: SearchAnchor[];
  /** Rooms whose title or anchor matches, live first. */
  rooms: RoomCard[];
  news: SearchNews[];
  /** The circles of the teams and leagues found, then topics by name. */
  circles: SearchCircle[];
  /** Newest first. */
  posts: SearchPost[];
  /** Videos whose title, anchor or (for a highlight) team names hold every word, newest first. */
  videos: Video[];
}

export type SearchAnchorPage = Page<SearchAnchor>;
export type SearchRoomPage = Page<RoomCard>;
