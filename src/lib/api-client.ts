import { API_BASE, API_CODE, REQUEST_TIMEOUT_MS, type Envelope } from '../../contracts/api.ts';
// Types only: the table's values hold the server's zod schemas, which the app never bundles.
import type { ApiPath, InputAt, MethodAt, ResultAt } from '../../contracts/route-table.ts';

/** A call the server refused (`code 1`, `code 700`) or that never completed (`code -1`). */
export class ApiCallError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** A JSON value a POST body may carry besides flat params (the captcha trail is an array). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
type PostParams = Record<string, JsonValue | undefined>;
type ErrorListener = (error: ApiCallError) => void;
const listeners = new Set<ErrorListener>();

/** The shell listens here to show `code 1` in red for 5 s and to handle `code 700`. */
export function onApiError(listener: ErrorListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The language the server answers in. No token: the login is the HttpOnly session cookie, which
 * the browser sends with every call of ours; only a login that arrived another way (the QR code's)
 * is shown to the server once, as the `token` header, to become that cookie.
 */
function headers(token: string | undefined): Record<string, string> {
  const lang = localStorage.getItem('lang');
  return {
    ...(token ? { token } : {}),
    ...(lang === 'en' || lang === 'vi' || lang === 'zh' ? { lang } : {}),
  };
}

export interface CallOptions {
  quiet?: boolean;
  /** A token to send as the header (only `user/session` needs one). */
  token?: string;
}

async function call<T>(method: 'GET' | 'POST', path: string, params: PostParams, options: CallOptions): Promise<T> {
  const quiet = options.quiet ?? false;
  const query = new URLSearchParams();
  // Flat values travel as strings (as before); arrays and objects stay JSON in a POST body.
  const structured: Record<string, JsonValue> = {};
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined) continue;
    if (typeof v === 'object' && v !== null) structured[k] = v;
    else query.set(k, String(v));
  }
  const url = `${API_BASE}/${path}${method === 'GET' && query.size > 0 ? `?${query}` : ''}`;
  let envelope: Envelope<T>;
  try {
    const response = await fetch(url, {
      method,
      headers: { ...headers(options.token), ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      body: method === 'POST' ? JSON.stringify({ ...Object.fromEntries(query), ...structured }) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    envelope = (await response.json()) as Envelope<T>;
  } catch (cause) {
    const error = new ApiCallError(-1, cause instanceof Error ? cause.message : 'Network error');
    if (!quiet) for (const l of listeners) l(error);
    throw error;
  }
  if (envelope.code === API_CODE.ok) return envelope.data;
  const error = new ApiCallError(envelope.code, envelope.msg || 'Error');
  if (!quiet || envelope.code === API_CODE.notLoggedIn) for (const l of listeners) l(error);
  throw error;
}

/**
 * A call of the route table (contracts/route-table.ts), typed end to end: the method must be one
 * the entry accepts, the parameters are the entry's, and it resolves with the entry's result.
 * This is the app's only way to the API: reads go through `apiQuery` (lib/query/api-query.ts),
 * writes through `apiMutation` or this.
 * E.g. `callRoute('POST', ACCOUNT_PATHS.login, { mobile, password, device_type: 'pc', captcha_pass })`.
 */
export function callRoute<P extends ApiPath>(
  method: MethodAt<P>,
  path: P,
  params: InputAt<P>,
  options: CallOptions = {},
): Promise<ResultAt<P>> {
  return call<ResultAt<P>>(method, path, params as PostParams, options);
}
