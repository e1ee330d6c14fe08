import { mutationOptions, queryOptions, skipToken, type QueryKey } from '@tanstack/react-query';
// Types only: the table's values hold the server's zod schemas, which the app never bundles.
import type { ApiPath, InputAt, MethodAt, ResultAt } from '../../../contracts/route-table.ts';
import { callRoute, type ApiCallError } from '../api-client.ts';
import { noteFreshAnswer } from '../connectivity.ts';

/** First key part of answers anyone may see: these are kept offline. */
export const PUBLIC_KEY = 'api';
/**
 * First key part of answers that hold personal data or depend on who is logged in (member centre,
 * wallet, follows, room info ...): never kept offline, dropped when the user changes.
 */
export const PERSONAL_KEY = 'personal';

/** How long an answer counts as fresh (no refetch on mount), by kind of data. */
export const STALE_MS = {
  /** Match-centre data that a live match changes. */
  live: 10_000,
  /** Lists and pages of the product. */
  standard: 60_000,
  /** Past seasons, tournaments, stadiums: the database pages. */
  archive: 10 * 60_000,
  /** Personal answers: always asked again when a view opens. */
  personal: 0,
  /** Public answers an operator changes at any time (banners): asked again when a view opens. */
  eachView: 0,
} as const;

/**
 * The method of a call of `P`: optional when the entry accepts `Default` (which is then used),
 * else it must be named, and it is always one the entry accepts.
 */
type MethodOption<P extends ApiPath, Default extends 'GET' | 'POST'> =
  Default extends MethodAt<P> ? { method?: MethodAt<P> } : { method: MethodAt<P> };
/** The options argument: optional unless the method must be named. */
type OptionsArgument<P extends ApiPath, Default extends 'GET' | 'POST', O> =
  Default extends MethodAt<P> ? [options?: O & MethodOption<P, Default>] : [options: O & MethodOption<P, Default>];

export interface ReadOptions {
  /** Personal data (see PERSONAL_KEY). */
  personal?: boolean;
  staleTime?: number;
  /** A failure shows as a toast too (default: quiet, the view shows it; code 700 always asks to log in). */
  loud?: boolean;
}
/** The options argument of a read of `P`: GET unless told otherwise (a call that takes POST only must say so). */
export type ApiQueryOptions<P extends ApiPath> = OptionsArgument<P, 'GET', ReadOptions>;

/** Whether a query key names a personal answer. */
export function isPersonalKey(key: QueryKey): boolean {
  return key[0] === PERSONAL_KEY;
}

/** The key prefix of every query of `path` (for invalidation after a mutation). */
export function apiKey(path: ApiPath, personal = false): QueryKey {
  return [personal ? PERSONAL_KEY : PUBLIC_KEY, path];
}

type SentParams = Record<string, unknown>;

function sent(params: object): SentParams {
  const out: SentParams = {};
  for (const [name, value] of Object.entries(params)) if (value !== undefined) out[name] = value;
  return out;
}

/**
 * The query of one call of the route table (contracts/route-table.ts), typed from its entry: the
 * parameters are the entry's, the data is its result, the method one it accepts. Key
 * `[PUBLIC_KEY | PERSONAL_KEY, path, params]`; `params` null waits. Calls are quiet unless
 * `loud` (a failed read shows in its view, not as a toast; code 700 still asks to log in).
 */
export function apiQuery<P extends ApiPath>(path: P, params: InputAt<P> | null, ...[options]: ApiQueryOptions<P>) {
  const personal = options?.personal ?? false;
  const values = params && sent(params);
  const method = (options?.method ?? 'GET') as MethodAt<P>;
  return queryOptions({
    queryKey: [personal ? PERSONAL_KEY : PUBLIC_KEY, path, values] as const,
    queryFn: values
      ? async (): Promise<ResultAt<P>> => {
          const data = await callRoute(method, path, values as InputAt<P>, { quiet: !options?.loud });
          noteFreshAnswer();
          // A query's data may not be undefined: an answer without `data` counts as null.
          return (data ?? null) as ResultAt<P>;
        }
      : skipToken,
    staleTime: options?.staleTime ?? (personal ? STALE_MS.personal : STALE_MS.standard),
  });
}

export interface WriteOptions {
  /** Failures show as a toast (default: quiet, the view shows them). */
  loud?: boolean;
}

/**
 * The mutation of one call of the route table: `mutate(params)` sends the entry's parameters
 * (POST unless told otherwise) and resolves with its result. Quiet unless `loud`.
 */
export function apiMutation<P extends ApiPath>(path: P, ...[options]: OptionsArgument<P, 'POST', WriteOptions>) {
  const method = (options?.method ?? 'POST') as MethodAt<P>;
  return mutationOptions<ResultAt<P>, ApiCallError, InputAt<P>>({
    mutationFn: (params) => callRoute(method, path, params, { quiet: !options?.loud }),
  });
}

/**
 * The message a view shows for a failed read, or null. A view that has an answer (fresh, kept
 * offline, or the last one before the failure) shows that answer instead.
 */
export function queryErrorText(query: { data: unknown; error: Error | null }): string | null {
  return query.data === undefined && query.error ? query.error.message : null;
}
