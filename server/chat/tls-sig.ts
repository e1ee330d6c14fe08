import { createHmac } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { ServerConfig } from '../config.ts';

/** How long a Tencent Cloud IM `userSig` we sign stays valid (Tencent's own default: 180 days). */
export const TENCENT_USER_SIG_TTL_S = 180 * 24 * 3600;

/** Tencent's base64 for signatures: `+` -> `*`, `/` -> `-`, `=` -> `_` (safe in URLs unencoded). */
function tencentBase64(bytes: Buffer): string {
  return bytes.toString('base64').replace(/\+/g, '*').replace(/\//g, '-').replace(/=/g, '_');
}

/**
 * A Tencent Cloud IM `UserSig` (TLS-sig v2, the `genUserSig` of Tencent's signing libraries): an
 * HMAC-SHA256 with the app's secret over the identifier, app id, time and lifetime, put in a JSON
 * document with those fields, zlib-deflated, in Tencent's base64.
 *
 * IMPORTANT: the JSON keys are written in Tencent's order; a reordered document still verifies at
 * Tencent (they parse it) but would no longer equal the reference libraries' output byte for byte.
 */
export function tencentUserSig(options: {
  sdkAppId: number;
  secret: string;
  identifier: string;
  /** Lifetime, seconds. */
  expireS: number;
  /** The signing time, unix seconds. */
  nowS: number;
}): string {
  const { sdkAppId, secret, identifier, expireS, nowS } = options;
  const signed =
    `TLS.identifier:${identifier}\n` + `TLS.sdkappid:${sdkAppId}\n` + `TLS.time:${nowS}\n` + `TLS.expire:${expireS}\n`;
  const document = {
    'TLS.ver': '2.0',
    'TLS.identifier': identifier,
    'TLS.sdkappid': sdkAppId,
    'TLS.time': nowS,
    'TLS.expire': expireS,
    'TLS.sig': createHmac('sha256', secret).update(signed).digest('base64'),
  };
  return tencentBase64(deflateSync(Buffer.from(JSON.stringify(document))));
}

/** Tencent Cloud IM's `userSig` signer when the server is set up for it; the built-in signature otherwise. */
export function tencentSigner(config: ServerConfig, now: () => number): ((identifier: string) => string) | undefined {
  const im = config.tencentIm;
  if (!im) return undefined;
  return (identifier) =>
    tencentUserSig({
      sdkAppId: im.sdkAppId,
      secret: im.secret,
      identifier,
      expireS: TENCENT_USER_SIG_TTL_S,
      nowS: Math.floor(now() / 1000),
    });
}
