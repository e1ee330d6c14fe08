import { describe, expect, it } from 'vitest';
import { LIVE_STAGE } from './live-reports.ts';
import type { ReportFacts } from './report-facts.ts';
import { writeHeadline, writeReport } from './report-writer.ts';

const names = (en: string, zh: string, vi = en) => ({ en, zh, vi });

/** Premier League 2024-25, Matchday 1 (openfootball en.1.json): Manchester United 1-0 Fulham, 0-0 at half-time. */
const unitedFulham: ReportFacts = {
  matchId: 1,
  sport: 'football',
  league: { code: 'en.1', names: names('Premier League', '英格兰超级联赛', 'Ngoại hạng Anh') },
  season: '2024-25',
  round: 'Matchday 1',
  stage: null,
  group: null,
  date: '2024-08-16',
  home: { id: 1, names: names('Manchester United', '曼联') },
  away: { id: 2, names: names('Fulham', '富勒姆') },
  score: [1, 0],
  halfTime: [0, 0],
  extraTime: false,
  penalties: null,
  neutral: false,
  awarded: false,
  venue: null,
  goals: null,
  table: {
    home: { position: 1, played: 1, points: 3, won: 1, lost: 0 },
    away: { position: 20, played: 1, points: 0, won: 0, lost: 1 },
    group: null,
  },
  form: { home: [], away: [] },
  meetings: { played: 0, homeWins: 0, draws: 0, awayWins: 0 },
};

/** World Cup 2022 final (openfootball worldcup.json): Argentina 3-3 France a.e.t. (2-0 at half-time), 4-2 on penalties. */
const final2022: ReportFacts = {
  ...unitedFulham,
  matchId: 2,
  league: { code: 'wc', names: names('FIFA World Cup', '国际足联世界杯', 'FIFA World Cup') },
  season: '2022',
  round: 'Final',
  stage: 'Knockout stage',
  date: '2022-12-18',
  home: { id: 3, names: names('Argentina', '阿根廷', 'Argentina') },
  away: { id: 4, names: names('France', '法国', 'Pháp') },
  score: [3, 3],
  halfTime: [2, 0],
  extraTime: true,
  penalties: [4, 2],
  neutral: true,
  venue: 'Lusail Iconic Stadium, Lusail',
  goals: [
    { side: 'home', kind: 'penalty_goal', minute: 23, minute_extra: null, player: 'Lionel Messi' },
    { side: 'home', kind: 'goal', minute: 108, minute_extra: null, player: 'Lionel Messi' },
    { side: 'home', kind: 'goal', minute: 36, minute_extra: null, player: 'Ángel Di María' },
    { side: 'away', kind: 'penalty_goal', minute: 80, minute_extra: null, player: 'Kylian Mbappé' },
    { side: 'away', kind: 'goal', minute: 81, minute_extra: null, player: 'Kylian Mbappé' },
    { side: 'away', kind: 'penalty_goal', minute: 118, minute_extra: null, player: 'Kylian Mbappé' },
  ],
  table: null,
  form: { home: ['W', 'D', 'W', 'W', 'W'], away: ['W', 'W', 'W', 'L', 'W'] },
};

describe('match report writer', () => {
  it('states a Premier League result with its half-time score and the table after it', () => {
    const report = writeReport(unitedFulham, 'en');
    expect(report.headline).toBe('Manchester United beat Fulham 1-0');
    expect(report.standfirst).toBe(
      'Premier League, Matchday 1, 16 August 2024: Manchester United 1-0 Fulham (half-time 0-0).',
    );
    expect(report.body).toEqual([
      'Manchester United hosted Fulham in the Premier League (Matchday 1) on 16 August 2024. The final score was 1-0.',
      'At half-time it was 0-0.',
      'After this result, in the table: Manchester United 1st on 3 points from 1 game, Fulham 20th on 0 points from 1 game.',
      'Form before kick-off (last five, newest first): Manchester United no earlier match in the data; Fulham no earlier match in the data.',
      'It was the first meeting of the two sides in the data.',
    ]);
  });

  it('writes the same facts in Chinese and Vietnamese with the catalogue names', () => {
    expect(writeHeadline(unitedFulham, 'zh')).toBe('曼联1-0击败富勒姆');
    expect(writeReport(unitedFulham, 'zh').body[2]).toBe('赛后积分榜：曼联1场积3分排名第1，富勒姆1场积0分排名第20。');
    expect(writeReport(unitedFulham, 'vi').standfirst).toBe(
      'Ngoại hạng Anh, Vòng 1, 16/08/2024: Manchester United 1-0 Fulham (hiệp một 0-0).',
    );
  });

  it('lists a World Cup final scorers with minutes, penalties marked, and the shoot-out', () => {
    const report = writeReport(final2022, 'en');
    expect(report.headline).toBe('Argentina beat France on penalties after a 3-3 draw');
    expect(report.body).toContain(
      "Goals: Argentina: Lionel Messi 23' (pen), 108'; Ángel Di María 36'. France: Kylian Mbappé 80' (pen), 81', 118' (pen).",
    );
    expect(report.body[0]).toContain(
      'The final score was 3-3 after extra time. Argentina won the penalty shoot-out 4-2.',
    );
    expect(report.body).toContain(
      'Form before kick-off (last five, newest first): Argentina W D W W W; France W W W L W.',
    );
    expect(writeReport(final2022, 'zh').body.join('')).toContain(
      "进球：阿根廷：Lionel Messi 23'（点球），108'、Ángel Di María 36'",
    );
    expect(writeReport(final2022, 'vi').headline).toBe('Argentina thắng Pháp trên chấm luân lưu sau trận hòa 3-3');
  });

  it('marks own goals, comebacks and big wins', () => {
    const comeback: ReportFacts = {
      ...unitedFulham,
      score: [4, 1],
      halfTime: [0, 1],
      goals: [{ side: 'home', kind: 'own_goal', minute: 90, minute_extra: 3, player: 'Some Defender' }],
    };
    const report = writeReport(comeback, 'en');
    expect(report.headline).toBe('Manchester United thrash Fulham 4-1');
    expect(report.body[1]).toBe('At half-time it was 0-1. Manchester United came from behind to win.');
    expect(report.body[2]).toContain("Some Defender 90+3' (og)");
  });

  it("names a match of today's live feed by the feed, not by a round", () => {
    const live: ReportFacts = { ...unitedFulham, stage: LIVE_STAGE, round: '', date: '2026-11-27', table: null };
    expect(writeReport(live, 'en').standfirst).toBe(
      "Premier League, today's live feed, 27 November 2026: Manchester United 1-0 Fulham (half-time 0-0).",
    );
    expect(writeReport(live, 'zh').body[0]).toBe(
      '2026年11月27日，英格兰超级联赛今日直播赛事，曼联主场迎战富勒姆。全场比分1-0。',
    );
  });

  it('gives a basketball result as win-loss records, without half-time', () => {
    const nba: ReportFacts = {
      ...unitedFulham,
      sport: 'basketball',
      score: [126, 117],
      halfTime: null,
      table: {
        home: { position: 1, played: 1, points: 1, won: 1, lost: 0 },
        away: { position: 20, played: 1, points: 0, won: 0, lost: 1 },
        group: null,
      },
    };
    expect(writeReport(nba, 'en').body[1]).toBe('After this result, in the table: Manchester United 1-0, Fulham 0-1.');
  });
});
