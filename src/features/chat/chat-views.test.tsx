import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ChatComposer } from './chat-composer.tsx';
import type { ChatMessage } from './chat-view-model.ts';
import { ContactList } from './contact-list.tsx';
import { groupContacts } from './contact-groups.ts';
import { ConversationList } from './conversation-list.tsx';
import { MessageList } from './message-list.tsx';

const chat: unknown = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../locales/en/chat.json'), 'utf8'),
);
const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { chat: chat as Record<string, unknown> } },
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});
const render = (node: ReactNode) => renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

const NOW_MS = Date.UTC(2026, 10, 25, 12);
const nowS = NOW_MS / 1000;
const noop = () => undefined;

const message = (id: string, time: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversationID: 'C2Cbob',
  flow: 'out',
  time,
  nick: 'Bob',
  avatar: '/a.png',
  isRead: false,
  status: 'sent',
  body: { type: 'text', text: `text ${id}` },
  ...over,
});

describe('conversation list', () => {
  it('shows nickname, preview, time and an unread badge with a spoken count', () => {
    const html = render(
      <ConversationList
        conversations={[
          {
            conversationID: 'C2Cbob',
            kind: 'c2c',
            userID: 'bob',
            nick: 'Bob',
            avatar: '/a.png',
            lastMessage: { type: 'text', text: 'hi [微笑]', time: nowS - 30 },
            unread: 3,
          },
          { conversationID: 'C2Camy', kind: 'c2c', userID: 'amy', nick: '', avatar: '', lastMessage: null, unread: 0 },
        ]}
        selectedID="C2Cbob"
        nowMs={NOW_MS}
        timeZone="UTC"
        onSelect={noop}
      />,
    );
    expect(html).toContain('aria-current="true"');
    expect(html).toContain('hi 微笑');
    expect(html).toContain('just now');
    expect(html).toContain('aria-label="3 unread"');
    expect(html).toContain('amy');
    expect(html).toContain('No messages yet');
  });

  it('marks a group conversation as a group, named by the group', () => {
    const html = render(
      <ConversationList
        conversations={[
          {
            conversationID: 'GROUP9',
            kind: 'group',
            userID: '9',
            nick: 'Derby fans',
            avatar: '',
            lastMessage: null,
            unread: 0,
          },
        ]}
        selectedID={null}
        nowMs={NOW_MS}
        timeZone="UTC"
        onSelect={noop}
      />,
    );
    expect(html).toContain('Group');
    expect(html).toContain('Derby fans');
  });
});

describe('message list', () => {
  it('puts a time divider before the first message and after a 2-minute gap only', () => {
    const html = render(
      <MessageList
        messages={[message('a', nowS - 600), message('b', nowS - 590), message('c', nowS - 300)]}
        peerNick="Bob"
        complete={false}
        loadingOlder={false}
        nowMs={NOW_MS}
        timeZone="UTC"
        onLoadOlder={noop}
        onRetry={noop}
      />,
    );
    expect(html.match(/class="chat-divider"/g)).toHaveLength(2);
    expect(html).toContain('role="log"');
    expect(html).toContain('aria-label="Messages with Bob"');
    expect(html).toContain('11:50');
  });

  it('marks the user own messages read or unread and offers a retry when sending failed', () => {
    const html = render(
      <MessageList
        messages={[
          message('a', nowS - 100, { flow: 'in', isRead: true }),
          message('b', nowS - 90, { flow: 'in' }),
          message('c', nowS - 80, { flow: 'in', status: 'sending' }),
          message('d', nowS - 70, { flow: 'in', status: 'failed' }),
        ]}
        peerNick="Bob"
        complete
        loadingOlder={false}
        nowMs={NOW_MS}
        timeZone="UTC"
        onLoadOlder={noop}
        onRetry={noop}
      />,
    );
    expect(html.match(/chat-message own/g)).toHaveLength(4);
    expect(html).toContain('>Read<');
    expect(html).toContain('>Unread<');
    expect(html).toContain('Sending');
    expect(html).toContain('Not sent');
    expect(html).toMatch(/<button[^>]*>.*Retry/);
    expect(html).toContain('No earlier messages');
  });
});

describe('contact list', () => {
  it('names each letter group for screen readers', () => {
    const html = render(
      <ContactList
        groups={groupContacts([
          { userID: '1', nick: '张三', avatar: '' },
          { userID: '2', nick: 'Amy', avatar: '' },
        ])}
        onOpen={noop}
      />,
    );
    expect(html).toContain('aria-label="Contacts under A"');
    expect(html).toContain('aria-label="Contacts under Z"');
    expect(html.indexOf('Amy')).toBeLessThan(html.indexOf('张三'));
  });
});

describe('composer', () => {
  it('labels the message box and its tools', () => {
    const html = render(<ChatComposer onSendText={noop} onSendImage={noop} onSendFile={noop} />);
    expect(html).toMatch(/<label for="([^"]+)-text"[^>]*>Message<\/label>/);
    expect(html).toContain('Emoji');
    expect(html).toContain('Send an image');
    expect(html).toContain('accept="image/png,image/jpeg,image/gif,image/webp"');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*type="submit"/);
  });
});
