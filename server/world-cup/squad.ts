import type { SquadPlayer } from '../../contracts/world-cup.ts';

const POSITION_ORDER = ['GK', 'DF', 'MF', 'FW'];

interface PlayerRow {
  id: number;
  name: string;
  position: string | null;
  number: number | null;
  /** JSON written by the importer: `{date_of_birth, club?: {name, country?}}`. */
  extra: string | null;
}

function readExtra(extra: string | null): { date_of_birth: string | null; club: string | null } {
  if (!extra) return { date_of_birth: null, club: null };
  try {
    const parsed = JSON.parse(extra) as { date_of_birth?: unknown; club?: { name?: unknown } | null };
    return {
      date_of_birth: typeof parsed.date_of_birth === 'string' ? parsed.date_of_birth : null,
      club: typeof parsed.club?.name === 'string' ? parsed.club.name : null,
    };
  } catch {
    return { date_of_birth: null, club: null };
  }
}

function positionRank(position: string | null): number {
  const i = POSITION_ORDER.indexOf(position ?? '');
  return i < 0 ? POSITION_ORDER.length : i;
}

/** A squad as the page lists it: goalkeepers, defenders, midfielders, forwards; by shirt number. */
export function toSquad(rows: readonly PlayerRow[]): SquadPlayer[] {
  return rows
    .map((r) => ({ id: r.id, name: r.name, position: r.position, number: r.number, ...readExtra(r.extra) }))
    .sort(
      (a, b) =>
        positionRank(a.position) - positionRank(b.position) ||
        (a.number ?? 999) - (b.number ?? 999) ||
        a.name.localeCompare(b.name, 'en'),
    );
}
