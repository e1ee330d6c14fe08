/** Limits on one live socket (DESIGN.md section 8). */
export const SOCKET_LIMITS = {
  /** Frames a client may send per window before it is refused. */
  framesPerWindow: 120,
  windowMs: 60_000,
  /** Bad or refused frames in one window after which the socket is closed. */
  abuseBeforeClose: 50,
  /** A client that stops reading is cut off once its server buffer passes this. */
  maxBufferedBytes: 1024 * 1024,
  /** Server pings this often; a peer that missed the previous ping is reaped (within 45 s). */
  pingIntervalMs: 15_000,
  /** Sockets one address may hold at once (a browser holds one; many share an address behind NAT). */
  perAddress: 64,
  /** A socket must `register` this soon after opening, or it is closed. */
  registerTimeoutMs: 5_000,
} as const;

/** A fixed-window counter: cheap and good enough per socket. */
export function createWindowCounter(limit: number, windowMs: number, now: () => number) {
  let windowStart = now();
  let count = 0;
  return {
    /** Count one; false when over the limit in this window. */
    hit(): boolean {
      const t = now();
      if (t - windowStart >= windowMs) {
        windowStart = t;
        count = 0;
      }
      count += 1;
      return count <= limit;
    },
    get count(): number {
      return count;
    },
  };
}
