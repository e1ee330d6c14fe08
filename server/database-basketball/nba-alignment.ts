import type { Conference, Division } from '../../contracts/database-basketball.ts';

/**
 * The NBA's conferences and divisions in 2022-23, keyed by the data's team code (the games
 * file's codes: BRK, CHO, PHO). The import keeps no conference or division, so the database
 * reads them here; the unit test checks this table against the seed's teams.csv.
 */
// One team per line keeps the table scannable, hence no formatter here.
// prettier-ignore
export const NBA_ALIGNMENT: Readonly<Record<string, { conference: Conference; division: Division }>> = {
  BOS: { conference: 'East', division: 'Atlantic' },
  BRK: { conference: 'East', division: 'Atlantic' },
  NYK: { conference: 'East', division: 'Atlantic' },
  PHI: { conference: 'East', division: 'Atlantic' },
  TOR: { conference: 'East', division: 'Atlantic' },
  CHI: { conference: 'East', division: 'Central' },
  CLE: { conference: 'East', division: 'Central' },
  DET: { conference: 'East', division: 'Central' },
  IND: { conference: 'East', division: 'Central' },
  MIL: { conference: 'East', division: 'Central' },
  ATL: { conference: 'East', division: 'Southeast' },
  CHO: { conference: 'East', division: 'Southeast' },
  MIA: { conference: 'East', division: 'Southeast' },
  ORL: { conference: 'East', division: 'Southeast' },
  WAS: { conference: 'East', division: 'Southeast' },
  DEN: { conference: 'West', division: 'Northwest' },
  MIN: { conference: 'West', division: 'Northwest' },
  OKC: { conference: 'West', division: 'Northwest' },
  POR: { conference: 'West', division: 'Northwest' },
  UTA: { conference: 'West', division: 'Northwest' },
  GSW: { conference: 'West', division: 'Pacific' },
  LAC: { conference: 'West', division: 'Pacific' },
  LAL: { conference: 'West', division: 'Pacific' },
  PHO: { conference: 'West', division: 'Pacific' },
  SAC: { conference: 'West', division: 'Pacific' },
  DAL: { conference: 'West', division: 'Southwest' },
  HOU: { conference: 'West', division: 'Southwest' },
  MEM: { conference: 'West', division: 'Southwest' },
  NOP: { conference: 'West', division: 'Southwest' },
  SAS: { conference: 'West', division: 'Southwest' },
};

/** Conferences and their divisions in the order tables list them. */
export const NBA_DIVISIONS: Readonly<Record<Conference, readonly Division[]>> = {
  East: ['Atlantic', 'Central', 'Southeast'],
  West: ['Northwest', 'Pacific', 'Southwest'],
};
