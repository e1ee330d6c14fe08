import { describe, expect, it } from 'vitest';
import { topScorers } from './top-scorers.ts';
import { testMatch, testTeam } from './test-matches.ts';

const home = testTeam(1, 'Aland');
const away = testTeam(2, 'Borduria');

describe('top scorers', () => {
  it('counts goals and penalties, leaves own goals out and shares ranks', () => {
    const scorers = topScorers([
      testMatch({
        id: 1,
        home,
        away,
        goals: [
          { side: 'home', kind: 'penalty_goal', minute: 23, minute_extra: null, player: 'Ann' },
          { side: 'home', kind: 'goal', minute: 90, minute_extra: 8, player: 'Ann' },
          // Credited to Aland, put in by Borduria's Bob: nobody's goal in the list.
          { side: 'home', kind: 'own_goal', minute: 50, minute_extra: null, player: 'Bob' },
          { side: 'away', kind: 'goal', minute: 10, minute_extra: null, player: 'Bob' },
        ],
      }),
      testMatch({
        id: 2,
        home: away,
        away: home,
        goals: [
          { side: 'home', kind: 'goal', minute: 5, minute_extra: null, player: 'Bob' },
          { side: 'away', kind: 'goal', minute: 7, minute_extra: null, player: 'Cid' },
        ],
      }),
    ]);
    expect(scorers.map((s) => [s.rank, s.player, s.team.name_en, s.goals, s.penalties, s.matches_scored_in])).toEqual([
      [1, 'Bob', 'Borduria', 2, 0, 2],
      [1, 'Ann', 'Aland', 2, 1, 1],
      [3, 'Cid', 'Aland', 1, 0, 1],
    ]);
  });

  it('joins the spellings of one player and keeps team-mates who share a surname apart', () => {
    const goal = (side: 'home' | 'away', player: string) => ({
      side,
      kind: 'goal' as const,
      minute: 10,
      minute_extra: null,
      player,
    });
    const scorers = topScorers([
      testMatch({ id: 1, home, away, goals: [goal('home', 'Kylian Mbappé'), goal('home', 'Ritsu Doan')] }),
      testMatch({
        id: 2,
        home,
        away,
        goals: [goal('home', 'Mbappé'), goal('home', 'Mbappé'), goal('home', 'Ritsu Dōan'), goal('away', 'Mbappé')],
      }),
      testMatch({ id: 3, home, away, goals: [goal('home', 'Lautaro Martínez'), goal('home', 'Lisandro Martínez')] }),
    ]);
    expect(scorers.map((s) => [s.player, s.team.name_en, s.goals, s.matches_scored_in])).toEqual([
      ['Kylian Mbappé', 'Aland', 3, 2],
      ['Ritsu Dōan', 'Aland', 2, 2],
      ['Lautaro Martínez', 'Aland', 1, 1],
      ['Lisandro Martínez', 'Aland', 1, 1],
      // A surname alone in a team without a full name ending with it stays as written.
      ['Mbappé', 'Borduria', 1, 1],
    ]);
  });
});
