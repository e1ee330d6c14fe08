import { SOCKET_CLOSE_REVOKED, type ClientFrame } from '../contracts/live-protocol.ts';

export interface SessionTokenDeps {
  /** Sends on the socket when it is open (dropped otherwise: `opened` sends again). */
  send(frame: ClientFrame): void;
  /** The token the socket spoke for is dead: the tabs log out. */
  onRevoked(): void;
}

/**
 * Who the socket speaks for. A browser's login is an HttpOnly session cookie the page cannot read:
 * the socket's upgrade carries it and the server says whom it speaks for (`session`). A tab that
 * has just logged in also hands over its new token, sent as `auth` on every open and on every
 * change; the server answers in order, so the engine knows which token an answer, or a revoking
 * close, was about.
 */
export function createSessionToken(deps: SessionTokenDeps) {
  let token: string | null = null;
  /** Tokens sent on this connection and not answered yet, oldest first. */
  const asked: (string | null)[] = [];
  /** The token the server last confirmed for this connection. */
  let confirmed: string | null = null;
  /** The socket speaks for the session cookie's login (and no token of ours replaced it). */
  let cookieLogin = false;

  function ask(next: string | null): void {
    asked.push(next);
    deps.send({ type: 'auth', token: next });
  }

  function revoke(): void {
    token = null;
    confirmed = null;
    deps.onRevoked();
  }

  return {
    get: () => token,
    set(next: string | null, open: boolean): void {
      if (next === token) return;
      token = next;
      if (open) ask(next);
    },
    opened(): void {
      asked.length = 0;
      confirmed = null;
      cookieLogin = false;
      if (token !== null) ask(token);
    },
    /** The server's word on the session cookie the socket opened with. */
    cookieSession(userId: number | null): void {
      cookieLogin = userId !== null;
    },
    answered(userId: number | null): void {
      const about = asked.length > 0 ? asked.shift()! : token;
      confirmed = userId === null ? null : about;
      // Refused while it is still ours: expired, or revoked while the socket was down.
      if (userId === null && about !== null && about === token) revoke();
    },
    closed(code: number | undefined): void {
      asked.length = 0;
      // IMPORTANT: only a close about the token still in use logs out; a close about an older
      // token (a new login already on its way) only reconnects.
      // A close about the cookie's login, while no token of ours took over, logs out too.
      const aboutOurs = (confirmed !== null && confirmed === token) || (cookieLogin && token === null);
      if (code === SOCKET_CLOSE_REVOKED && aboutOurs) revoke();
      confirmed = null;
      cookieLogin = false;
    },
  };
}
