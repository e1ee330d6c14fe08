import type { EngineApi } from '../../../contracts/engine-api.ts';
import type { LoginFrame, NoticeFrame } from '../../../contracts/live-protocol.ts';

/*
 * The engine serves two calls beyond `EngineApi` (workers/create-engine.ts `EngineExtras`).
 * src cannot import types from workers/ under the current project references (TS6307), so
 * they are declared again here; they belong in contracts/engine-api.ts (see the report).
 */

/** Kick-outs and QR-login progress from the live socket. */
export type ServerNotice = NoticeFrame['data'] | LoginFrame['data'];

/** Calls the engine serves beyond `EngineApi`. */
export interface EngineExtras {
  onNotice(tabId: string, onNotice: (notice: ServerNotice) => unknown): void;
  offAlert(tabId: string): void;
}

/** The engine as exposed over Comlink. */
export type EngineRemoteApi = EngineApi & EngineExtras;
