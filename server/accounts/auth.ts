import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { API_CODE } from '../../contracts/api.ts';
import type { DB } from '../db/schema.ts';
import { ApiError } from '../http/envelope.ts';
import { requestLang } from '../http/messages.ts';
import { userIdForToken } from './tokens.ts';

const NOT_LOGGED_IN = { zh: '请登录后操作', en: 'Please log in first', vi: 'Vui lòng đăng nhập trước' } as const;

/** `Sec-Fetch-Site` values of requests another site cannot make on the user's behalf. */
const OWN_SITE = new Set(['same-origin', 'none']);

/**
 * The `token` header (the app mirrors its `token` cookie there), or the cookie itself. The cookie
 * counts only when the browser says the request came from our own pages or the address bar: many
 * seed calls that move diamonds are GETs, and a lax cookie would ride along on a link from another
 * site. Clients that send no fetch metadata (not browsers) cannot be lured that way.
 */
export function requestToken(request: Pick<FastifyRequest, 'headers'>): string | null {
  const header = request.headers.token;
  const value = Array.isArray(header) ? header[0] : header;
  if (value) return value;
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && !OWN_SITE.has(site)) return null;
  const cookie = /(?:^|;\s*)token=([^;]+)/.exec(request.headers.cookie ?? '');
  return cookie?.[1] ? decodeURIComponent(cookie[1]) : null;
}

export interface Auth {
  /** The caller's user id, or null for a visitor. */
  optionalUser(request: FastifyRequest): Promise<number | null>;
  /** The caller's user id; a visitor gets `code 700`. */
  requireUser(request: FastifyRequest): Promise<number>;
}

export function createAuth(db: Kysely<DB>, now: () => number): Auth {
  const optionalUser = async (request: FastifyRequest) => {
    const token = requestToken(request);
    return token ? userIdForToken(db, token, Math.floor(now() / 1000)) : null;
  };
  return {
    optionalUser,
    async requireUser(request) {
      const id = await optionalUser(request);
      if (id === null) throw new ApiError(NOT_LOGGED_IN[requestLang(request)], API_CODE.notLoggedIn);
      return id;
    },
  };
}
