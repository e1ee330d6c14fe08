/**
 * The 2023 NBA Finals, which the FiveThirtyEight file lacks: it was copied before the Finals and
 * its seven `playoff=f` rows (Denver v Miami, 1-18 June 2023) have no scores, so the import drops
 * them. The five games played, with the dates and home teams of those rows; results as
 * Basketball-Reference.com records them (Denver won 4-1). Scores are facts, not licensed data.
 */
export const FINALS_2023 = {
  league: 'nba',
  season: '2022-23',
  source: { name: 'Basketball-Reference.com', url: 'https://www.basketball-reference.com/playoffs/NBA_2023.html' },
  // One game per line keeps the table scannable, hence no formatter here.
  // prettier-ignore
  games: [
    { date: '2023-06-01', home: 'DEN', away: 'MIA', homeScore: 104, awayScore: 93 },
    { date: '2023-06-04', home: 'DEN', away: 'MIA', homeScore: 108, awayScore: 111 },
    { date: '2023-06-07', home: 'MIA', away: 'DEN', homeScore: 94, awayScore: 109 },
    { date: '2023-06-09', home: 'MIA', away: 'DEN', homeScore: 95, awayScore: 108 },
    { date: '2023-06-12', home: 'DEN', away: 'MIA', homeScore: 94, awayScore: 89 },
  ],
} as const;
