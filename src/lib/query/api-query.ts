import { queryOptions, skipToken, type QueryKey } from '@tanstack/react-query';
import { apiGet, apiPost } from '../api-client.ts';
import { noteFreshAnswer } from '../connectivity.ts';

type Params = Record<string, string | number | boolean | undefined>;
type SentParams = Record<string, string | number | boolean>;

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
} as const;

export interface ApiQueryOptions {
  /** Personal data (see PERSONAL_KEY). */
  personal?: boolean;
  /** Some seed reads are POST calls. */
  method?: 'GET' | 'POST';
  staleTime?: number;
}

/** Whether a query key names a personal answer. */
export function isPersonalKey(key: QueryKey): boolean {
  return key[0] === PERSONAL_KEY;
}

/** The key prefix of every query of `path` (for invalidation after a mutation). */
export function apiKey(path: string, personal = false): QueryKey {
  return [personal ? PERSONAL_KEY : PUBLIC_KEY, path];
}

function sent(params: Params): SentParams {
  const out: SentParams = {};
  for (const [name, value] of Object.entries(params)) if (value !== undefined) out[name] = value;
  return out;
}

/**
 * The query of one seed call: key `[PUBLIC_KEY | PERSONAL_KEY, path, params]`; `params` null waits.
 * Calls are quiet (a failed read shows in its view, not as a toast; code 700 still asks to log in).
 */
export function apiQuery<T>(path: string, params: Params | null, options: ApiQueryOptions = {}) {
  const personal = options.personal ?? false;
  const values = params && sent(params);
  const call = options.method === 'POST' ? apiPost<T> : apiGet<T>;
  return queryOptions({
    queryKey: [personal ? PERSONAL_KEY : PUBLIC_KEY, path, values] as const,
    queryFn: values
      ? async () => {
          const data = await call(path, values, { quiet: true });
          noteFreshAnswer();
          // A query's data may not be undefined: an answer without `data` counts as null.
          return (data ?? null) as T;
        }
      : skipToken,
    staleTime: options.staleTime ?? (personal ? STALE_MS.personal : STALE_MS.standard),
  });
}

/**
 * The message a view shows for a failed read, or null. A view that has an answer (fresh, kept
 * offline, or the last one before the failure) shows that answer instead.
 */
export function queryErrorText(query: { data: unknown; error: Error | null }): string | null {
  return query.data === undefined && query.error ? query.error.message : null;
}
