import { CHAT_FILE_UPLOAD_PATH, CHAT_FILE_URL_PREFIX } from '../../contracts/chat.ts';
import { CIRCLE_VIDEO_UPLOAD_PATH, CIRCLE_VIDEO_URL_PREFIX } from '../../contracts/circles.ts';
import { WALLET_PATHS } from '../../contracts/account.ts';
import { API_BASE } from '../../contracts/api.ts';
import { UPLOAD_PATH } from '../../contracts/member.ts';
import { VIDEO_UPLOAD_PATH } from '../../contracts/videos.ts';
import { VIDEO_URL_PREFIX } from '../videos/video-files.ts';

/** A route the server serves that is not a call of the route table, and why. */
export interface NonContractRoute {
  /** The exact URL, or with `prefix` every URL under it. */
  url: string;
  prefix?: boolean;
  why: string;
}

/**
 * Everything the server serves besides the calls of contracts/route-table.ts. The coverage test
 * (route-coverage.test.ts) refuses any other route: a new JSON call belongs in the table.
 * The built app's own files (`WEB_ROOT`) are not listed: they are pages, not calls.
 */
export const NON_CONTRACT_ROUTES: readonly NonContractRoute[] = [
  { url: '/health', why: 'load balancer probe, plain JSON without the envelope' },
  { url: '/metrics', why: 'Prometheus text exposition' },
  { url: '/dev/outbox', why: 'development SMS outbox page (never in production)' },
  { url: '/dev/outbox.json', why: 'development SMS outbox for tests (never in production)' },
  { url: UPLOAD_PATH, why: 'raw image body under an upload grant, not parameters' },
  { url: VIDEO_UPLOAD_PATH, why: 'streamed video body under an upload grant, not parameters' },
  {
    url: `${API_BASE}/${WALLET_PATHS.alipayNotify}`,
    why: "Alipay's signed form notification, answered in Alipay's words (`success`)",
  },
  {
    url: '/media/hooks/',
    prefix: true,
    why: "the media node's publish and done hooks (signed JSON, or nginx-rtmp's forms)",
  },
  { url: '/media/live/', prefix: true, why: 'live stream playback files' },
  { url: '/media/recordings/', prefix: true, why: 'recorded broadcasts (static files)' },
  { url: VIDEO_URL_PREFIX, prefix: true, why: 'uploaded videos (static files)' },
  { url: '/uploads/', prefix: true, why: 'uploaded images (static files)' },
  { url: CHAT_FILE_UPLOAD_PATH, why: 'raw chat file body under an upload grant, not parameters' },
  { url: CHAT_FILE_URL_PREFIX, prefix: true, why: 'chat file downloads (always attachments)' },
  { url: CIRCLE_VIDEO_UPLOAD_PATH, why: 'streamed post video body under an upload grant, not parameters' },
  { url: CIRCLE_VIDEO_URL_PREFIX, prefix: true, why: 'uploaded post videos (static files)' },
];
