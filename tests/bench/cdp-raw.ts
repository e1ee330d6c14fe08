import WebSocket from 'ws';

/**
 * A minimal CDP client on the browser's own WebSocket, with flat sessions: Playwright's sessions
 * reach pages, not shared workers, and the engine lives in one (B9 reads its heap there).
 */
export interface RawCdp {
  send<T = unknown>(method: string, params?: object, sessionId?: string): Promise<T>;
  /** Attaches to the browser's first target of `type` (e.g. `shared_worker`); its session id, or null. */
  attachFirst(type: string): Promise<string | null>;
  close(): void;
}

export async function connectRawCdp(wsEndpoint: string): Promise<RawCdp> {
  const socket = new WebSocket(wsEndpoint, { perMessageDeflate: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let nextId = 0;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: { message: string } };
    if (message.id === undefined) return;
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.error) waiter.reject(new Error(message.error.message));
    else waiter.resolve(message.result);
  });
  const send = <T>(method: string, params: object = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve: (value) => resolve(value as T), reject });
      socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  return {
    send,
    async attachFirst(type) {
      const { targetInfos } = await send<{ targetInfos: { targetId: string; type: string }[] }>('Target.getTargets');
      const target = targetInfos.find((t) => t.type === type);
      if (!target) return null;
      const { sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', {
        targetId: target.targetId,
        flatten: true,
      });
      return sessionId;
    },
    close: () => socket.close(),
  };
}
