import type { WorldCupMatch, WorldCupScorer, WorldCupTeam } from '../../contracts/world-cup.ts';

interface Tally {
  player: string;
  team: WorldCupTeam;
  goals: number;
  penalties: number;
  matchIds: Set<number>;
  /** How often each spelling was used. */
  spellings: Map<string, number>;
}

/** `Ritsu Dōan` and `Ritsu Doan` -> `ritsu doan`. */
function fold(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The source spells some scorers differently from match to match (2022: `Mbappé` in one match,
 * `Kylian Mbappé` elsewhere; `Ritsu Doan` and `Ritsu Dōan`). Within a team, spellings equal but
 * for accents are one player, and a lone surname is the one team-mate whose full name ends with
 * it; two full names sharing a surname (Lautaro and Lisandro Martínez) stay apart.
 */
function mergeSpellings(tallies: Tally[]): Tally[] {
  const byFold = new Map<string, Tally>();
  for (const t of tallies) {
    const key = `${t.team.id}\u0000${fold(t.player)}`;
    const same = byFold.get(key);
    if (!same) {
      byFold.set(key, t);
      continue;
    }
    same.goals += t.goals;
    same.penalties += t.penalties;
    for (const id of t.matchIds) same.matchIds.add(id);
    for (const [s, n] of t.spellings) same.spellings.set(s, (same.spellings.get(s) ?? 0) + n);
  }
  const merged = [...byFold.values()];
  const absorbed = new Set<Tally>();
  for (const short of merged) {
    const surname = fold(short.player);
    if (surname.includes(' ')) continue;
    const owners = merged.filter(
      (t) => t !== short && t.team.id === short.team.id && fold(t.player).endsWith(` ${surname}`),
    );
    const [owner] = owners;
    if (owners.length !== 1 || !owner) continue;
    owner.goals += short.goals;
    owner.penalties += short.penalties;
    for (const id of short.matchIds) owner.matchIds.add(id);
    absorbed.add(short);
  }
  for (const t of merged) {
    // The most used spelling; on a tie the one with accents, as the source mostly writes names.
    const accented = (s: string) => (/[^\u0020-\u007e]/.test(s) ? 1 : 0);
    const spellings = [...t.spellings].sort((a, b) => b[1] - a[1] || accented(b[0]) - accented(a[0]));
    t.player = spellings[0]?.[0] ?? t.player;
  }
  return merged.filter((t) => !absorbed.has(t));
}

/**
 * The scorers' list from the goals of the given matches. Own goals are left out (the data names
 * the player who put the ball in his own net); penalties count and are shown apart; shoot-out
 * kicks are not goals. Same number of goals: same rank, then fewer penalties first, then the name.
 */
export function topScorers(matches: readonly WorldCupMatch[]): WorldCupScorer[] {
  const tallies = new Map<string, Tally>();
  for (const m of matches) {
    for (const goal of m.goals) {
      if (goal.kind === 'own_goal') continue;
      const team = goal.side === 'home' ? m.home : m.away;
      const key = `${team.id}\u0000${goal.player}`;
      let t = tallies.get(key);
      if (!t) {
        t = { player: goal.player, team, goals: 0, penalties: 0, matchIds: new Set(), spellings: new Map() };
        tallies.set(key, t);
      }
      t.goals++;
      if (goal.kind === 'penalty_goal') t.penalties++;
      t.matchIds.add(m.id);
      t.spellings.set(goal.player, (t.spellings.get(goal.player) ?? 0) + 1);
    }
  }
  const list = mergeSpellings([...tallies.values()])
    .map((t) => ({
      player: t.player,
      team: t.team,
      goals: t.goals,
      penalties: t.penalties,
      matches_scored_in: t.matchIds.size,
    }))
    .sort((a, b) => b.goals - a.goals || a.penalties - b.penalties || a.player.localeCompare(b.player, 'en'));
  let rank = 0;
  return list.map((s, i) => {
    if (i === 0 || list[i - 1]?.goals !== s.goals) rank = i + 1;
    return { rank, ...s };
  });
}
