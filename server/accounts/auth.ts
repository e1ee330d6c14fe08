import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { API_CODE } from '../../contracts/api.ts';
import type { DB } from '../db/schema.ts';
import { ApiError } from '../http/envelope.ts';
import { requestLang } from '../http/messages.ts';
import { cookieToken } from './session-cookie.ts';
import { userIdForToken } from './tokens.ts';

const NOT_LOGGED_IN = { zh: '请登录后操作', en: 'Please log in first', vi: 'Vui lòng đăng nhập trước' } as const;

/** `Sec-Fetch-Site` values of requests another site cannot make on the user's behalf. */
const OWN_SITE = new Set(['same-origin', 'none']);

type AuthRequest = Pick<FastifyRequest, 'headers'>;

/** Where a request's token came from: the `token` header (API clients) or the session cookie (browsers). */
export interface RequestCredential {
  token: string;
  via: 'header' | 'cookie';
}

/**
 * The `token` header, or the session cookie. The cookie counts only for a request our own pages
 * made: many seed calls that move diamonds are GETs, and a lax cookie rides along on a link from
 * another site. A browser says where a request came from in `Sec-Fetch-Site`; one that does not
 * (an old browser, or a client faking a browser) must show our origin in `Origin` or `Referer`.
 */
export function requestCredential(
  request: AuthRequest,
  isOwnOrigin: (origin: string, request: AuthRequest) => boolean,
): RequestCredential | null {
  const header = request.headers.token;
  const value = Array.isArray(header) ? header[0] : header;
  if (value) return { token: value, via: 'header' };
  const token = cookieToken(request.headers.cookie);
  if (!token) return null;
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return OWN_SITE.has(site) ? { token, via: 'cookie' } : null;
  const origin = request.headers.origin ?? originOf(request.headers.referer);
  return origin && isOwnOrigin(origin, request) ? { token, via: 'cookie' } : null;
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** `code 700`: the caller must log in. */
export function notLoggedIn(request: Pick<FastifyRequest, 'headers'>): ApiError {
  return new ApiError(NOT_LOGGED_IN[requestLang(request)], API_CODE.notLoggedIn);
}

export interface Auth {
  /** The request's token and where it came from, or null. */
  credential(request: AuthRequest): RequestCredential | null;
  /** The caller's user id, or null for a visitor. */
  optionalUser(request: FastifyRequest): Promise<number | null>;
  /** The caller's user id; a visitor gets `code 700`. */
  requireUser(request: FastifyRequest): Promise<number>;
}

export function createAuth(db: Kysely<DB>, now: () => number, publicUrl: () => string): Auth {
  // Our origin: the configured public URL, or the host this very request was sent to.
  const isOwnOrigin = (origin: string, request: AuthRequest) => {
    if (origin === publicUrl()) return true;
    try {
      return new URL(origin).host === request.headers.host;
    } catch {
      return false;
    }
  };
  const credential = (request: AuthRequest) => requestCredential(request, isOwnOrigin);
  // One token lookup per request: the route's login check and its handler both ask.
  const asked = new WeakMap<FastifyRequest, Promise<number | null>>();
  const optionalUser = (request: FastifyRequest) => {
    let answer = asked.get(request);
    if (!answer) {
      const found = credential(request);
      answer = found ? userIdForToken(db, found.token, Math.floor(now() / 1000)) : Promise.resolve(null);
      asked.set(request, answer);
    }
    return answer;
  };
  return {
    credential,
    optionalUser,
    async requireUser(request) {
      const id = await optionalUser(request);
      if (id === null) throw notLoggedIn(request);
      return id;
    },
  };
}
