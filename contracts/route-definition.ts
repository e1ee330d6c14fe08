import type { z } from 'zod';

/** The HTTP methods a seed call accepts (most accept both). */
export type RouteMethod = 'GET' | 'POST';

export const GET = ['GET'] as const;
export const POST = ['POST'] as const;
export const GET_POST = ['GET', 'POST'] as const;

/** A type carried by a route entry only for the compiler: the call's `data` on success. */
export interface Result<T> {
  readonly __result?: T;
}

/** Names the result type of a call in its route entry (`result: returns<LoginResult>()`). */
export function returns<T>(): Result<T> {
  return {};
}

/**
 * One call of the HTTP API: where it is, how it may be called, what it takes and what it gives.
 * The server registers its handler from this entry, the client and the tests call through it.
 */
export interface RouteDefinition<
  P extends string = string,
  S extends z.ZodType = z.ZodType,
  R = unknown,
  M extends RouteMethod = RouteMethod,
> {
  /** The seed's call path under `/api/`, e.g. `user/login` (matched case-insensitively). */
  readonly path: P;
  readonly methods: readonly M[];
  /** Parameters from the query and the body, merged (body winning); bad input answers `code 1` naming the field. */
  readonly params: S;
  /**
   * `true`: the call needs a login; a visitor hears `code 700` before the handler runs.
   * `'own'`: a visitor may ask about someone named (a room, an anchor); asking for one's own (no one
   * named) needs a login, which the handler checks. `false`: anyone may call it.
   */
  readonly login: boolean | 'own';
  readonly result: Result<R>;
}

export function defineRoute<const P extends string, S extends z.ZodType, R, M extends RouteMethod>(
  route: RouteDefinition<P, S, R, M>,
): RouteDefinition<P, S, R, M> {
  return route;
}

// Keeps this module type-only for zod: the client imports route types without bundling zod.
export type AnyRoute = RouteDefinition<string, z.ZodType, unknown, RouteMethod>;
/** What a caller sends (before defaults and coercion). */
export type RouteInput<T extends AnyRoute> = z.input<T['params']>;
/** What a handler receives (after validation). */
export type RouteParams<T extends AnyRoute> = z.output<T['params']>;
export type RouteResult<T extends AnyRoute> = T['result'] extends Result<infer R> ? R : never;
