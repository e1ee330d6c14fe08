import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '../../contracts/api.ts';
import type { ScheduleList } from '../../contracts/schedule.ts';
import { fixture, startTestServer, type TestServer } from './support/test-server.ts';

const NOW = Date.UTC(2026, 2, 14, 15, 20);
/** The UTC plan day (yyyymmdd) a kick-off falls on. */
const utcDayKey = (seconds: number) => {
  const d = new Date(seconds * 1000);
  return d.getUTCFullYear() * 10000 + (d.getUTCMonth() + 1) * 100 + d.getUTCDate();
};

describe('schedule/list', () => {
  let server: TestServer;
  const list = async (query: string, path = 'schedule/list'): Promise<Envelope<ScheduleList | null>> =>
    (await fetch(`${server.url}/api/${path}?${query}`)).json() as Promise<Envelope<ScheduleList | null>>;
  const day = async (query: string): Promise<ScheduleList> => {
    const body = await list(query);
    expect(body, JSON.stringify(body).slice(0, 200)).toMatchObject({ code: 0 });
    return body.data!;
  };

  beforeAll(async () => {
    server = await startTestServer({ now: () => NOW });
  });
  afterAll(async () => server?.close());

  it('lists a viewer’s day grouped by league, kick-offs in UTC unix seconds', async () => {
    // 14 March in New York (EDT since the 8th) is 04:00 UTC to 04:00 UTC.
    const data = await day('date=2026-03-14&tz=America/New_York&type=1');
    expect(data).toMatchObject({ date: '2026-03-14', tz: 'America/New_York', type: 1, now: NOW / 1000 });
    expect(data.from).toBe(Date.UTC(2026, 2, 14, 4) / 1000);
    expect(data.to).toBe(Date.UTC(2026, 2, 15, 4) / 1000);
    expect(data.leagues.length).toBeGreaterThan(2);
    const ids = data.leagues.map((l) => l.league_id);
    expect(new Set(ids).size).toBe(ids.length);
    const matches = data.leagues.flatMap((l) => l.matches);
    expect(matches.length).toBeGreaterThan(20);
    for (const league of data.leagues) {
      expect(league.sport).toBe('football');
      expect(league.short_name_en).not.toBe('');
      const times = league.matches.map((m) => m.match_time);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      for (const m of league.matches) {
        expect(m.league_id).toBe(league.league_id);
        expect(Number.isInteger(m.match_time)).toBe(true);
        expect(m.match_time).toBeGreaterThanOrEqual(data.from);
        expect(m.match_time).toBeLessThan(data.to);
        // Fixture ids carry the feed's UTC plan day: a UTC kick-off falls on that day.
        expect(utcDayKey(m.match_time)).toBe(Math.floor(m.id / 10_000));
      }
    }
    // The evening part of the New York day is the next UTC day.
    expect(new Set(matches.map((m) => utcDayKey(m.match_time)))).toEqual(new Set([20260314, 20260315]));
    // Before now: played (final or in play); after now: to come.
    for (const m of matches) {
      if (m.match_time * 1000 > NOW) expect(m.status).toBe('notstarted');
      if (m.match_time * 1000 < NOW - 4 * 3_600_000) expect(m.status).toBe('finished');
    }
  });

  it('shows final scores a week back and fixtures a week ahead, every sport when type is 0', async () => {
    const past = await day('date=2026-03-07&tz=Asia/Shanghai&type=0');
    const future = await day('date=2026-03-21&tz=Asia/Shanghai');
    for (const [data, status] of [
      [past, 'finished'],
      [future, 'notstarted'],
    ] as const) {
      const matches = data.leagues.flatMap((l) => l.matches);
      expect(new Set(matches.map((m) => m.sport))).toEqual(new Set(['football', 'basketball', 'esports']));
      expect(matches.every((m) => m.status === status && !m.live)).toBe(true);
    }
    expect(past.leagues.flatMap((l) => l.matches).some((m) => m.home_score + m.away_score > 0)).toBe(true);
    // Seed type 2 is basketball only.
    const basketball = await day('date=2026-03-07&tz=Asia/Shanghai&type=2');
    expect(basketball.leagues.map((l) => l.sport)).toEqual(['basketball']);
  });

  it('takes the live feed’s row for a match it carries and marks it live', async () => {
    const id = 202603140001;
    const planned = (await day('from=1773446400&to=1773532800')).leagues
      .flatMap((l) => l.matches)
      .find((m) => m.id === id)!;
    expect(planned.live).toBe(false);
    const { live: _live, ...row } = planned;
    server.live.leader()!.store.apply({
      fixtures: [fixture(id, { ...row, status: 'live', match_str: '67', home_score: 5, away_score: 4 })],
      removed: [],
      changes: [],
      odds: [],
    });
    await vi.waitFor(async () => {
      const row = (await day('from=1773446400&to=1773532800')).leagues
        .flatMap((l) => l.matches)
        .find((m) => m.id === id);
      expect(row).toMatchObject({ live: true, status: 'live', match_str: '67', home_score: 5, away_score: 4 });
    });
  });

  it('refuses a bad date, zone, type or range with code 1 naming the field', async () => {
    const cases: [string, RegExp][] = [
      ['date=2026-02-30&tz=UTC', /^date:/],
      ['date=14-03-2026', /^date:/],
      ['date=2026-03-14&tz=Mars%2FOlympus', /^tz:/],
      ['date=2026-03-14&tz=UTC&type=7', /^type:/],
      ['date=2026-03-14&type=football', /^type:/],
      ['date=2026-06-01&tz=UTC', /^date:/],
      ['tz=UTC', /^date:/],
      ['from=1773446400&to=1773446000', /^to:/],
    ];
    for (const [query, msg] of cases) {
      const body = await list(query);
      expect(body.code, query).toBe(1);
      expect(body.msg, query).toMatch(msg);
      expect(body.data).toBeNull();
    }
  });

  it('answers the call name in any case', async () => {
    expect((await list('date=2026-03-14', 'Schedule/List')).code).toBe(0);
  });
});
