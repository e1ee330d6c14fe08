import type { AccountContext } from '../accounts/account-context.ts';
import type { BannedWords } from './banned-words.ts';
import type { RoomHub } from './room-hub.ts';
import type { StreamKeyKind } from './stream-keys.ts';

/** Where viewers play a room and where an anchor pushes to (server/media decides). */
export interface MediaLinks {
  /** OBS "Server" for a request that came to `host` (e.g. `rtmp://host:1935/live`). */
  rtmpUrl(host: string): string;
  /** HTTP-FLV URL of a live room. */
  playUrl(roomId: number): string;
  /** URL of a kept recording (a path under the recordings folder). */
  recordingUrl(file: string): string;
  /** A recent frame of a live room's stream (a JPEG URL), or null (no ffmpeg, not live yet). */
  frameUrl(roomId: number): string | null;
}

/** The streaming side of rooms, as the streamer's calls drive it (server/media wires it). */
export interface RoomStreaming {
  /** A stream key (the OBS one unless said) was issued in this process: the media node knows it at once. */
  keyChanged(roomId: number, hash: string, kind?: StreamKeyKind): void;
  /** Ends the broadcast now: the encoder is disconnected and, for a while, refused. */
  end(roomId: number): Promise<void>;
  /** The anchor means to go live again: lifts the refusal `end` left. */
  allow(roomId: number): Promise<void>;
}

/** What every room route works with. */
export interface RoomContext {
  accounts: AccountContext;
  hub: RoomHub;
  /** One cached banned-word list for barrage, horns and dynamics. */
  bannedWords: BannedWords;
  media: MediaLinks;
  dataDir: string;
  /** Absent where no media side is wired (unit tests of other room features). */
  streaming?: RoomStreaming;
  /** A video was posted (the library takes a cover frame for one that came without). */
  onVideoPosted?: () => void;
}
