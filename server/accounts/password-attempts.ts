import type { AccountContext } from './account-context.ts';
import type { GateSubject, HashPurpose } from './password-gate.ts';
import { hashPassword } from './passwords.ts';
import type { LimitRule } from './rate-limit.ts';

export type AttemptResult =
  { outcome: 'ok' } | { outcome: 'wrong' } | { outcome: 'locked'; ms: number } | { outcome: 'busy' };

/**
 * One guarded password attempt. IMPORTANT: the attempt is reserved on every limit first, with one
 * atomic increment each, and only then hashed: of any burst of concurrent guesses at most `max`
 * reach the hasher (checking the lock, hashing and then counting let a burst walk through).
 * A right password clears the first limit (the account's own) and hands the others back; a wrong
 * one stays counted; an attempt refused for lack of a hashing slot is handed back, never hashed.
 */
export async function attemptPassword(
  ctx: Pick<AccountContext, 'limiter' | 'passwords'>,
  input: {
    limits: { rule: LimitRule; subject: string }[];
    gate: GateSubject[];
    purpose: HashPurpose;
    check: () => Promise<boolean>;
  },
): Promise<AttemptResult> {
  const taken: { rule: LimitRule; subject: string }[] = [];
  const handBack = async () => {
    for (const t of taken) await ctx.limiter.release(t.rule, t.subject);
  };
  for (const limit of input.limits) {
    const blocked = await ctx.limiter.hit(limit.rule, limit.subject);
    if (blocked) {
      await handBack();
      return { outcome: 'locked', ms: blocked };
    }
    taken.push(limit);
  }
  const result = await ctx.passwords.run(input.gate, input.purpose, input.check);
  if (result.busy) {
    await handBack();
    return { outcome: 'busy' };
  }
  if (!result.value) return { outcome: 'wrong' };
  const [own, ...others] = taken;
  if (own) await ctx.limiter.reset(own.rule, own.subject);
  for (const t of others) await ctx.limiter.release(t.rule, t.subject);
  return { outcome: 'ok' };
}

/** Hashes a new password through the gate; null when no slot is free (the caller says "try later"). */
export async function hashNewPassword(
  ctx: Pick<AccountContext, 'passwords'>,
  subject: GateSubject,
  purpose: HashPurpose,
  password: string,
): Promise<string | null> {
  const result = await ctx.passwords.run([subject], purpose, () => hashPassword(password));
  return result.busy ? null : result.value;
}
