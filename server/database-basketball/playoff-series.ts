import type {
  BasketballGame,
  BasketballStandingsGroup,
  Conference,
  PlayInGame,
  PlayoffRound,
  PlayoffSeries,
} from '../../contracts/database-basketball.ts';

const ROUND_ORDER: readonly PlayoffRound[] = ['first_round', 'conference_semifinals', 'conference_finals', 'finals'];
/** Seeds top to bottom of one conference's side of the bracket: 1v8 and 4v5 meet, 3v6 and 2v7 meet. */
const BRACKET_SLOTS = [1, 8, 4, 5, 3, 6, 2, 7];
const WINS_NEEDED = 4;

/**
 * Places each play-in game by the regular-season places of its teams: 7th v 8th, 9th v 10th,
 * and the final between the loser of the first and the winner of the second.
 */
export function placePlayIn(games: readonly BasketballGame[], conferences: readonly BasketballStandingsGroup[]) {
  const place = new Map(conferences.flatMap((c) => c.rows.map((r) => [r.team.id, r.position])));
  return games
    .filter((g) => g.stage === 'play_in')
    .map((game): PlayInGame => {
      const places = [place.get(game.home.id) ?? 0, place.get(game.away.id) ?? 0].sort((a, b) => a - b);
      const slot = places[0] === 7 && places[1] === 8 ? '7v8' : places[0] === 9 && places[1] === 10 ? '9v10' : 'final';
      return { conference: game.home.conference, slot, game };
    });
}

/**
 * Playoff seeds: places 1-6 of the regular season, then 7 for the winner of the 7v8 play-in game
 * and 8 for the winner of the play-in final (places 7-8 when there was no play-in).
 */
export function playoffSeeds(
  conferences: readonly BasketballStandingsGroup[],
  playIn: readonly PlayInGame[],
): Map<number, number> {
  const seeds = new Map<number, number>();
  for (const conference of conferences) {
    const games = playIn.filter((p) => p.conference === conference.conference);
    const last = games.length === 0 ? 8 : 6;
    for (const row of conference.rows) if (row.position <= last) seeds.set(row.team.id, row.position);
    for (const { slot, game } of games) {
      const winner = game.home_score > game.away_score ? game.home : game.away;
      if (slot === '7v8') seeds.set(winner.id, 7);
      if (slot === 'final') seeds.set(winner.id, 8);
    }
  }
  return seeds;
}

const slotOf = (seed: number | null) => (seed === null ? BRACKET_SLOTS.length : BRACKET_SLOTS.indexOf(seed));
const conferenceOrder = (c: Conference | null) => (c === 'East' ? 0 : c === 'West' ? 1 : 2);

/**
 * Builds the series from the playoff games (in date order): the games of one round between the
 * same two teams are one series; the team at home in its first game holds home court. A series is
 * won at four wins. Ordered by round, conference and bracket position (the 1 seed's side first).
 */
export function buildSeries(games: readonly BasketballGame[], seeds: ReadonlyMap<number, number>): PlayoffSeries[] {
  const byPair = new Map<string, PlayoffSeries>();
  for (const game of games) {
    if (game.stage !== 'playoffs' || game.round === null) continue;
    const key = `${game.round}/${Math.min(game.home.id, game.away.id)}/${Math.max(game.home.id, game.away.id)}`;
    let series = byPair.get(key);
    if (!series) {
      series = {
        round: game.round,
        conference: game.home.conference === game.away.conference ? game.home.conference : null,
        high: game.home,
        low: game.away,
        high_seed: seeds.get(game.home.id) ?? null,
        low_seed: seeds.get(game.away.id) ?? null,
        high_wins: 0,
        low_wins: 0,
        winner_id: null,
        games: [],
      };
      byPair.set(key, series);
    }
    series.games.push(game);
    const winnerId = game.home_score > game.away_score ? game.home.id : game.away.id;
    if (winnerId === series.high.id) series.high_wins++;
    else series.low_wins++;
    if (series.winner_id === null && Math.max(series.high_wins, series.low_wins) >= WINS_NEEDED) {
      series.winner_id = series.high_wins > series.low_wins ? series.high.id : series.low.id;
    }
  }
  const position = (s: PlayoffSeries) => Math.min(slotOf(s.high_seed), slotOf(s.low_seed));
  return [...byPair.values()].sort(
    (a, b) =>
      ROUND_ORDER.indexOf(a.round) - ROUND_ORDER.indexOf(b.round) ||
      conferenceOrder(a.conference) - conferenceOrder(b.conference) ||
      position(a) - position(b),
  );
}

/** The winner of the Finals series, when it is decided. */
export function championOf(series: readonly PlayoffSeries[]): number | null {
  return series.find((s) => s.round === 'finals')?.winner_id ?? null;
}
