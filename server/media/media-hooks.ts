import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The hooks a separate media node calls: `POST /media/hooks/publish` when an encoder starts
 * (answer 200: accept, 403: refuse before taking any media) and `POST /media/hooks/done` when it
 * stops. Bodies are JSON, signed: header `x-media-timestamp` (unix seconds) and
 * `x-media-signature` = hex HMAC-SHA256 of `<timestamp>.<raw body>` with MEDIA_HOOK_SECRET.
 */

export const HOOK_TIMESTAMP_HEADER = 'x-media-timestamp';
export const HOOK_SIGNATURE_HEADER = 'x-media-signature';
/** Older (or newer) signatures are refused, so a captured call cannot be replayed later. */
export const HOOK_MAX_SKEW_S = 300;

export function signHook(secret: string, timestampS: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestampS}.${body}`).digest('hex');
}

export function verifyHook(
  secret: string,
  timestamp: string | undefined,
  signature: string | undefined,
  body: string,
  nowS: number,
): boolean {
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(nowS - Number(timestamp)) > HOOK_MAX_SKEW_S) return false;
  const expected = Buffer.from(signHook(secret, Number(timestamp), body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** `{stream: "/live/12", query: "key=<secret>"}`: what the encoder asked to publish. */
export const publishHookBody = z.object({
  stream: z.string().max(200),
  query: z.string().max(1000).default(''),
});

/** `{stream, recording?, recording_bytes?}`: the recording is a path under the node's recordings. */
export const doneHookBody = z.object({
  stream: z.string().max(200),
  recording: z
    .string()
    .max(300)
    .regex(/^[\w-]+(?:\/[\w-]+)*\.flv$/)
    .optional(),
  recording_bytes: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
});
