import { Button } from 'primereact/button';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { chatTime, dividerFlags } from './chat-time.ts';
import { chatTimeLabel } from './chat-time-label.ts';
import { isOwnMessage, type ChatMessage } from './chat-view-model.ts';
import { MessageBodyView } from './message-body-view.tsx';
import { scrollAfterChange, wantsOlder } from './older-messages.ts';

/** Within this many px of the bottom the list counts as following the newest message. */
const BOTTOM_SLACK_PX = 24;

export interface MessageListProps {
  /** The open conversation's messages, oldest first. Give the list a `key` per conversation. */
  messages: readonly ChatMessage[];
  /** The other side's nickname (the log's name). */
  peerNick: string;
  /** No older messages to load. */
  complete: boolean;
  loadingOlder: boolean;
  nowMs: number;
  timeZone: string;
  /** Scrolled within 30 px of the top: load the next 15 older messages. */
  onLoadOlder(): void;
  /** Send a failed message again. */
  onRetry(message: ChatMessage): void;
  /** Report a received message (offered on stored messages from others). */
  onReport?(message: ChatMessage): void;
}

function MessageStatusView({ message, onRetry }: { message: ChatMessage; onRetry(message: ChatMessage): void }) {
  const { t } = useTranslation('chat');
  if (message.status === 'sending') {
    return <span className="chat-meta muted">{t('message.sending')}</span>;
  }
  if (message.status === 'failed') {
    return (
      <span className="chat-meta">
        <span className="error-text">{t('message.failed')}</span>
        <Button
          type="button"
          size="small"
          text

          label={t('message.retry')}
          onClick={() => onRetry(message)}
        />
      </span>
    );
  }
  if (!isOwnMessage(message)) return null;
  return <span className="chat-meta muted">{message.isRead ? t('message.read') : t('message.unread')}</span>;
}

/**
 * A conversation's messages: a time divider before the first and after each 2-minute gap, the
 * user's own on the right with their delivery and read state. Scrolling near the top asks for older
 * messages, and their arrival leaves the messages being read where they were.
 */
export function MessageList({
  messages,
  peerNick,
  complete,
  loadingOlder,
  nowMs,
  timeZone,
  onLoadOlder,
  onRetry,
  onReport,
}: MessageListProps) {
  const { t, i18n } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const seen = useRef<{ firstID?: string; lastID?: string; scrollHeight: number; atBottom: boolean }>({
    scrollHeight: 0,
    atBottom: true,
  });

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const last = messages.at(-1);
    const after = {
      firstID: messages[0]?.id,
      lastID: last?.id,
      scrollHeight: el.scrollHeight,
      lastIsOwn: last ? isOwnMessage(last) : false,
    };
    const move = scrollAfterChange(seen.current, after);
    if (move.kind === 'keep') el.scrollTop += move.by;
    else if (move.kind === 'bottom') el.scrollTop = el.scrollHeight;
    seen.current = {
      firstID: after.firstID,
      lastID: after.lastID,
      scrollHeight: el.scrollHeight,
      atBottom: el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK_PX,
    };
  }, [messages]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    seen.current.atBottom = el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK_PX;
    if (wantsOlder(el.scrollTop, complete, loadingOlder)) onLoadOlder();
  };

  const dividers = dividerFlags(messages.map((m) => m.time));
  return (
    <div
      className="chat-messages"
      ref={scroller}
      onScroll={onScroll}
      role="log"
      aria-label={t('message.log', { nick: peerNick })}
      // Keyboard users scroll the log (and so reach older messages) with the arrow keys.
      tabIndex={0}
    >
      {/* IMPORTANT: one line that is always there, so its words changing never moves the messages being read. */}
      <p className="chat-older muted" role="status">
        {loadingOlder ? t('message.loadingOlder') : complete && messages.length > 0 ? t('message.noMore') : ''}
      </p>
      <ol className="chat-message-items">
        {messages.map((message, i) => {
          const own = isOwnMessage(message);
          return (
            <li key={message.id} className={own ? 'chat-message own' : 'chat-message'}>
              {dividers[i] ? (
                <p className="chat-divider">
                  <time dateTime={new Date(message.time * 1000).toISOString()}>
                    {chatTimeLabel(chatTime(message.time, nowMs, i18n.language, timeZone), t)}
                  </time>
                </p>
              ) : null}
              <div className="chat-message-row">
                <img className="chat-avatar" src={message.avatar} alt="" width={36} height={36} loading="lazy" />
                <div className="chat-message-main">
                  <span className="chat-nick">{own ? t('message.own') : message.nick}</span>
                  <div className="chat-bubble">
                    <MessageBodyView body={message.body} nick={message.nick} />
                  </div>
                  <MessageStatusView message={message} onRetry={onRetry} />
                  {!own && onReport && message.serverId !== undefined ? (
                    <Button
                      type="button"
                      size="small"
                      text
                      className="chat-report"
                      label={t('safety.report')}
                      onClick={() => onReport(message)}
                    />
                  ) : null}
                </div>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
