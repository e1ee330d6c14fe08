import type { LiveMatch, MatchEvent, MatchMutableField } from '../../contracts/match.ts';
import type { CompanyId, OddsLine } from '../../contracts/odds.ts';
import type { FeedControl } from './feed-control.ts';

/** A team the feed can schedule, with its names and a strength rating (Elo-like, ~1500 mean). */
export interface CatalogueTeam {
  id: number;
  name_zh: string;
  name_en: string;
  name_vi: string;
  rating: number;
}

/** A league (or competition) of real teams the feed builds fixtures from. */
export interface CatalogueLeague {
  id: number;
  sport: LiveMatch['sport'];
  short_name_zh: string;
  short_name_en: string;
  short_name_vi: string;
  /** 1 = top tier (shown under "important"), higher = less prominent. */
  tier: number;
  teams: CatalogueTeam[];
}

export interface FeedCatalogue {
  leagues: CatalogueLeague[];
}

/** New or rescheduled fixture: a whole match row without the store's version fields. */
export type FeedFixture = Omit<LiveMatch, 'v' | 'updated_at'>;

/** A change to one match: the fields that changed and, for key moments, what happened. */
export interface FeedChange {
  id: number;
  fields: Partial<Pick<LiveMatch, MatchMutableField>>;
  event?: MatchEvent;
}

/** A change to one company's odds for one match. */
export interface FeedOddsChange {
  match_id: number;
  company_id: CompanyId;
  fields: Partial<Pick<OddsLine, 'eu' | 'asia' | 'ou' | 'eu_open' | 'asia_open' | 'ou_open' | 'closed'>>;
}

/** What the feed emits at once; the live store applies it atomically and versions it. */
export interface FeedBatch {
  fixtures: FeedFixture[];
  /** Fixtures the feed no longer carries (e.g. yesterday's, pruned). */
  removed: number[];
  changes: FeedChange[];
  odds: FeedOddsChange[];
}

/** The live state the store holds, handed to a provider when it (re)starts. */
export interface FeedState {
  matches: LiveMatch[];
  odds: OddsLine[];
}

/**
 * Where live data comes from. The built-in simulator implements it; a real data provider
 * (an adapter over its push API) can replace it without touching the store or the socket.
 */
export interface LiveFeedProvider {
  /** Begin producing batches. `state` is what the store has (empty on a first start). */
  start(state: FeedState, emit: (batch: FeedBatch) => void): void;
  stop(): void;
  /** Tests' scripted events (the simulator has one; served only with FEED_CONTROL=1, never in production). */
  control?: FeedControl;
}
