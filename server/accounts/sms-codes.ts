import { randomInt } from 'node:crypto';
import { SMS_COOLDOWN_S } from '../../contracts/account.ts';
import type { Lang } from '../../contracts/match.ts';
import { translate } from '../http/messages.ts';
import type { AccountContext } from './account-context.ts';
import { ACCOUNT_LIMITS } from './rate-limit.ts';
import { sign, verifySignature } from './secrets.ts';

/** Codes live 5 minutes, are single use and allow 5 wrong tries. */
export const SMS_CODE_TTL_S = 5 * 60;
const MAX_ATTEMPTS = 5;

export type SmsRefusal = { key: string; vars?: Record<string, number> };

function codeHash(ctx: AccountContext, mobile: string, purpose: number, code: string): string {
  return sign(ctx.secret, `sms:${mobile}:${purpose}:${code}`);
}

/**
 * Checks the resend cooldown (60 s, by the server) and the daily and per-address limits, then
 * starts the cooldown. Returns a refusal, or null when a message may go out now.
 */
export async function reserveSms(ctx: AccountContext, mobile: string, address: string): Promise<SmsRefusal | null> {
  const cooldown = await ctx.kv.ttl(`sms-cooldown:${mobile}`);
  if (cooldown > 0) return { key: 'validation:smsCode.cooldown', vars: { seconds: Math.ceil(cooldown / 1000) } };
  if (await ctx.limiter.blockedFor(ACCOUNT_LIMITS.smsPhoneDay, mobile)) return { key: 'validation:smsCode.limit' };
  if (await ctx.limiter.hit(ACCOUNT_LIMITS.smsAddressHour, address)) return { key: 'validation:login.throttled' };
  await ctx.limiter.hit(ACCOUNT_LIMITS.smsPhoneDay, mobile);
  await ctx.kv.set(`sms-cooldown:${mobile}`, '1', SMS_COOLDOWN_S * 1000);
  return null;
}

/** Issues a code and sends it, worded in the caller's language. */
export async function sendSmsCode(ctx: AccountContext, lang: Lang, mobile: string, purpose: number): Promise<void> {
  const code = await issueSmsCode(ctx, mobile, purpose);
  await ctx.sms.send(mobile, translate(lang, 'sms:code', { code, minutes: SMS_CODE_TTL_S / 60 }));
}

/** Stores a new code (only its HMAC) and returns it for the message. */
async function issueSmsCode(ctx: AccountContext, mobile: string, purpose: number): Promise<string> {
  const code = String(randomInt(1_000_000)).padStart(6, '0');
  const nowS = ctx.nowS();
  await ctx.db
    .insertInto('sms_codes')
    .values({
      mobile,
      purpose,
      code_hash: codeHash(ctx, mobile, purpose, code),
      created_at: nowS,
      expires_at: nowS + SMS_CODE_TTL_S,
      used_at: null,
    })
    .execute();
  return code;
}

/**
 * Spends a code: the newest unused, unexpired code for the phone and purpose must match. Every
 * try counts; after 5 wrong ones the code is dead. True once per code.
 */
export async function consumeSmsCode(
  ctx: AccountContext,
  mobile: string,
  purpose: number,
  code: string,
): Promise<boolean> {
  const nowS = ctx.nowS();
  const row = await ctx.db
    .selectFrom('sms_codes')
    .select(['id', 'code_hash', 'attempts'])
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowS)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row || row.attempts >= MAX_ATTEMPTS) return false;
  const matches = verifySignature(ctx.secret, `sms:${mobile}:${purpose}:${code}`, row.code_hash);
  // Mark used (or count the miss) only if nobody else spent it meanwhile: one winner per code.
  const result = await ctx.db
    .updateTable('sms_codes')
    .set(matches ? { used_at: nowS } : { attempts: row.attempts + 1 })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('attempts', '=', row.attempts)
    .executeTakeFirst();
  return matches && Number(result.numUpdatedRows) === 1;
}
