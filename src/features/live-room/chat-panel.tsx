import { useVirtualizer } from '@tanstack/react-virtual';
import { Button } from 'primereact/button';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ECONOMY_PATHS } from '../../../contracts/room-economy.ts';
import type { Barrage, RoomInfo, RoomUser } from '../../../contracts/room.ts';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/query/api-query.ts';
import { ChatInput } from './chat-input.tsx';
import { ChatLineView } from './chat-line-view.tsx';
import type { ChatFeed } from './chat-feed.ts';
import { followsAfterScroll } from './chat-follow.ts';

/**
 * The chat beside the video: a virtualized list that follows the newest line unless the user
 * scrolled up (then a pill counts what arrived), and the input under it. It alone subscribes to
 * the chat's lines: a barrage renders this panel, not the room around it.
 */
export function ChatPanel({
  room,
  chat,
  onSent,
  onOpenUser,
}: {
  room: RoomInfo;
  chat: ChatFeed;
  onSent(barrage: Barrage): void;
  onOpenUser(user: RoomUser): void;
}) {
  const { t } = useTranslation('live-room');
  const lines = useSyncExternalStore(chat.subscribe, chat.lines);
  const scroller = useRef<HTMLDivElement>(null);
  const [following, setFollowing] = useState(true);
  const [unseen, setUnseen] = useState(0);
  const seenCount = useRef(lines.length);
  const { data: giftList } = useQuery(apiQuery(ECONOMY_PATHS.giftList, {}));
  const gifts = useMemo(() => new Map((giftList ?? []).map((g) => [g.id, g])), [giftList]);

  // TanStack Virtual's API cannot be compiler-memoized; this panel simply re-renders.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 28,
    overscan: 8,
    getItemKey: (index) => lines[index]?.key ?? index,
  });

  useLayoutEffect(() => {
    const added = lines.length - seenCount.current;
    seenCount.current = lines.length;
    if (lines.length === 0) return;
    if (following) virtualizer.scrollToIndex(lines.length - 1, { align: 'end' });
    else if (added > 0) setUnseen((n) => n + added);
  }, [lines, following, virtualizer]);

  useEffect(() => {
    if (following) setUnseen(0);
  }, [following]);

  // Where the last scroll event left the list: following stops only when the user scrolls up.
  const lastTop = useRef(0);
  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    setFollowing(followsAfterScroll(following, lastTop.current, el));
    lastTop.current = el.scrollTop;
  };

  const jumpToBottom = () => {
    setFollowing(true);
    virtualizer.scrollToIndex(lines.length - 1, { align: 'end' });
  };

  return (
    <section className="lr-chat" aria-label={t('chat.title')}>
      <div className="lr-chat-scroll" ref={scroller} onScroll={onScroll} role="log" aria-live="polite">
        {lines.length === 0 ? <p className="muted lr-chat-empty">{t('chat.empty')}</p> : null}
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const line = lines[item.index];
            if (!line) return null;
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="lr-chat-row"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <ChatLineView line={line} gifts={gifts} onOpenUser={onOpenUser} />
              </div>
            );
          })}
        </div>
      </div>
      {!following && unseen > 0 ? (
        <Button
          type="button"
          className="lr-new-pill"
          size="small"
          rounded
          label={t('chat.newMessages', { n: unseen })}
          onClick={jumpToBottom}
        />
      ) : null}
      <ChatInput room={room} onSent={onSent} />
    </section>
  );
}
