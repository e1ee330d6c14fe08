import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` (a const enum, which this build cannot import). */
const ARGON2ID = 2;

/** argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane): ~30-45 ms a hash on these machines. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown phone) it verifies against a
 * dummy hash, so known and unknown phones take the same time and give the same answer.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('dummy-password-for-timing');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
