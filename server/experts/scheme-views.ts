import type { Kysely, Selectable } from 'kysely';
import type {
  ExpertKind,
  SchemeCard,
  SchemeMarket,
  SchemeMatchInfo,
  SchemePick,
  SchemeStatus,
} from '../../contracts/experts.ts';
import type { LiveMatch } from '../../contracts/match.ts';
import type { CompanyId } from '../../contracts/odds.ts';
import type { DB } from '../db/schema.ts';
import type { ExpertSchemesTable } from '../db/expert-tables.ts';
import type { SettledScheme } from './expert-record.ts';

/** Scheme rows as the calls show them. Bigint columns come back as strings on PostgreSQL. */

export type SchemeRow = Selectable<ExpertSchemesTable> & { nickname: string; avatar: string };

type Names = Pick<SchemeMatchInfo, 'league' | 'home' | 'away'>;

export function namesOf(match: LiveMatch): Names {
  return {
    league: { zh: match.short_name_zh, en: match.short_name_en, vi: match.short_name_vi },
    home: { zh: match.home_team_name_zh, en: match.home_team_name_en, vi: match.home_team_name_vi },
    away: { zh: match.away_team_name_zh, en: match.away_team_name_en, vi: match.away_team_name_vi },
  };
}

export function matchInfoOf(match: LiveMatch): SchemeMatchInfo {
  return {
    match_id: match.id,
    sport: match.sport as ExpertKind,
    league_id: match.league_id,
    match_time: match.match_time,
    home_score: null,
    away_score: null,
    ...namesOf(match),
  };
}

export function toCard(row: SchemeRow): SchemeCard {
  const names = JSON.parse(row.names) as Names;
  return {
    id: row.id,
    expert: { id: row.expert_id, nickname: row.nickname, avatar: row.avatar },
    match: {
      match_id: Number(row.match_id),
      sport: row.sport as ExpertKind,
      league_id: row.league_id,
      match_time: Number(row.match_time),
      home_score: row.home_score,
      away_score: row.away_score,
      ...names,
    },
    market: row.market as SchemeMarket,
    pick: row.pick as SchemePick,
    company_id: row.company_id as CompanyId,
    line: Number(row.line),
    odds: Number(row.odds),
    price: row.price,
    refund_on_lose: row.refund_on_lose === 1,
    status: row.status as SchemeStatus,
    buyers: row.buyers,
    created_at: Number(row.created_at),
  };
}

export function toSettled(row: Selectable<ExpertSchemesTable>): SettledScheme {
  const names = JSON.parse(row.names) as Names;
  return {
    id: row.id,
    outcome: row.status as SettledScheme['outcome'],
    odds: Number(row.odds),
    market: row.market,
    league_id: row.league_id,
    league: names.league,
    settled_at: Number(row.settled_at ?? 0),
  };
}

/** Schemes with their experts' names. */
export function schemesQuery(db: Kysely<DB>) {
  return db
    .selectFrom('expert_schemes as s')
    .innerJoin('users as u', 'u.id', 's.expert_id')
    .selectAll('s')
    .select(['u.nickname', 'u.avatar']);
}

export const KIND_SPORT: Record<0 | 1, ExpertKind> = { 0: 'football', 1: 'basketball' };
