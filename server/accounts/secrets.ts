import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/**
 * A server secret shared by every process: created once (first writer wins) and kept in the
 * database. Used for HMAC signatures (chat UserSig, sandbox payment callbacks, captcha passes).
 */
export async function loadSecret(db: Kysely<DB>, name: string): Promise<Buffer> {
  await db
    .insertInto('app_secrets')
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}

export function sign(secret: Buffer, text: string): string {
  return createHmac('sha256', secret).update(text).digest('base64url');
}

/** Constant-time check of an HMAC signature. */
export function verifySignature(secret: Buffer, text: string, signature: string): boolean {
  const expected = Buffer.from(sign(secret, text));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
