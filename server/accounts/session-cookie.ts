import type { FastifyReply, FastifyRequest } from 'fastify';

/** The session cookie's name (the seed's `token`). */
export const SESSION_COOKIE = 'token';
/** Tokens live 30 days on the server; the cookie lives as long. */
const MAX_AGE_S = 30 * 24 * 3600;

/**
 * The login lives in an `HttpOnly`, `SameSite=Lax` cookie set by the server (`Secure` over HTTPS):
 * page scripts never read it, and other sites' requests do not carry it (see `auth.ts` for GETs).
 */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  void reply.header('set-cookie', cookie(encodeURIComponent(token), MAX_AGE_S, secure));
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  void reply.header('set-cookie', cookie('', 0, secure));
}

function cookie(value: string, maxAgeS: number, secure: boolean): string {
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${maxAgeS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The session cookie's token in a `Cookie` header, or null. */
export function cookieToken(header: string | undefined): string | null {
  const match = /(?:^|;\s*)token=([^;]+)/.exec(header ?? '');
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** Whether the site is served over HTTPS (the public URL says so, or the request came that way). */
export function servedSecurely(request: Pick<FastifyRequest, 'protocol'>, publicUrl: string): boolean {
  return publicUrl.startsWith('https:') || request.protocol === 'https';
}
