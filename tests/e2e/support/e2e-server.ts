import type { LiveMatch } from '../../../contracts/match.ts';

/** An order to the tests' scripted feed (`POST /test/feed/matches/:id`, FEED_CONTROL=1). */
export interface FeedOrder {
  event: 'goal' | 'red' | 'kickoff' | 'halftime' | 'period' | 'fulltime';
  side?: 'home' | 'away';
  /** Basketball: points of a basket (1-3, default 2). */
  points?: number;
}

export interface MatchSnapshot {
  epoch: string;
  seq: number;
  list: LiveMatch[];
}

/**
 * The site a spec runs against: one server process as `npm start` runs it (LiveServer), or with
 * E2E_CLUSTER=1 three processes on PostgreSQL and Redis behind nginx (ClusterServer).
 */
export interface E2eServer {
  /** Where the browser goes: the process, or nginx in front of the cluster. */
  readonly url: string;
  /** Uploads (and, for one process, its SQLite database `app.db`). */
  readonly dataDir: string;
  /** The RTMP port OBS (or a test's ffmpeg) pushes to. */
  readonly rtmpPort: number;
  /** Which media node takes the streams: in the process, or nginx-rtmp in front of the cluster. */
  readonly media: 'embedded' | 'nginx-rtmp';
  /** Stops the site's server processes (a cluster's nginx stays, answering 502); its data stays. */
  stop(): Promise<void>;
  /** Starts the site again after `stop`, or restarts it (a cluster: one process after the other). */
  restart(): Promise<void>;
  /** Stops it and removes its data. */
  dispose(): Promise<void>;
  /** `npm run admin -- <args>` against its database: what it printed; rejects with its errors. */
  admin(...args: string[]): Promise<string>;
  /** Sum of a Prometheus metric's samples, over every process. */
  metric(name: string): Promise<number>;
  /** Makes an event happen in a match now, through the feed; the match as it stands after it. */
  drive(matchId: number, order: FeedOrder): Promise<Omit<LiveMatch, 'v' | 'updated_at'>>;
  /** Pins the time chat stamps new messages with (unix seconds; null: the real clock again). */
  pinChatClock(nowS: number | null): Promise<void>;
  /** Pins the time new fun-guesses are stamped with (unix seconds; null: the real clock again). */
  pinFunGuessClock(nowS: number | null): Promise<void>;
  snapshot(channel: 'football' | 'basketball' | 'esports'): Promise<MatchSnapshot>;
}
