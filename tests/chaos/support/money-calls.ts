import type { Envelope } from '../../../contracts/api.ts';

/**
 * Money calls as a careful client makes them: each with its own request id, sent again with the
 * same id after a failure that says nothing of the outcome (no answer, a 5xx, "try again"), at
 * most `ATTEMPTS` times, a second apart. What counts is the last answer.
 */

const ATTEMPTS = 6;
const RETRY_AFTER_MS = 1_000;
const TIMEOUT_MS = 15_000;

export type CallOutcome =
  | { kind: 'ok'; data: unknown; attempts: number }
  /** An envelope with code != 0: the server said what went wrong. */
  | { kind: 'refused'; msg: string; attempts: number }
  /** No envelope after every attempt (a reset, a timeout, a page that is not the envelope). */
  | { kind: 'unclear'; what: string; attempts: number };

/** An answer that says nothing of the outcome: worth sending again with the same request id. */
function transient(status: number, envelope: Envelope<unknown> | null): boolean {
  if (status >= 500 || envelope === null) return true;
  return envelope.code !== 0 && /try again/i.test(envelope.msg) && !/too many/i.test(envelope.msg);
}

export async function moneyCall(
  baseUrl: string,
  path: string,
  body: Record<string, unknown> | null,
  token: string | null,
  stats: { retries: number; serverErrors: number; noAnswer: number },
): Promise<CallOutcome> {
  let last: CallOutcome = { kind: 'unclear', what: 'not sent', attempts: 0 };
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    if (attempt > 1) {
      stats.retries++;
      await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
    }
    let status = 0;
    let envelope: Envelope<unknown> | null = null;
    try {
      const response = await fetch(`${baseUrl}/api/${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { lang: 'en', ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { token } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      status = response.status;
      const text = await response.text();
      try {
        const parsed = JSON.parse(text) as Envelope<unknown>;
        envelope = typeof parsed?.code === 'number' && typeof parsed.msg === 'string' ? parsed : null;
      } catch {
        envelope = null;
      }
      if (status >= 500) stats.serverErrors++;
      last = envelope
        ? envelope.code === 0
          ? { kind: 'ok', data: envelope.data, attempts: attempt }
          : { kind: 'refused', msg: envelope.msg, attempts: attempt }
        : { kind: 'unclear', what: `status ${status}: ${text.slice(0, 80)}`, attempts: attempt };
    } catch (error) {
      stats.noAnswer++;
      last = { kind: 'unclear', what: error instanceof Error ? error.message : String(error), attempts: attempt };
      continue;
    }
    if (!transient(status, envelope)) return last;
  }
  return last;
}
