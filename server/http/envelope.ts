import type { z } from 'zod';
import { API_CODE, type Envelope } from '../../contracts/api.ts';

/** An error the client shows: `code 1` with `msg`, or `code 700` when not logged in. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number = API_CODE.error,
  ) {
    super(message);
  }
}

export function ok<T>(data: T, msg = 'ok'): Envelope<T> {
  return { code: API_CODE.ok, msg, data };
}

export function fail(msg: string, code: number = API_CODE.error): Envelope<null> {
  return { code, msg, data: null };
}

/** One line naming the field and what is wrong with it, e.g. `channel: unknown channel`. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const field = issue.path.length > 0 ? issue.path.join('.') : 'input';
  return `${field}: ${issue.message}`;
}
