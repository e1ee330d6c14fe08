import type { CompetitionFormat, TableZone, TieBreakRule, ZoneKind } from '../../contracts/database-football.ts';

/** What the data does not carry about a competition: its format, tie-breaks and where places lead. */
export interface CompetitionRules {
  format: CompetitionFormat;
  tieBreak: TieBreakRule;
  /** Zones by season name; `default` for a season not listed (the league's usual allocation). */
  zones: Record<string, TableZone[]> & { default: TableZone[] };
}

const zone = (kind: ZoneKind, from: number, to: number): TableZone => ({ kind, from, to });

/**
 * The competitions of the football database, in the order the page shows them. 2024-25 zones are
 * the places that season's final positions led to: England and Spain had a fifth Champions League
 * place (UEFA's European performance spots), and a domestic cup won by a club already qualified
 * passed its Europa League place down the table (Spain, France). A cup winner lower in the table
 * takes its own place, which no position shows. Later seasons use the usual allocation.
 */
export const COMPETITIONS: Readonly<Record<string, CompetitionRules>> = {
  'en.1': {
    format: 'league',
    tieBreak: 'goal_difference',
    zones: {
      '2024-25': [
        zone('champions_league', 1, 5),
        zone('europa_league', 6, 6),
        zone('conference_league', 7, 7),
        zone('relegation', 18, 20),
      ],
      default: [
        zone('champions_league', 1, 4),
        zone('europa_league', 5, 5),
        zone('conference_league', 6, 6),
        zone('relegation', 18, 20),
      ],
    },
  },
  'es.1': {
    format: 'league',
    tieBreak: 'head_to_head',
    zones: {
      '2024-25': [
        zone('champions_league', 1, 5),
        zone('europa_league', 6, 7),
        zone('conference_league', 8, 8),
        zone('relegation', 18, 20),
      ],
      default: [
        zone('champions_league', 1, 4),
        zone('europa_league', 5, 5),
        zone('conference_league', 6, 6),
        zone('relegation', 18, 20),
      ],
    },
  },
  'it.1': {
    format: 'league',
    tieBreak: 'head_to_head',
    zones: {
      default: [
        zone('champions_league', 1, 4),
        zone('europa_league', 5, 5),
        zone('conference_league', 6, 6),
        zone('relegation', 18, 20),
      ],
    },
  },
  'de.1': {
    format: 'league',
    tieBreak: 'goal_difference',
    zones: {
      default: [
        zone('champions_league', 1, 4),
        zone('europa_league', 5, 5),
        zone('conference_league', 6, 6),
        zone('relegation_playoff', 16, 16),
        zone('relegation', 17, 18),
      ],
    },
  },
  'fr.1': {
    format: 'league',
    tieBreak: 'goal_difference',
    zones: {
      '2024-25': [
        zone('champions_league', 1, 3),
        zone('champions_league_qualifying', 4, 4),
        zone('europa_league', 5, 6),
        zone('conference_league', 7, 7),
        zone('relegation_playoff', 16, 16),
        zone('relegation', 17, 18),
      ],
      default: [
        zone('champions_league', 1, 3),
        zone('champions_league_qualifying', 4, 4),
        zone('europa_league', 5, 5),
        zone('conference_league', 6, 6),
        zone('relegation_playoff', 16, 16),
        zone('relegation', 17, 18),
      ],
    },
  },
  'uefa.cl': {
    format: 'cup',
    tieBreak: 'uefa_league_phase',
    zones: {
      default: [zone('round_of_16', 1, 8), zone('knockout_playoff', 9, 24), zone('eliminated', 25, 36)],
    },
  },
};

/** The competition codes the database shows, in page order. */
export const COMPETITION_CODES: readonly string[] = Object.keys(COMPETITIONS);

/** The zones of a season of a competition. */
export function zonesFor(rules: CompetitionRules, season: string): TableZone[] {
  return rules.zones[season] ?? rules.zones.default;
}

/** The zone a position falls in, or null. */
export function zoneOf(zones: readonly TableZone[], position: number): ZoneKind | null {
  return zones.find((z) => position >= z.from && position <= z.to)?.kind ?? null;
}
