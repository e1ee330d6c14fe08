import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE } from '../../contracts/api.ts';
import type { AnyRoute, RouteParams, RouteResult } from '../../contracts/route-definition.ts';
import { ApiError, describeZodError, ok } from './envelope.ts';

/** Answers `code 700` (throws) when the request comes without a login. */
export type LoginCheck = (request: FastifyRequest) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once per app by `installLoginCheck`. */
    apiLoginCheck?: LoginCheck;
  }
}

/**
 * How `apiRoute` turns away a visitor from a `login: true` call: the app installs its session
 * check once (server/app.ts, with the account context's `auth.requireUser`).
 */
export function installLoginCheck(app: FastifyInstance, check: LoginCheck): void {
  app.decorate('apiLoginCheck', check);
}

/** A call's handler: the parameters its route entry validated; it answers the entry's result type. */
export type RouteHandler<T extends AnyRoute> = (
  params: RouteParams<T>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<RouteResult<T>> | RouteResult<T>;

/**
 * Registers the handler of one entry of the route table (contracts/route-table.ts): validates
 * its parameters (query and body merged, body winning) with the entry's zod schema (bad input ->
 * `code 1` naming the field), answers `code 700` to a visitor when the entry says `login: true`
 * (before the handler runs; `'own'` leaves it to the handler), and wraps the result in the `{code, msg, data}` envelope.
 */
export function apiRoute<T extends AnyRoute>(app: FastifyInstance, route: T, handler: RouteHandler<T>): void {
  app.route({
    method: [...route.methods],
    url: `${API_BASE}/${route.path}`,
    handler: async (request, reply) => {
      const raw = {
        ...(isRecord(request.query) ? request.query : {}),
        ...(isRecord(request.body) ? request.body : {}),
      };
      const nul = nulField(raw);
      if (nul !== null) throw new ApiError(`${nul}: must not contain the NUL character`);
      const parsed = route.params.safeParse(raw);
      if (!parsed.success) throw new ApiError(describeZodError(parsed.error));
      if (route.login === true) {
        const check = app.apiLoginCheck;
        if (!check) throw new Error(`${route.path} needs a login, and no login check is installed`);
        await check(request);
      }
      const data = await handler(parsed.data as RouteParams<T>, request, reply);
      return ok(data);
    },
  });
}

/** A field's place, kept as a link to its parent: a path is spelled out only when one is reported. */
interface FieldPlace {
  key: string;
  parent: FieldPlace | null;
}

/**
 * The first field (`a.b.0`) whose text holds a NUL character, or null. IMPORTANT: PostgreSQL
 * refuses NUL in text (a failed query, a 500) and SQLite's FTS5 reads a query only up to one; no
 * call takes one. Walked with a stack, not recursion: a body may nest thousands of levels.
 */
function nulField(raw: Record<string, unknown>): string | null {
  const stack: [FieldPlace, unknown][] = Object.entries(raw).map(([key, value]) => [{ key, parent: null }, value]);
  while (stack.length > 0) {
    const [place, value] = stack.pop() as [FieldPlace, unknown];
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return spell(place);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) stack.push([{ key, parent: place }, inner]);
    }
  }
  return null;
}

function spell(place: FieldPlace): string {
  const keys: string[] = [];
  for (let at: FieldPlace | null = place; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
