import path from 'node:path';

/** Everything the server reads from the environment, parsed once at start. */
export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Multiplies match time: 60 plays a football match in under two minutes. */
  feedSpeed: number;
  /** 'simulator' (default) or 'off' (no live feed; tests that drive the store themselves). */
  feed: 'simulator' | 'off';
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
  /** What OBS is told as its server; default `rtmp://<request host>:<rtmp port>/live`. */
  mediaPublicRtmpUrl: string | undefined;
  /** Base of play and recording URLs of an external node (`<base>/live/<room>.flv`). */
  mediaPublicPlayUrl: string | undefined;
  /** HMAC key an external node signs its publish and done hooks with. */
  mediaHookSecret: string | undefined;
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
  return {
    host: env.HOST || '127.0.0.1',
    port: number('PORT', env.PORT, 8080, 0, 65535),
    dataDir: path.resolve(cwd, env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    feedSpeed: number('FEED_SPEED', env.FEED_SPEED, 1, 0.1, 10_000),
    feed,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    production: env.NODE_ENV === 'production',
    webRoot: path.resolve(cwd, env.WEB_ROOT || 'dist'),
    logLevel: env.LOG_LEVEL || 'info',
    media,
    mediaRtmpPort: number('MEDIA_RTMP_PORT', env.MEDIA_RTMP_PORT, 1935, 0, 65535),
    mediaPublicRtmpUrl: env.MEDIA_PUBLIC_RTMP_URL || undefined,
    mediaPublicPlayUrl: env.MEDIA_PUBLIC_PLAY_URL?.replace(/\/+$/, '') || undefined,
    mediaHookSecret: env.MEDIA_HOOK_SECRET || undefined,
  };
}
