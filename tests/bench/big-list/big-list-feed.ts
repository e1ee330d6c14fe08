import type { LiveMatch, MatchStatus } from '../../../contracts/match.ts';
import { testMatch } from '../../../src/features/scores/test-matches.ts';

/** A seeded generator, so both sides of B6 get the same day and the same updates. */
export function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

const LEAGUES = 40;

/** A day of `n` football matches: 40 % live, 30 % upcoming, 30 % finished, over 40 leagues. */
export function bigDay(n: number, random: () => number): LiveMatch[] {
  return Array.from({ length: n }, (_, i) => {
    const roll = random();
    const status: MatchStatus = roll < 0.4 ? 'live' : roll < 0.7 ? 'notstarted' : 'finished';
    const league = 1 + Math.floor(random() * LEAGUES);
    const minute = status === 'live' ? 1 + Math.floor(random() * 89) : 0;
    return testMatch({
      id: i + 1,
      league_id: league,
      short_name_zh: `联赛${league}`,
      short_name_en: `League ${league}`,
      short_name_vi: `Giai ${league}`,
      home_team_name_zh: `主队${i}`,
      home_team_name_en: `Home ${i}`,
      home_team_name_vi: `Nha ${i}`,
      away_team_name_zh: `客队${i}`,
      away_team_name_en: `Away ${i}`,
      away_team_name_vi: `Khach ${i}`,
      match_time: 1_700_000_000 + Math.floor(random() * 48) * 900,
      status,
      period: status === 'live' ? 1 : 0,
      minute,
      match_str: status === 'live' ? `${minute}'` : '',
      home_score: status === 'notstarted' ? 0 : Math.floor(random() * 3),
      away_score: status === 'notstarted' ? 0 : Math.floor(random() * 3),
    });
  });
}

/**
 * Live updates over a day: mostly the clock, sometimes a goal or a corner, and one in a hundred a
 * match that ends while another kicks off (rows that move between groups).
 */
export function createUpdater(day: readonly LiveMatch[], random: () => number): () => LiveMatch[] {
  const byId = new Map(day.map((m) => [m.id, m]));
  const live = day.filter((m) => m.status === 'live').map((m) => m.id);
  const upcoming = day.filter((m) => m.status === 'notstarted').map((m) => m.id);
  const pick = (ids: number[]) => ids[Math.floor(random() * ids.length)]!;
  const put = (m: LiveMatch) => {
    byId.set(m.id, m);
    return m;
  };
  return () => {
    const id = pick(live);
    const m = byId.get(id)!;
    const roll = random();
    const next = { ...m, v: m.v + 1, updated_at: Date.now() };
    if (roll < 0.85) {
      next.minute = (m.minute % 90) + 1;
      next.match_str = `${next.minute}'`;
    } else if (roll < 0.95) {
      if (random() < 0.5) next.home_score += 1;
      else next.away_score += 1;
    } else if (roll < 0.99 || upcoming.length === 0) {
      next.home_corner += 1;
    } else {
      next.status = 'finished';
      live.splice(live.indexOf(id), 1);
      const kickOff = upcoming.splice(Math.floor(random() * upcoming.length), 1)[0]!;
      live.push(kickOff);
      const starting = byId.get(kickOff)!;
      return [
        put(next),
        put({ ...starting, v: starting.v + 1, status: 'live', period: 1, minute: 1, match_str: "1'" }),
      ];
    }
    return [put(next)];
  };
}
