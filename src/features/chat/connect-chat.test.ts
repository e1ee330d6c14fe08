import { beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  config: { chat: { service: 'builtin' } as { service: string; sdk_app_id?: number } },
  builtin: { kind: 'builtin' },
  tencent: { kind: 'tencent', login: vi.fn(() => Promise.resolve()), close: vi.fn() },
  createTencent: vi.fn(),
}));

vi.mock('../../lib/api-client.ts', () => ({
  callRoute: vi.fn((_method: string, path: string) =>
    Promise.resolve(path === 'universal/getSystemConfig' ? mocks.config : { id: 'tourist_1', sig: 't-sig' }),
  ),
}));
vi.mock('./builtin-chat-service.ts', () => ({ connectBuiltinChat: () => Promise.resolve(mocks.builtin) }));
vi.mock('./tencent-chat-service.ts', () => ({ createTencentChatService: mocks.createTencent }));

const { connectChat } = await import('./connect-chat.ts');

describe('choosing the chat service', () => {
  beforeEach(() => {
    mocks.createTencent.mockReset().mockResolvedValue(mocks.tencent);
  });

  it('uses the built-in service unless the settings name Tencent, and then never loads the adapter', async () => {
    mocks.config = { chat: { service: 'builtin' } };
    expect(await connectChat()).toBe(mocks.builtin);
    expect(mocks.createTencent).not.toHaveBeenCalled();
  });

  it('loads the Tencent adapter for a Tencent deployment, once per tab, signed in (a visitor as the tourist)', async () => {
    mocks.config = { chat: { service: 'tencent', sdk_app_id: 1400000001 } };
    const first = await connectChat();
    const second = await connectChat();
    expect(first.kind).toBe('tencent');
    expect(second).toBe(first);
    expect(mocks.createTencent).toHaveBeenCalledTimes(1);
    expect(mocks.createTencent).toHaveBeenCalledWith(expect.objectContaining({ sdkAppId: 1400000001 }));
    expect(mocks.tencent.login).toHaveBeenCalledWith('tourist_1', 't-sig');
    // A view closing does not sign the tab's shared SDK out.
    first.close();
    expect(mocks.tencent.close).not.toHaveBeenCalled();
  });
});
