import type { FormResult } from '../../contracts/match-centre.ts';
import type { Lang } from '../../contracts/match.ts';

/**
 * The sentences of a match report in one language: server-side locale strings, each a function of
 * the facts it states (names already in this language, scores already ordered as the sentence
 * reads them). Adding a language is adding one object here; the compiler checks it is complete.
 */
export interface ReportPhrases {
  date(iso: string): string;
  /** `Matchday 3`, `Group C`, `Final` ... in this language (unknown rounds as the data writes them). */
  round(round: string, stage: string | null, group: string | null): string;
  /** The round of a match of today's live feed. */
  liveRound: string;
  win(winner: string, loser: string, score: string): string;
  bigWin(winner: string, loser: string, score: string): string;
  winAfterExtraTime(winner: string, loser: string, score: string): string;
  draw(home: string, away: string, score: string): string;
  shootout(winner: string, loser: string, score: string): string;
  standfirst(league: string, round: string, date: string, result: string, halfTime: string | null): string;
  halfTimeShort(score: string): string;
  opening(o: { home: string; away: string; league: string; round: string; date: string; neutral: boolean }): string;
  finalScore(score: string, extraTime: boolean): string;
  shootoutWinner(winner: string, score: string): string;
  awarded: string;
  atVenue(venue: string): string;
  halfTime(score: string): string;
  comeback(winner: string): string;
  leadSlipped(team: string): string;
  goals(home: string, homeGoals: string, away: string, awayGoals: string): string;
  noGoals: string;
  /** Marks after a goal's minute: ` (pen)`, ` (og)`. */
  penalty: string;
  ownGoal: string;
  /** Between two scorers of one side. */
  scorerSeparator: string;
  tablePoints(team: string, position: number, points: number, played: number): string;
  tableRecord(team: string, won: number, lost: number): string;
  tableIntro(group: string | null): string;
  form(home: string, homeForm: string, away: string, awayForm: string): string;
  noForm: string;
  result(r: FormResult): string;
  meetings(o: {
    played: number;
    home: string;
    away: string;
    homeWins: number;
    awayWins: number;
    draws: number;
  }): string;
  firstMeeting: string;
  listSeparator: string;
  sentenceSeparator: string;
}

const ROUNDS: Record<string, { zh: string; vi: string }> = {
  Final: { zh: '决赛', vi: 'Chung kết' },
  Finals: { zh: '总决赛', vi: 'Chung kết' },
  'Semi-final': { zh: '半决赛', vi: 'Bán kết' },
  'Semi-finals': { zh: '半决赛', vi: 'Bán kết' },
  Semifinals: { zh: '半决赛', vi: 'Bán kết' },
  'Quarter-final': { zh: '四分之一决赛', vi: 'Tứ kết' },
  'Quarter-finals': { zh: '四分之一决赛', vi: 'Tứ kết' },
  Quarterfinals: { zh: '四分之一决赛', vi: 'Tứ kết' },
  'Round of 16': { zh: '16强赛', vi: 'Vòng 1/8' },
  'Round of 32': { zh: '32强赛', vi: 'Vòng 1/16' },
  'Match for third place': { zh: '三四名决赛', vi: 'Tranh hạng ba' },
  'Regular Season': { zh: '常规赛', vi: 'Mùa giải chính' },
  'Play-In Tournament': { zh: '附加赛', vi: 'Play-in' },
  'First Round': { zh: '季后赛首轮', vi: 'Vòng 1 playoffs' },
  'Conference Semifinals': { zh: '分区半决赛', vi: 'Bán kết miền' },
  'Conference Finals': { zh: '分区决赛', vi: 'Chung kết miền' },
};

const matchday = (round: string) => /^Matchday (\d+)$/.exec(round)?.[1] ?? null;
const groupLetter = (group: string) => group.replace(/^Group\s+/, '');
const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};
const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const ymd = (iso: string) => iso.split('-').map(Number) as [number, number, number];

const en: ReportPhrases = {
  date: (iso) => {
    const [y, m, d] = ymd(iso);
    return `${d} ${MONTHS_EN[m - 1]} ${y}`;
  },
  round: (round, stage, group) => {
    if (group) return group;
    const day = matchday(round);
    if (day && stage === 'Playoffs') return `Knockout play-offs, leg ${day}`;
    return round;
  },
  liveRound: "today's live feed",
  win: (w, l, s) => `${w} beat ${l} ${s}`,
  bigWin: (w, l, s) => `${w} thrash ${l} ${s}`,
  winAfterExtraTime: (w, l, s) => `${w} beat ${l} ${s} after extra time`,
  draw: (h, a, s) => `${h} and ${a} draw ${s}`,
  shootout: (w, l, s) => `${w} beat ${l} on penalties after a ${s} draw`,
  standfirst: (league, round, date, result, ht) => `${league}, ${round}, ${date}: ${result}${ht ? ` (${ht})` : ''}.`,
  halfTimeShort: (s) => `half-time ${s}`,
  opening: (o) => `${o.home} ${o.neutral ? 'met' : 'hosted'} ${o.away} in the ${o.league} (${o.round}) on ${o.date}.`,
  finalScore: (s, et) => `The final score was ${s}${et ? ' after extra time' : ''}.`,
  shootoutWinner: (w, s) => `${w} won the penalty shoot-out ${s}.`,
  awarded: 'The result was awarded by the competition.',
  atVenue: (v) => `The match was played at ${v}.`,
  halfTime: (s) => `At half-time it was ${s}.`,
  comeback: (w) => `${w} came from behind to win.`,
  leadSlipped: (t) => `${t} could not hold on to their half-time lead.`,
  goals: (h, hg, a, ag) => `Goals: ${h}: ${hg}. ${a}: ${ag}.`,
  noGoals: 'none',
  penalty: ' (pen)',
  ownGoal: ' (og)',
  scorerSeparator: '; ',
  tablePoints: (t, pos, pts, pl) =>
    `${t} ${ordinal(pos)} on ${pts} point${pts === 1 ? '' : 's'} from ${pl} game${pl === 1 ? '' : 's'}`,
  tableRecord: (t, w, l) => `${t} ${w}-${l}`,
  tableIntro: (g) => (g ? `After this result, in ${g}: ` : 'After this result, in the table: '),
  form: (h, hf, a, af) => `Form before kick-off (last five, newest first): ${h} ${hf}; ${a} ${af}.`,
  noForm: 'no earlier match in the data',
  result: (r) => r,
  meetings: (o) =>
    `The two sides had met ${o.played} time${o.played === 1 ? '' : 's'} before in the data: ${o.home} won ${o.homeWins}, ${o.away} won ${o.awayWins}, ${o.draws} drawn.`,
  firstMeeting: 'It was the first meeting of the two sides in the data.',
  listSeparator: ', ',
  sentenceSeparator: ' ',
};

const zh: ReportPhrases = {
  date: (iso) => {
    const [y, m, d] = ymd(iso);
    return `${y}年${m}月${d}日`;
  },
  round: (round, stage, group) => {
    if (group) return `${groupLetter(group)}组`;
    const day = matchday(round);
    if (day) return stage === 'Playoffs' ? `淘汰赛附加赛第${day}回合` : `第${day}轮`;
    return ROUNDS[round]?.zh ?? round;
  },
  liveRound: '今日直播赛事',
  win: (w, l, s) => `${w}${s}击败${l}`,
  bigWin: (w, l, s) => `${w}${s}大胜${l}`,
  winAfterExtraTime: (w, l, s) => `${w}加时${s}击败${l}`,
  draw: (h, a, s) => `${h}${s}战平${a}`,
  shootout: (w, l, s) => `${w}与${l}战成${s}，点球大战胜出`,
  standfirst: (league, round, date, result, ht) => `${date}，${league}${round}：${result}${ht ? `（${ht}）` : ''}。`,
  halfTimeShort: (s) => `半场${s}`,
  opening: (o) => `${o.date}，${o.league}${o.round}，${o.home}${o.neutral ? '对阵' : '主场迎战'}${o.away}。`,
  finalScore: (s, et) => `${et ? '加时赛后' : '全场'}比分${s}。`,
  shootoutWinner: (w, s) => `${w}在点球大战中以${s}胜出。`,
  awarded: '本场比分由赛事方判定。',
  atVenue: (v) => `比赛在${v}进行。`,
  halfTime: (s) => `半场比分${s}。`,
  comeback: (w) => `${w}完成逆转。`,
  leadSlipped: (t) => `${t}未能守住半场领先。`,
  goals: (h, hg, a, ag) => `进球：${h}：${hg}；${a}：${ag}。`,
  noGoals: '无',
  penalty: '（点球）',
  ownGoal: '（乌龙球）',
  scorerSeparator: '、',
  tablePoints: (t, pos, pts, pl) => `${t}${pl}场积${pts}分排名第${pos}`,
  tableRecord: (t, w, l) => `${t}战绩${w}胜${l}负`,
  tableIntro: (g) => (g ? `赛后${g}积分榜：` : '赛后积分榜：'),
  form: (h, hf, a, af) => `赛前近5场（由近及远）：${h} ${hf}；${a} ${af}。`,
  noForm: '数据中无此前比赛',
  result: (r) => ({ W: '胜', D: '平', L: '负' })[r],
  meetings: (o) =>
    `此前双方在数据中交手${o.played}次：${o.home}${o.homeWins}胜，${o.away}${o.awayWins}胜，${o.draws}平。`,
  firstMeeting: '这是双方在数据中的首次交锋。',
  listSeparator: '，',
  sentenceSeparator: '',
};

const vi: ReportPhrases = {
  date: (iso) => {
    const [y, m, d] = ymd(iso);
    return `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`;
  },
  round: (round, stage, group) => {
    if (group) return `Bảng ${groupLetter(group)}`;
    const day = matchday(round);
    if (day) return stage === 'Playoffs' ? `Play-off lượt ${day}` : `Vòng ${day}`;
    return ROUNDS[round]?.vi ?? round;
  },
  liveRound: 'trận trực tiếp hôm nay',
  win: (w, l, s) => `${w} thắng ${l} ${s}`,
  bigWin: (w, l, s) => `${w} đại thắng ${l} ${s}`,
  winAfterExtraTime: (w, l, s) => `${w} thắng ${l} ${s} sau hiệp phụ`,
  draw: (h, a, s) => `${h} hòa ${a} ${s}`,
  shootout: (w, l, s) => `${w} thắng ${l} trên chấm luân lưu sau trận hòa ${s}`,
  standfirst: (league, round, date, result, ht) => `${league}, ${round}, ${date}: ${result}${ht ? ` (${ht})` : ''}.`,
  halfTimeShort: (s) => `hiệp một ${s}`,
  opening: (o) => `${o.home} ${o.neutral ? 'gặp' : 'tiếp đón'} ${o.away} tại ${o.league} (${o.round}) ngày ${o.date}.`,
  finalScore: (s, et) => `Tỷ số chung cuộc ${s}${et ? ' sau hiệp phụ' : ''}.`,
  shootoutWinner: (w, s) => `${w} thắng ${s} trên chấm luân lưu.`,
  awarded: 'Kết quả do ban tổ chức xử.',
  atVenue: (v) => `Trận đấu diễn ra tại ${v}.`,
  halfTime: (s) => `Hết hiệp một, tỷ số là ${s}.`,
  comeback: (w) => `${w} đã lội ngược dòng giành chiến thắng.`,
  leadSlipped: (t) => `${t} không giữ được lợi thế dẫn trước sau hiệp một.`,
  goals: (h, hg, a, ag) => `Bàn thắng: ${h}: ${hg}. ${a}: ${ag}.`,
  noGoals: 'không có',
  penalty: ' (phạt đền)',
  ownGoal: ' (phản lưới)',
  scorerSeparator: '; ',
  tablePoints: (t, pos, pts, pl) => `${t} đứng thứ ${pos} với ${pts} điểm sau ${pl} trận`,
  tableRecord: (t, w, l) => `${t} ${w} thắng ${l} thua`,
  tableIntro: (g) => (g ? `Sau trận này, tại ${g}: ` : 'Sau trận này, trên bảng xếp hạng: '),
  form: (h, hf, a, af) => `Phong độ 5 trận trước trận đấu (mới nhất trước): ${h} ${hf}; ${a} ${af}.`,
  noForm: 'không có trận trước đó trong dữ liệu',
  result: (r) => ({ W: 'T', D: 'H', L: 'B' })[r],
  meetings: (o) =>
    `Trước trận này, hai đội đã gặp nhau ${o.played} lần trong dữ liệu: ${o.home} thắng ${o.homeWins}, ${o.away} thắng ${o.awayWins}, hòa ${o.draws}.`,
  firstMeeting: 'Đây là lần đầu hai đội gặp nhau trong dữ liệu.',
  listSeparator: ', ',
  sentenceSeparator: ' ',
};

export const REPORT_PHRASES: Record<Lang, ReportPhrases> = { zh, en, vi };
