import type { EngineDiagnostics, EngineQuery, EngineStatus, StoredCounts } from '../contracts/engine-api.ts';
import { DIAGNOSTICS_LAST_FRAMES } from '../contracts/engine-api.ts';
import type { Channel } from '../contracts/live-protocol.ts';
import { PROTOCOL_VERSION } from '../contracts/live-protocol.ts';
import type { ChannelMode, Cursor } from './channel-sync.ts';
import { readStoredMatches, type EngineDb } from './engine-db.ts';
import type { FrameLog } from './frame-log.ts';

/** What the engine lends the diagnostics: read-only views of its parts. */
export interface DiagnosticsSources {
  status(): EngineStatus;
  startedAt: number;
  company(): number;
  /** The channels the socket follows, with their sync state (empty before the socket exists). */
  channels(): { channel: Channel; mode: ChannelMode; cursor: Cursor | null }[];
  tabs(): { tabId: string; visible: boolean }[];
  subscriptions(): { id: number; tabId: string; query: EngineQuery }[];
  rooms(): { roomId: number; tabIds: string[]; joined: boolean | null }[];
  frames: FrameLog;
  db: EngineDb;
}

/** Rows per IndexedDB table; null when the database cannot be read (private mode, quota). */
async function storedCounts(db: EngineDb): Promise<StoredCounts | null> {
  try {
    const [matches, odds, follows, cursors] = await db.transaction(
      'r',
      [db.matchChunks, db.odds, db.follows, db.cursors],
      () => Promise.all([readStoredMatches(db), db.odds.count(), db.follows.count(), db.cursors.count()]),
    );
    return { matches: matches.length, odds, follows, cursors };
  } catch {
    return null;
  }
}

/** One read of the engine's state for the `/dome` page. */
export async function readDiagnostics(src: DiagnosticsSources): Promise<EngineDiagnostics> {
  const subscriptions = src.subscriptions();
  const rooms = src.rooms();
  const perTab = (tabId: string) => ({
    subscriptions: subscriptions.filter((sub) => sub.tabId === tabId).length,
    rooms: rooms.filter((room) => room.tabIds.includes(tabId)).length,
  });
  return {
    status: src.status(),
    protocol: PROTOCOL_VERSION,
    startedAt: src.startedAt,
    company: src.company(),
    channels: src.channels().map(({ channel, mode, cursor }) => ({
      channel,
      mode,
      epoch: cursor?.epoch ?? null,
      seq: cursor?.seq ?? null,
      ...src.frames.channel(channel),
    })),
    tabs: src.tabs().map((tab) => ({ ...tab, ...perTab(tab.tabId) })),
    subscriptions,
    rooms: rooms.map(({ roomId, tabIds, joined }) => ({ roomId, tabs: new Set(tabIds).size, joined })),
    stored: await storedCounts(src.db),
    counters: src.frames.counters(),
    lastFrames: src.frames.last(DIAGNOSTICS_LAST_FRAMES),
  };
}
