import type { RecordedGoal } from '../../contracts/match-centre.ts';
import type { Lang } from '../../contracts/match.ts';
import type { MatchSummary, ReportFacts, TablePlace } from './report-facts.ts';
import { LIVE_STAGE } from './live-reports.ts';
import { REPORT_PHRASES, type ReportPhrases } from './report-phrases.ts';

/** A margin that makes a headline say "thrash" rather than "beat". */
const BIG_MARGIN = { football: 3, basketball: 25 } as const;

export interface WrittenReport {
  headline: string;
  standfirst: string;
  body: string[];
}

const score = (a: number, b: number) => `${a}-${b}`;

/** The round as the report names it: the data's round, or today's live feed. */
function roundOf(m: MatchSummary, p: ReportPhrases): string {
  return m.stage === LIVE_STAGE ? p.liveRound : p.round(m.round, m.stage, m.group);
}

function winnerOf(m: MatchSummary): 'home' | 'away' | null {
  const [h, a] = m.score;
  if (h !== a) return h > a ? 'home' : 'away';
  if (m.penalties && m.penalties[0] !== m.penalties[1]) return m.penalties[0] > m.penalties[1] ? 'home' : 'away';
  return null;
}

/** The headline: who won and by how much, from the winner's side (a draw from the home side). */
export function writeHeadline(m: MatchSummary, lang: Lang): string {
  const p = REPORT_PHRASES[lang];
  const home = m.home.names[lang];
  const away = m.away.names[lang];
  const [h, a] = m.score;
  const winner = winnerOf(m);
  if (winner === null) return p.draw(home, away, score(h, a));
  const [w, l] = winner === 'home' ? [home, away] : [away, home];
  const [ws, ls] = winner === 'home' ? [h, a] : [a, h];
  if (h === a) return p.shootout(w, l, score(h, a));
  if (m.extraTime) return p.winAfterExtraTime(w, l, score(ws, ls));
  if (ws - ls >= BIG_MARGIN[m.sport]) return p.bigWin(w, l, score(ws, ls));
  return p.win(w, l, score(ws, ls));
}

/** The standfirst: competition, round, date and the score line with the half-time score. */
export function writeStandfirst(m: MatchSummary, lang: Lang): string {
  const p = REPORT_PHRASES[lang];
  const result = `${m.home.names[lang]} ${score(...m.score)} ${m.away.names[lang]}`;
  const halfTime = m.halfTime ? p.halfTimeShort(score(...m.halfTime)) : null;
  return p.standfirst(m.league.names[lang], roundOf(m, p), p.date(m.date), result, halfTime);
}

function minuteOf(g: RecordedGoal): string {
  return g.minute_extra === null ? `${g.minute}'` : `${g.minute}+${g.minute_extra}'`;
}

/** One side's goals, each scorer once with every minute: `Lionel Messi 23' (pen), 108'`. */
function goalList(goals: readonly RecordedGoal[], side: 'home' | 'away', p: ReportPhrases): string {
  const byPlayer = new Map<string, string[]>();
  const sorted = goals
    .filter((g) => g.side === side)
    .sort((x, y) => x.minute - y.minute || (x.minute_extra ?? 0) - (y.minute_extra ?? 0));
  for (const g of sorted) {
    const note = g.kind === 'penalty_goal' ? p.penalty : g.kind === 'own_goal' ? p.ownGoal : '';
    const minutes = byPlayer.get(g.player) ?? [];
    minutes.push(`${minuteOf(g)}${note}`);
    byPlayer.set(g.player, minutes);
  }
  if (byPlayer.size === 0) return p.noGoals;
  return [...byPlayer].map(([player, minutes]) => `${player} ${minutes.join(p.listSeparator)}`).join(p.scorerSeparator);
}

function place(p: ReportPhrases, sport: MatchSummary['sport'], team: string, t: TablePlace): string {
  return sport === 'basketball'
    ? p.tableRecord(team, t.won, t.lost)
    : p.tablePoints(team, t.position, t.points, t.played);
}

/** The whole report: headline, standfirst and the paragraphs, every sentence a fact from `facts`. */
export function writeReport(f: ReportFacts, lang: Lang): WrittenReport {
  const p = REPORT_PHRASES[lang];
  const home = f.home.names[lang];
  const away = f.away.names[lang];
  const join = (parts: (string | null)[]) => parts.filter((s): s is string => s !== null).join(p.sentenceSeparator);
  const winner = winnerOf(f);
  const winnerName = winner === 'home' ? home : winner === 'away' ? away : null;

  const result = join([
    p.opening({
      home,
      away,
      league: f.league.names[lang],
      round: roundOf(f, p),
      date: p.date(f.date),
      neutral: f.neutral,
    }),
    p.finalScore(score(...f.score), f.extraTime),
    f.penalties && winnerName ? p.shootoutWinner(winnerName, score(...f.penalties)) : null,
    f.awarded ? p.awarded : null,
    f.venue ? p.atVenue(f.venue) : null,
  ]);

  let halfTime: string | null = null;
  if (f.halfTime && f.sport === 'football') {
    const [hh, ha] = f.halfTime;
    const leaderAtBreak = hh === ha ? null : hh > ha ? 'home' : 'away';
    const finalLeader = f.score[0] === f.score[1] ? null : f.score[0] > f.score[1] ? 'home' : 'away';
    halfTime = join([
      p.halfTime(score(hh, ha)),
      leaderAtBreak && finalLeader && leaderAtBreak !== finalLeader
        ? p.comeback(finalLeader === 'home' ? home : away)
        : null,
      leaderAtBreak && finalLeader === null ? p.leadSlipped(leaderAtBreak === 'home' ? home : away) : null,
    ]);
  }

  const goals = f.goals ? p.goals(home, goalList(f.goals, 'home', p), away, goalList(f.goals, 'away', p)) : null;

  const table = f.table
    ? `${p.tableIntro(f.table.group ? p.round('', null, f.table.group) : null)}${[
        place(p, f.sport, home, f.table.home),
        place(p, f.sport, away, f.table.away),
      ].join(p.listSeparator)}${lang === 'zh' ? '。' : '.'}`
    : null;

  const formOf = (list: typeof f.form.home) => (list.length ? list.map(p.result).join(' ') : p.noForm);
  const form = p.form(home, formOf(f.form.home), away, formOf(f.form.away));

  const m = f.meetings;
  const meetings =
    m.played === 0
      ? p.firstMeeting
      : p.meetings({ played: m.played, home, away, homeWins: m.homeWins, awayWins: m.awayWins, draws: m.draws });

  return {
    headline: writeHeadline(f, lang),
    standfirst: writeStandfirst(f, lang),
    body: [result, halfTime, goals, table, form, meetings].filter((s): s is string => s !== null && s !== ''),
  };
}
