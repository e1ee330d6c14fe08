/** Sends SMS. The default is the dev outbox; a provider adapter implements the same interface. */
export interface SmsSender {
  /** False when no provider is configured: code requests are refused up front. */
  readonly available: boolean;
  send(mobile: string, text: string): Promise<void>;
}

export interface OutboxMessage {
  id: number;
  mobile: string;
  text: string;
  /** ms */
  at: number;
}

const OUTBOX_SIZE = 200;

/**
 * The development SMS provider: messages are kept (the newest 200) for `/dev/outbox` and written
 * to the log. Never used when `NODE_ENV=production`.
 */
export function createDevOutbox(options: { log: (line: string) => void; now?: () => number }) {
  const now = options.now ?? Date.now;
  const messages: OutboxMessage[] = [];
  let nextId = 1;
  const sender: SmsSender & { messages(): readonly OutboxMessage[] } = {
    available: true,
    async send(mobile, text) {
      messages.unshift({ id: nextId++, mobile, text, at: now() });
      if (messages.length > OUTBOX_SIZE) messages.length = OUTBOX_SIZE;
      options.log(`SMS to ${mobile}: ${text}`);
    },
    messages: () => messages,
  };
  return sender;
}

export type DevOutbox = ReturnType<typeof createDevOutbox>;

/** In production without a provider, sending fails loudly instead of silently dropping codes. */
export const noSmsProvider: SmsSender = {
  available: false,
  async send() {
    throw new Error('No SMS provider is configured (set one up; the dev outbox is off in production)');
  },
};
