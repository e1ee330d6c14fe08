import path from 'node:path';
import type { ActivityLink, CustomerService } from '../contracts/member-extras.ts';
import { activityLinkOf, customerServiceOf } from './member-extras/service-config.ts';

/** Everything the server reads from the environment, parsed once at start. */
export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /**
   * Prefix of every Redis key and channel (`REDIS_PREFIX`): several sites, or test clusters, share
   * one Redis without hearing each other. '' by default.
   */
  redisPrefix: string;
  /** Multiplies match time: 60 plays a football match in under two minutes. */
  feedSpeed: number;
  /** 'simulator' (default) or 'off' (no live feed; tests that drive the store themselves). */
  feed: 'simulator' | 'off';
  /** FEED_CONTROL=1: the tests' scripted feed (`POST /test/feed/matches/:id`). Refused in production. */
  feedControl: boolean;
  /** FEED_QUIET=1 (with FEED_CONTROL=1): matches play no goals, cards or corners of their own. */
  feedQuiet: boolean;
  /** Origins allowed to open the live socket besides the server's own. */
  allowedOrigins: string[];
  production: boolean;
  /** Where the built web app is (served at /). */
  webRoot: string;
  logLevel: string;
  /**
   * The media node: 'embedded' runs RTMP ingest, HTTP-FLV and recording in this process (one per
   * process); 'external' trusts a separate node that calls the signed media hooks; 'off' has none.
   */
  media: 'embedded' | 'external' | 'off';
  /** RTMP port of the embedded node (0: any free port). */
  mediaRtmpPort: number;
  /** What OBS is told as its server; default `rtmp://<public host>:<rtmp port>/live`. */
  mediaPublicRtmpUrl: string | undefined;
  /** Base of play and recording URLs of an external node (`<base>/live/<room>.flv`). */
  mediaPublicPlayUrl: string | undefined;
  /**
   * What an external node plays: 'flv' (HTTP-FLV at `<base>/live/<room>.flv`, default) or 'hls'
   * (`<base>/hls/<room>.m3u8`, e.g. nginx-rtmp's HLS).
   */
  mediaPlayFormat: 'flv' | 'hls';
  /**
   * The external node's secret: the HMAC key of the signed JSON hooks, and the token nginx-rtmp's
   * callbacks carry in their URL.
   */
  mediaHookSecret: string | undefined;
  /** Addresses the external node's hooks may come from (`MEDIA_HOOK_ALLOW`; empty: any, the secret decides). */
  mediaHookAllow: string[];
  /** ffmpeg for frames of live streams on room cards (`FFMPEG_PATH`; without one, cards show covers). */
  ffmpegPath: string;
  /**
   * Where users reach the site (`https://live.example.com`): the origin of QR, share and socket
   * links and of the payment provider's callbacks. Unset: the listen address. Never the `Host`
   * header a request brings.
   */
  publicUrl: string | undefined;
  /** Reverse proxies in front of us (0: none): the client's address is read that many hops back in `X-Forwarded-For`. */
  trustProxy: number;
  /** Payments: the sandbox is the development default only; production needs a real provider. */
  payment: PaymentConfig;
  /** `/metrics` on its own port (0: not separately). */
  metricsPort: number;
  /** Addresses allowed to read `/metrics` on the main port in production (none by default). */
  metricsAllow: string[];
  /** Live sockets one address may hold at once. */
  socketsPerAddress: number;
  /** Size of the captcha's proof of work (hashes a client tries: half of this on average). */
  captchaPowMax: number;
  /**
   * Tencent Cloud IM (`TENCENT_IM_SDKAPPID` + `TENCENT_IM_SECRET`): the chat service the app uses,
   * with `userSig` signed by the server. Unset: the built-in chat.
   */
  tencentIm: TencentImConfig | null;
  /** `/downLoad`: `APP_ANDROID_URL`, `APP_IOS_URL` (store pages) and `STREAMING_TOOL_URL` (OBS by default). */
  appLinks: { android: string; ios: string; streamingTool: string };
  /** `user/getKefuInfo`: `KEFU_*` (see member-extras/service-config.ts). */
  customerService: CustomerService;
  /** `Activity_Config/getActivityUrl`: `ACTIVITY_URL`, the task centre by default. */
  activity: ActivityLink;
}

/** The streaming tool the download page and the anchor centre point at unless told otherwise. */
export const DEFAULT_STREAMING_TOOL_URL = 'https://obsproject.com/download';

/** An optional absolute http(s) link from the environment ('' when unset). */
function linkOf(name: string, value: string | undefined): string {
  if (!value) return '';
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  return url.href;
}

export interface TencentImConfig {
  sdkAppId: number;
  secret: string;
}

function tencentImConfig(env: NodeJS.ProcessEnv): TencentImConfig | null {
  const appId = env.TENCENT_IM_SDKAPPID ?? '';
  const secret = env.TENCENT_IM_SECRET ?? '';
  if (appId === '' && secret === '') return null;
  if (appId === '' || secret === '') {
    throw new Error('Tencent Cloud IM needs both TENCENT_IM_SDKAPPID and TENCENT_IM_SECRET (or neither)');
  }
  if (!/^[1-9]\d{0,9}$/.test(appId) || Number(appId) > 0xffffffff) {
    throw new Error(`TENCENT_IM_SDKAPPID must be the app's numeric SDKAppID, got "${appId}"`);
  }
  if (secret.length < 16) throw new Error('TENCENT_IM_SECRET must be the app key (at least 16 characters)');
  return { sdkAppId: Number(appId), secret };
}

export type PaymentConfig =
  | { provider: 'sandbox' }
  | { provider: 'off' }
  | { provider: 'alipay'; appId: string; privateKey: string; publicKey: string; gateway: string };

/** Alipay's production gateway (its sandbox: https://openapi-sandbox.dl.alipaydev.com/gateway.do). */
export const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';

function paymentConfig(env: NodeJS.ProcessEnv, production: boolean): PaymentConfig {
  const alipayReady = Boolean(env.ALIPAY_APP_ID && env.ALIPAY_PRIVATE_KEY && env.ALIPAY_PUBLIC_KEY);
  const provider = env.PAYMENT_PROVIDER || (alipayReady ? 'alipay' : production ? 'off' : 'sandbox');
  if (provider === 'sandbox') {
    // IMPORTANT: the sandbox hands the payer the provider's signature; in production that is free diamonds.
    if (production) throw new Error('PAYMENT_PROVIDER=sandbox cannot run with NODE_ENV=production');
    return { provider };
  }
  if (provider === 'off') return { provider };
  if (provider !== 'alipay')
    throw new Error(`PAYMENT_PROVIDER must be "alipay", "sandbox" or "off", got "${provider}"`);
  if (!alipayReady) {
    throw new Error('PAYMENT_PROVIDER=alipay needs ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY and ALIPAY_PUBLIC_KEY');
  }
  if (!env.PUBLIC_URL)
    throw new Error('PAYMENT_PROVIDER=alipay needs PUBLIC_URL (where Alipay sends its notifications)');
  return {
    provider,
    appId: env.ALIPAY_APP_ID ?? '',
    privateKey: env.ALIPAY_PRIVATE_KEY ?? '',
    publicKey: env.ALIPAY_PUBLIC_KEY ?? '',
    gateway: env.ALIPAY_GATEWAY || ALIPAY_GATEWAY,
  };
}

function publicUrlOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got "${value}"`);
  }
  return url.origin;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function redisPrefixOf(value: string | undefined): string {
  const prefix = value ?? '';
  if (!/^[\w.:-]{0,64}$/.test(prefix)) {
    throw new Error(`REDIS_PREFIX takes up to 64 letters, digits, '_', '-', '.' or ':', got "${prefix}"`);
  }
  return prefix;
}

function number(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max) {
    throw new Error(`${name} must be a number from ${min} to ${max}, got "${value}"`);
  }
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const feed = env.FEED ?? 'simulator';
  if (feed !== 'simulator' && feed !== 'off') throw new Error(`FEED must be "simulator" or "off", got "${feed}"`);
  const media = env.MEDIA || 'embedded';
  if (media !== 'embedded' && media !== 'external' && media !== 'off') {
    throw new Error(`MEDIA must be "embedded", "external" or "off", got "${media}"`);
  }
  if (media === 'external' && (!env.MEDIA_PUBLIC_PLAY_URL || (env.MEDIA_HOOK_SECRET ?? '').length < 16)) {
    throw new Error('MEDIA=external needs MEDIA_PUBLIC_PLAY_URL and a MEDIA_HOOK_SECRET of at least 16 characters');
  }
  const playFormat = env.MEDIA_PLAY_FORMAT || 'flv';
  if (playFormat !== 'flv' && playFormat !== 'hls') {
    throw new Error(`MEDIA_PLAY_FORMAT must be "flv" or "hls", got "${playFormat}"`);
  }
  const production = env.NODE_ENV === 'production';
  const feedControl = env.FEED_CONTROL ?? '';
  if (!['', '0', '1'].includes(feedControl)) throw new Error(`FEED_CONTROL must be "1" or unset, got "${feedControl}"`);
  // IMPORTANT: the control lets anyone who reaches the server set every score.
  if (feedControl === '1' && production) throw new Error('FEED_CONTROL=1 cannot run with NODE_ENV=production');
  const feedQuiet = env.FEED_QUIET ?? '';
  if (!['', '0', '1'].includes(feedQuiet)) throw new Error(`FEED_QUIET must be "1" or unset, got "${feedQuiet}"`);
  if (feedQuiet === '1' && feedControl !== '1') throw new Error('FEED_QUIET=1 needs FEED_CONTROL=1 (tests only)');
  return {
    host: env.HOST || '127.0.0.1',
    port: number('PORT', env.PORT, 8080, 0, 65535),
    dataDir: path.resolve(cwd, env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: redisPrefixOf(env.REDIS_PREFIX),
    feedSpeed: number('FEED_SPEED', env.FEED_SPEED, 1, 0.1, 10_000),
    feed,
    feedControl: feedControl === '1',
    feedQuiet: feedQuiet === '1',
    allowedOrigins: list(env.ALLOWED_ORIGINS),
    production,
    webRoot: path.resolve(cwd, env.WEB_ROOT || 'dist'),
    logLevel: env.LOG_LEVEL || 'info',
    media,
    mediaRtmpPort: number('MEDIA_RTMP_PORT', env.MEDIA_RTMP_PORT, 1935, 0, 65535),
    mediaPublicRtmpUrl: env.MEDIA_PUBLIC_RTMP_URL || undefined,
    mediaPublicPlayUrl: env.MEDIA_PUBLIC_PLAY_URL?.replace(/\/+$/, '') || undefined,
    mediaPlayFormat: playFormat,
    mediaHookSecret: env.MEDIA_HOOK_SECRET || undefined,
    mediaHookAllow: list(env.MEDIA_HOOK_ALLOW),
    ffmpegPath: env.FFMPEG_PATH || 'ffmpeg',
    publicUrl: publicUrlOf(env.PUBLIC_URL),
    trustProxy: number('TRUST_PROXY', env.TRUST_PROXY, 0, 0, 10),
    payment: paymentConfig(env, production),
    metricsPort: number('METRICS_PORT', env.METRICS_PORT, 0, 0, 65535),
    metricsAllow: list(env.METRICS_ALLOW),
    socketsPerAddress: number('WS_MAX_PER_ADDRESS', env.WS_MAX_PER_ADDRESS, 64, 1, 1_000_000),
    captchaPowMax: number('CAPTCHA_POW_MAX', env.CAPTCHA_POW_MAX, 50_000, 1_000, 10_000_000),
    tencentIm: tencentImConfig(env),
    appLinks: {
      android: linkOf('APP_ANDROID_URL', env.APP_ANDROID_URL),
      ios: linkOf('APP_IOS_URL', env.APP_IOS_URL),
      streamingTool: linkOf('STREAMING_TOOL_URL', env.STREAMING_TOOL_URL) || DEFAULT_STREAMING_TOOL_URL,
    },
    customerService: customerServiceOf(env),
    activity: activityLinkOf(env),
  };
}
