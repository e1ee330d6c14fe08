import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { RoomSignal } from '../../../contracts/engine-api.ts';
import { ROOM_PATHS, type Barrage, type RoomInfo } from '../../../contracts/room.ts';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, queryErrorText } from '../../lib/query/api-query.ts';
import { useRefetchOn } from '../../lib/query/use-refetch-on.ts';
import { useRoomSignals } from '../../lib/use-room-signals.ts';
import { userState } from '../../lib/user-store.ts';
import { createChatFeed, type ChatFeed } from './chat-feed.ts';
import { barrageLine, giftLine, nameOf, systemLine } from './chat-lines.ts';
import { createDanmakuFeed, type DanmakuFeed } from './danmaku-feed.ts';
import { NO_ROOM_EVENTS, addRoomEvent, roomEventFields, roomJoined, type RoomEvents } from './room-patches.ts';

/** Where a viewer the room refuses (kicked) is sent, as the global kick-out does. */
export const KICKED_PATH = '/anchor?type=0';

/** The viewer's own changes (a follow) and own events (a mute), tied to the answer they change. */
type PersonalPatch = Partial<Pick<RoomInfo, 'followers'>> & {
  muted_until?: number | null;
  is_follow?: boolean;
};

export interface RoomLive {
  room: RoomInfo | null;
  /** The info call failed (no such room, or the server said why). */
  error: string | null;
  notFound: boolean;
  /** The socket dropped: events pause until it rejoins. */
  paused: boolean;
  /** Counts the socket's joins of the room: each one is a moment to read again what may have moved. */
  joins: number;
  tooMany: boolean;
  /** The chat's lines: only the chat list subscribes, so a barrage renders nothing else. */
  chat: ChatFeed;
  danmaku: DanmakuFeed;
  /** Put a line the caller just sent (the server's answer) in the chat and on the video at once. */
  addOwn(barrage: Barrage): void;
  patch(change: PersonalPatch): void;
}

/**
 * One room's live state: its info (refetched after a reconnect and on login), every room event
 * from the engine (online count, status, info, announcement, mutes, barrage and gifts), and the
 * chat lines (history first, then events).
 */
export function useRoomLive(roomId: number): RoomLive {
  const navigate = useNavigate();
  const { user } = useSnapshot(userState);
  const userId = user?.id ?? 0;
  const [refresh, setRefresh] = useState(0);
  const info = useQuery(apiQuery(ROOM_PATHS.roomInfo, { room_id: roomId }, { personal: true }));
  useRefetchOn(info, `${refresh}:${userId}`);
  const history = useQuery(apiQuery(ROOM_PATHS.barrageList, { room_id: roomId }, { personal: true }));
  useRefetchOn(history, refresh);
  // What the room's events changed (see RoomEvents: which of them an answer supersedes) ...
  const [events, setEvents] = useState<RoomEvents>(NO_ROOM_EVENTS);
  // ... and what the viewer changed, tied to the answer it changes: a fresh answer supersedes it.
  const [patched, setPatched] = useState<{ base: RoomInfo | null; change: PersonalPatch }>({ base: null, change: {} });
  // Lines from events (and the caller's own sends), with the history page merged in.
  const [chat] = useState(createChatFeed);
  const [paused, setPaused] = useState(false);
  // The latest online count an event gave: the room's answer may land after the first count (the
  // join is answered at once), and must not put back the older count it read.
  const [online, setOnline] = useState<number | null>(null);
  const [refused, setRefused] = useState<'not_found' | 'too_many' | null>(null);
  const [danmaku] = useState(createDanmakuFeed);
  const entered = useRef(false);

  const base = info.data ?? null;
  const setPatch = useCallback(
    (change: (p: PersonalPatch) => PersonalPatch) =>
      setPatched((p) => ({ base, change: change(p.base === base ? p.change : {}) })),
    [base],
  );
  const historyLines = useMemo(() => (history.data ?? []).map(barrageLine), [history.data]);
  // Before paint: the chat list shows the page with the first frame it can.
  useLayoutEffect(() => chat.setHistory(historyLines), [chat, historyLines]);

  useEffect(() => {
    if (info.data?.me?.kicked) void navigate(KICKED_PATH, { replace: true });
  }, [info.data, navigate]);

  const onSignal = useCallback(
    (signal: RoomSignal) => {
      if (signal.kind === 'paused') {
        setPaused(true);
        return;
      }
      if (signal.kind === 'joined') {
        setPaused(false);
        if (!signal.joined) {
          if (signal.reason === 'kicked') void navigate(KICKED_PATH, { replace: true });
          else setRefused(signal.reason === 'too_many' ? 'too_many' : 'not_found');
          return;
        }
        setRefused(null);
        setEvents((e) => roomJoined(e, Date.now()));
        if (!entered.current) {
          entered.current = true;
          chat.add([systemLine({ note: 'entered' }, Date.now())]);
        }
        // The room's events reach this page from the join on: what happened before it (the info
        // was read first, and a broadcast may have started in between) or while the socket was
        // down comes from the API again.
        setRefresh((r) => r + 1);
        return;
      }
      const event = signal.event;
      switch (event.kind) {
        case 'barrage':
          chat.add([barrageLine(event.barrage)]);
          danmaku.push(event.barrage);
          break;
        case 'gift':
          chat.add([giftLine(event.gift)]);
          break;
        case 'online':
          setOnline(event.online);
          break;
        case 'status':
          setEvents((e) =>
            addRoomEvent(e, {
              live_status: event.live_status,
              play_url: event.play_url,
              started_at: event.started_at,
            }),
          );
          break;
        case 'info':
          setEvents((e) =>
            addRoomEvent(e, {
              title: event.title,
              match_id: event.match_id,
              category_id: event.category_id,
              cover: event.cover,
            }),
          );
          break;
        case 'announcement':
          setEvents((e) => addRoomEvent(e, { announcement: event.text }));
          break;
        case 'mute': {
          // Named from what the chat has shown (a mute event carries only the id).
          const name = nameOf(chat.lines(), event.user_id);
          const note =
            event.until === null
              ? ({ note: 'unmuted', user_id: event.user_id, name } as const)
              : ({ note: 'muted', user_id: event.user_id, name, until: event.until } as const);
          chat.add([systemLine(note, Date.now())]);
          if (event.user_id === userId) setPatch((p) => ({ ...p, muted_until: event.until }));
          break;
        }
        default:
          // Envelopes and guards belong to the economy layers, which listen for themselves.
          break;
      }
    },
    [navigate, userId, setPatch, danmaku, chat],
  );
  useRoomSignals(roomId, onSignal);

  const addOwn = useCallback(
    (barrage: Barrage) => {
      chat.add([barrageLine(barrage)]);
      danmaku.push(barrage);
    },
    [danmaku, chat],
  );
  const applyPatch = useCallback((change: PersonalPatch) => setPatch((p) => ({ ...p, ...change })), [setPatch]);

  // The page remounts per room id, so an answer here is always this room's. One object until
  // one of its parts changes: the room's sections render again only then.
  const answeredAt = info.dataUpdatedAt;
  const room = useMemo(() => {
    if (!base) return null;
    const { muted_until, is_follow, ...fields } = patched.base === base ? patched.change : {};
    const merged: RoomInfo = {
      ...base,
      ...roomEventFields(events, answeredAt),
      ...fields,
      ...(online !== null ? { online } : {}),
    };
    if (base.me) {
      merged.me = {
        ...base.me,
        ...(muted_until !== undefined ? { muted_until } : {}),
        ...(is_follow !== undefined ? { is_follow } : {}),
      };
    }
    return merged;
  }, [base, patched, events, answeredAt, online]);
  return {
    room,
    error: queryErrorText(info),
    notFound: refused === 'not_found',
    paused,
    joins: refresh,
    tooMany: refused === 'too_many',
    chat,
    danmaku,
    addOwn,
    patch: applyPatch,
  };
}
