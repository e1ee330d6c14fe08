/**
 * Shapes of the member centre's own calls (personal info, real name, level, messages, persona,
 * uploads). Pure types and constants shared by the server and the member pages.
 */

/** Where `Member/getQiniuToken` tells the app to send an image (the seed used cloud storage). */
export const UPLOAD_PATH = '/api/upload/image';
/** Header (or `upload_token` query parameter) carrying the upload grant. */
export const UPLOAD_TOKEN_HEADER = 'upload-token';
/** Images are at most 5 MB (the seed's limit). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/png', 'image/jpeg'] as const;
export const SIGNATURE_MAX_LENGTH = 100;

/** `Member/getQiniuToken`: a short-lived grant for `UPLOAD_PATH`. */
export interface UploadGrant {
  token: string;
  upload_url: string;
  domain: string;
  expires_in: number;
}

/** The upload's answer: where the stored image is served. */
export interface UploadResult {
  url: string;
}

/** `Member/getVerifiedInfo`: masked, never the full ID number. */
export interface VerifiedInfo {
  verified: boolean;
  real_name: string;
  id_number: string;
  created_at: number | null;
}

/** `Member/levelInfo`: wealth level and progress (points, 1 diamond = 1 point). */
export interface LevelInfo {
  level: number;
  points: number;
  /** Points where the current level starts. */
  current: number;
  /** Points for the next level, null at the top. */
  next: number | null;
  /** 0..1 towards the next level (1 at the top). */
  progress: number;
  exp_icon: string;
  thresholds: number[];
}

/**
 * Messages the site writes: the app shows each kind's title and text in the reader's language;
 * `body` carries what a person wrote (a reviewer's note), shown as is.
 */
export const MESSAGE_KINDS = [
  'welcome',
  'anchor-approved',
  'anchor-rejected',
  'expert-approved',
  'expert-rejected',
  'channel-approved',
  'channel-rejected',
  'invite-reward',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export interface MemberMessage {
  id: number;
  kind: MessageKind;
  body: string;
  created_at: number;
  read_at: number | null;
}

/** `User/persona`: what anyone may see of a user. Never the mobile. */
export interface PersonaInfo {
  id: number;
  nickname: string;
  avatar: string;
  signature: string;
  gender: 0 | 1 | 2;
  level: number;
  exp_icon: string;
  is_anchor: 0 | 1;
  is_expert: 0 | 1;
}
