import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SdkMessage } from './tencent-sdk.ts';

/**
 * Tencent Cloud IM cannot be reached from the test machines: the adapter is tested at the SDK
 * module boundary, with `@tencentcloud/chat` replaced by a recording fake.
 */
const sdk = vi.hoisted(() => {
  const handlers = new Map<string, ((event: { data: unknown }) => void)[]>();
  const instance = {
    login: vi.fn(() => Promise.resolve({})),
    logout: vi.fn(() => Promise.resolve({})),
    getConversationList: vi.fn(),
    getMessageList: vi.fn(),
    createTextMessage: vi.fn((o: { to: string; payload: { text: string } }) => ({ created: 'text', ...o })),
    createImageMessage: vi.fn((o: { to: string; payload: { file: File } }) => ({ created: 'image', ...o })),
    sendMessage: vi.fn(),
    setMessageRead: vi.fn(() => Promise.resolve({})),
    on: vi.fn((name: string, handler: (event: { data: unknown }) => void) => {
      handlers.set(name, [...(handlers.get(name) ?? []), handler]);
    }),
    off: vi.fn(),
  };
  const emit = (name: string, data: unknown = {}) => {
    for (const handler of handlers.get(name) ?? []) handler({ data });
  };
  return { instance, emit, handlers, create: vi.fn(() => instance) };
});

vi.mock('@tencentcloud/chat', () => ({
  default: {
    create: sdk.create,
    EVENT: {
      SDK_READY: 'sdkStateReady',
      SDK_NOT_READY: 'sdkStateNotReady',
      MESSAGE_RECEIVED: 'onMessageReceived',
      KICKED_OUT: 'kickedOut',
      ERROR: 'error',
      NET_STATE_CHANGE: 'netStateChange',
    },
    TYPES: {
      CONV_C2C: 'C2C',
      CONV_GROUP: 'GROUP',
      MSG_TEXT: 'TIMTextElem',
      MSG_IMAGE: 'TIMImageElem',
      MSG_FILE: 'TIMFileElem',
      MSG_CUSTOM: 'TIMCustomElem',
      GRP_WORK: 'Private',
    },
  },
}));

const { createTencentChatService } = await import('./tencent-chat-service.ts');

function sdkMessage(n: number, over: Partial<SdkMessage> = {}): SdkMessage {
  return {
    ID: `144115-${n}`,
    type: 'TIMTextElem',
    payload: { text: `line ${n}` },
    conversationID: 'C2C42',
    from: '42',
    flow: 'in',
    time: 1_700_000_000 + n,
    status: 'success',
    nick: 'Ann',
    avatar: 'https://cdn.example/ann.png',
    isPeerRead: false,
    isRead: false,
    sequence: n,
    ...over,
  };
}

const tourist = vi.fn(() => Promise.resolve({ id: 'tourist_9', sig: 'tourist-sig' }));

async function readyService() {
  const chat = await createTencentChatService({
    sdkAppId: 1400000001,
    tourist,
    fetchFile: () => Promise.resolve(new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' })),
  });
  await chat.login('7', 'user-sig');
  sdk.emit('sdkStateReady');
  return chat;
}

describe('the Tencent Cloud IM adapter', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    sdk.handlers.clear();
  });

  it('creates the SDK with the app id and logs in with userID and userSig', async () => {
    const chat = await readyService();
    expect(chat.kind).toBe('tencent');
    expect(sdk.create).toHaveBeenCalledWith({ SDKAppID: 1400000001 });
    expect(sdk.instance.login).toHaveBeenCalledWith({ userID: '7', userSig: 'user-sig' });
  });

  it('maps the conversation list: private chats and groups, last message, unread', async () => {
    sdk.instance.getConversationList.mockResolvedValue({
      data: {
        conversationList: [
          {
            conversationID: 'C2C42',
            type: 'C2C',
            unreadCount: 2,
            userProfile: { userID: '42', nick: 'Ann', avatar: 'a.png' },
            lastMessage: { type: 'TIMTextElem', payload: { text: 'hi' }, lastTime: 1_700_000_100, fromAccount: '42' },
          },
          {
            conversationID: 'GROUP77',
            type: 'GROUP',
            unreadCount: 0,
            groupProfile: { groupID: '77', name: 'Derby fans' },
            lastMessage: null,
          },
        ],
      },
    });
    const chat = await readyService();
    expect(await chat.conversations()).toEqual([
      {
        conversationID: 'C2C42',
        type: 'C2C',
        userProfile: { userID: '42', nick: 'Ann', avatar: 'a.png' },
        lastMessage: { type: 'text', payload: { text: 'hi' }, time: 1_700_000_100, from: '42' },
        unreadCount: 2,
        time: 1_700_000_100,
      },
      {
        conversationID: 'GROUP77',
        type: 'GROUP',
        userProfile: { userID: '77', nick: 'Derby fans', avatar: '' },
        lastMessage: null,
        unreadCount: 0,
        time: 0,
      },
    ]);
  });

  it('reads pages of 15, the older ones from the nextReqMessageID of the page before', async () => {
    sdk.instance.getMessageList
      .mockResolvedValueOnce({
        data: {
          messageList: [sdkMessage(16), sdkMessage(17, { flow: 'out', from: '7' })],
          nextReqMessageID: 'm-15',
          isCompleted: false,
        },
      })
      .mockResolvedValueOnce({ data: { messageList: [sdkMessage(15)], nextReqMessageID: '', isCompleted: true } });
    const chat = await readyService();
    const newest = await chat.messages('C2C42');
    expect(sdk.instance.getMessageList).toHaveBeenLastCalledWith({ conversationID: 'C2C42', count: 15 });
    expect(newest.complete).toBe(false);
    // The SDK's `out` (sent by this user) is the seed's `in`, and the other way round.
    expect(newest.list.map((m) => [m.seq, m.flow, m.payload])).toEqual([
      [16, 'out', { text: 'line 16' }],
      [17, 'in', { text: 'line 17' }],
    ]);
    const older = await chat.messages('C2C42', 16);
    expect(sdk.instance.getMessageList).toHaveBeenLastCalledWith({
      conversationID: 'C2C42',
      count: 15,
      nextReqMessageID: 'm-15',
    });
    expect(older).toMatchObject({ complete: true, list: [{ seq: 15, client_id: '144115-15' }] });
  });

  it('sends text and pictures, and a retry with the same client id sends once', async () => {
    sdk.instance.sendMessage
      .mockResolvedValueOnce({
        data: { message: sdkMessage(20, { flow: 'out', from: '7', payload: { text: 'goal [微笑]' } }) },
      })
      .mockResolvedValueOnce({
        data: {
          message: sdkMessage(21, {
            flow: 'out',
            from: '7',
            type: 'TIMImageElem',
            payload: {
              imageInfoArray: [
                { type: 0, url: 'https://cos.example/o.png', width: 800, height: 600 },
                { type: 2, url: 'https://cos.example/s.png', width: 198, height: 148 },
              ],
            },
          }),
        },
      });
    const chat = await readyService();
    const text = await chat.send('C2C42', { type: 'text', payload: { text: 'goal [微笑]' } }, 'c-1');
    expect(sdk.instance.createTextMessage).toHaveBeenCalledWith({
      to: '42',
      conversationType: 'C2C',
      payload: { text: 'goal [微笑]' },
    });
    expect(text).toMatchObject({ flow: 'in', seq: 20, payload: { text: 'goal [微笑]' } });
    expect(await chat.send('C2C42', { type: 'text', payload: { text: 'goal [微笑]' } }, 'c-1')).toBe(text);
    expect(sdk.instance.sendMessage).toHaveBeenCalledTimes(1);

    const image = await chat.send(
      'GROUP77',
      { type: 'image', payload: { url: '/uploads/u7-abc.png', thumb_url: '', width: 0, height: 0 } },
      'c-2',
    );
    const created = sdk.instance.createImageMessage.mock.calls[0]![0];
    expect(created).toMatchObject({ to: '77', conversationType: 'GROUP' });
    expect(created.payload.file).toBeInstanceOf(File);
    expect(image.payload).toEqual({
      url: 'https://cos.example/o.png',
      thumb_url: 'https://cos.example/s.png',
      width: 800,
      height: 600,
    });
  });

  it('maps received messages, kicks, errors, readiness and the network to its events', async () => {
    const chat = await readyService();
    const heard: unknown[] = [];
    chat.on('message', (message, unread) => heard.push(['message', message.flow, message.payload, unread]));
    chat.on('kicked', () => heard.push(['kicked']));
    chat.onStatus((status) => heard.push(['status', status]));
    chat.onSound((event, chosen) => heard.push(['sound', event.message.seq, chosen]));

    sdk.emit('onMessageReceived', [sdkMessage(30), sdkMessage(31, { type: 'TIMSoundElem' })]);
    sdk.emit('netStateChange', { state: 'disconnected' });
    sdk.emit('error', { code: 2801, message: 'timeout' });
    sdk.emit('sdkStateReady');
    sdk.emit('kickedOut', { type: 'multipleAccount' });
    expect(heard).toEqual([
      ['message', 'out', { text: 'line 30' }, 1],
      ['sound', 30, true],
      ['status', { kind: 'net', state: 'disconnected' }],
      ['status', { kind: 'error', code: 2801, message: 'timeout' }],
      ['status', { kind: 'ready' }],
      ['kicked'],
    ]);
  });

  it('logs out back to the tourist account', async () => {
    const chat = await readyService();
    await chat.logout();
    expect(sdk.instance.logout).toHaveBeenCalledTimes(1);
    expect(tourist).toHaveBeenCalledTimes(1);
    expect(sdk.instance.login).toHaveBeenLastCalledWith({ userID: 'tourist_9', userSig: 'tourist-sig' });
  });
});
