import type { GroupCriterion, GroupRules } from '../../contracts/world-cup.ts';

/** A finished group match. */
export interface GroupResult {
  home_team_id: number;
  away_team_id: number;
  home_score: number;
  away_score: number;
}

export interface Standing {
  teamId: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}

export interface RankedStanding extends Standing {
  position: number;
  /** The criterion that puts this team above the next; null for the last. */
  decidedBy: GroupCriterion | 'unresolved' | null;
}

/** One pass of the tie-break: criteria on all group matches, or on the matches among the teams level. */
interface Step {
  scope: 'all' | 'tied';
  criteria: readonly GroupCriterion[];
  /** FIFA 2026: head-to-head is applied again to a smaller set of teams still level. */
  reapply?: boolean;
}

const HEAD_TO_HEAD: readonly GroupCriterion[] = [
  'head_to_head_points',
  'head_to_head_goal_difference',
  'head_to_head_goals_for',
];

const STEPS: Record<GroupRules, readonly Step[]> = {
  fifa_2022: [
    { scope: 'all', criteria: ['points', 'goal_difference', 'goals_for'] },
    { scope: 'tied', criteria: HEAD_TO_HEAD },
  ],
  fifa_2026: [
    { scope: 'all', criteria: ['points'] },
    { scope: 'tied', criteria: HEAD_TO_HEAD, reapply: true },
    { scope: 'all', criteria: ['goal_difference', 'goals_for'] },
  ],
};

/** The criteria of a rule set, in the order they are applied. */
export function groupCriteria(rules: GroupRules): GroupCriterion[] {
  return STEPS[rules].flatMap((s) => s.criteria);
}

/** Which rules an edition is played under: FIFA moved head-to-head before goal difference for 2026. */
export function rulesForSeason(season: string): GroupRules {
  return Number(season) >= 2026 ? 'fifa_2026' : 'fifa_2022';
}

function emptyStanding(teamId: number): Standing {
  return { teamId, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 };
}

/** Tallies results for the given teams; results involving other teams are ignored. */
export function tally(teamIds: Iterable<number>, results: readonly GroupResult[]): Map<number, Standing> {
  const table = new Map<number, Standing>();
  for (const id of teamIds) table.set(id, emptyStanding(id));
  for (const r of results) {
    const home = table.get(r.home_team_id);
    const away = table.get(r.away_team_id);
    if (!home || !away) continue;
    for (const [s, gf, ga] of [
      [home, r.home_score, r.away_score],
      [away, r.away_score, r.home_score],
    ] as const) {
      s.played++;
      s.goalsFor += gf;
      s.goalsAgainst += ga;
      if (gf > ga) s.won++;
      else if (gf < ga) s.lost++;
      else s.drawn++;
      s.points += gf > ga ? 3 : gf === ga ? 1 : 0;
    }
  }
  return table;
}

function value(criterion: GroupCriterion, overall: Standing, h2h: Standing | undefined): number {
  switch (criterion) {
    case 'points':
      return overall.points;
    case 'goal_difference':
      return overall.goalsFor - overall.goalsAgainst;
    case 'goals_for':
      return overall.goalsFor;
    case 'head_to_head_points':
      return h2h?.points ?? 0;
    case 'head_to_head_goal_difference':
      return h2h ? h2h.goalsFor - h2h.goalsAgainst : 0;
    case 'head_to_head_goals_for':
      return h2h?.goalsFor ?? 0;
  }
}

interface Resolved {
  order: number[];
  /** Between order[i] and order[i + 1]. */
  boundaries: Array<GroupCriterion | 'unresolved'>;
}

/**
 * Orders teams by FIFA's group criteria: each step splits the teams into sets that are level on its
 * criteria; a set of one is placed, larger sets go on to the next step (or, where the rules say so,
 * through head-to-head again on their own matches). Teams level on everything are ordered by name
 * and marked `unresolved`: fair play and lots are not in the data.
 */
export function rankTeams(
  table: ReadonlyMap<number, Standing>,
  results: readonly GroupResult[],
  rules: GroupRules,
  nameOf: (teamId: number) => string,
): RankedStanding[] {
  return rankWithSteps(table, results, STEPS[rules], nameOf);
}

/** Teams of different groups (2026's third-placed): points, goal difference, goals scored. */
export function rankAcrossGroups(
  table: ReadonlyMap<number, Standing>,
  nameOf: (teamId: number) => string,
): RankedStanding[] {
  return rankWithSteps(table, [], [{ scope: 'all', criteria: ['points', 'goal_difference', 'goals_for'] }], nameOf);
}

function rankWithSteps(
  table: ReadonlyMap<number, Standing>,
  results: readonly GroupResult[],
  steps: readonly Step[],
  nameOf: (teamId: number) => string,
): RankedStanding[] {
  const standing = (id: number): Standing => table.get(id) ?? emptyStanding(id);

  const resolve = (teams: number[], stepIndex: number): Resolved => {
    if (teams.length <= 1) return { order: teams, boundaries: [] };
    const step = steps[stepIndex];
    if (!step) {
      const order = [...teams].sort((a, b) => nameOf(a).localeCompare(nameOf(b), 'en'));
      return { order, boundaries: order.slice(1).map(() => 'unresolved' as const) };
    }
    const mini = step.scope === 'tied' ? tally(teams, results) : null;
    const keys = new Map(
      teams.map((id) => [id, step.criteria.map((c) => value(c, standing(id), mini?.get(id)))] as const),
    );
    const compare = (a: number, b: number): number => {
      const ka = keys.get(a) ?? [];
      const kb = keys.get(b) ?? [];
      for (let i = 0; i < ka.length; i++) if ((ka[i] ?? 0) !== (kb[i] ?? 0)) return (kb[i] ?? 0) - (ka[i] ?? 0);
      return 0;
    };
    const firstDifference = (a: number, b: number): GroupCriterion => {
      const ka = keys.get(a) ?? [];
      const kb = keys.get(b) ?? [];
      const index = ka.findIndex((v, i) => v !== kb[i]);
      return step.criteria[index] ?? 'points';
    };
    const sorted = [...teams].sort(compare);
    const sets: number[][] = [];
    for (const id of sorted) {
      const last = sets.at(-1);
      if (last && compare(last[0] ?? id, id) === 0) last.push(id);
      else sets.push([id]);
    }
    const order: number[] = [];
    const boundaries: Resolved['boundaries'] = [];
    for (const set of sets) {
      const previous = order.at(-1);
      if (previous !== undefined && set[0] !== undefined) boundaries.push(firstDifference(previous, set[0]));
      const again = step.reapply === true && set.length > 1 && set.length < teams.length;
      const inner = resolve(set, again ? stepIndex : stepIndex + 1);
      order.push(...inner.order);
      boundaries.push(...inner.boundaries);
    }
    return { order, boundaries };
  };

  const { order, boundaries } = resolve([...table.keys()], 0);
  return order.map((id, i) => ({
    ...standing(id),
    position: i + 1,
    decidedBy: boundaries[i] ?? null,
  }));
}
