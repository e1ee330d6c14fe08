import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** Tokens live 30 days; the user logs in again after that. */
export const TOKEN_TTL_S = 30 * 24 * 3600;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new 256-bit token; only its hash is stored. */
export async function issueToken(db: Kysely<DB>, userId: number, deviceType: string, nowS: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('user_tokens')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      device_type: deviceType,
      created_at: nowS,
      expires_at: nowS + TOKEN_TTL_S,
      revoked_at: null,
    })
    .execute();
  return token;
}

/** The user a token belongs to, or null when it is unknown, expired or revoked. */
export async function userIdForToken(db: Kysely<DB>, token: string, nowS: number): Promise<number | null> {
  if (!token || token.length > 128) return null;
  const row = await db
    .selectFrom('user_tokens')
    .select(['user_id', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.revoked_at !== null || row.expires_at <= nowS) return null;
  return row.user_id;
}

export async function revokeToken(db: Kysely<DB>, token: string, nowS: number): Promise<void> {
  await db
    .updateTable('user_tokens')
    .set({ revoked_at: nowS })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute();
}

/** Logs a user out everywhere (password change). */
export async function revokeAllTokens(db: Kysely<DB>, userId: number, nowS: number): Promise<void> {
  await db
    .updateTable('user_tokens')
    .set({ revoked_at: nowS })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
