/**
 * The line-ups of openfootball's Football.TXT World Cup files (`2022_full.txt`, `2026_full.txt`).
 * A line-up is written as formation lines, goalkeeper first, separated by ` - `; players within a
 * line by `,`; and each player may carry marks:
 *
 *   Argentina: Emiliano MARTINEZ [Y 125'] - Nahuel MOLINA (91' Gonzalo MONTIEL [Y 116']), ... -
 *         ... - Lionel MESSI [c], Angel DI MARIA (64' Marcos ACUNA [Y 90+8'])
 *
 * `[c]` captain; `[Y 15']` yellow card; `[R 86']` red card; `[Y/R 90+3']` second yellow; and
 * `(72' NAME)` the player went off at 72' for NAME, who may carry marks and be replaced himself,
 * nested: `(45+4' NAWAF AL ABID [Y 88'] (89' Abdulelah ALAMRI))`. A line-up may span lines.
 */

/** A minute as the source writes it: `72'` -> `{72, null}`, `90+4'` -> `{90, 4}`. */
export interface SourceMinute {
  minute: number;
  extra: number | null;
}

export type SourceCardKind = 'yellow' | 'red' | 'second_yellow';

export interface SourceCard {
  kind: SourceCardKind;
  at: SourceMinute;
}

/** One player as written, with the substitute who replaced him (if any). */
export interface SourcePlayer {
  name: string;
  captain: boolean;
  cards: SourceCard[];
  replacedBy: { at: SourceMinute; player: SourcePlayer } | null;
}

/** A team's line-up: formation lines, the goalkeeper's first. */
export type SourceLineup = SourcePlayer[][];

/** One match of a Football.TXT file with its line-ups (null where the file has none). */
export interface FullTextMatch {
  /** `YYYY-MM-DD`, as the file writes it (local to the venue). */
  date: string;
  team1: string;
  team2: string;
  lineup1: SourceLineup | null;
  lineup2: SourceLineup | null;
}

const CARD_KINDS: Record<string, SourceCardKind> = { Y: 'yellow', R: 'red', 'Y/R': 'second_yellow' };
const MINUTE = /^(\d{1,3})(?:\+(\d{1,2}))?'/;
const CARD = /^\[(Y|R|Y\/R) (\d{1,3})(?:\+(\d{1,2}))?'\]/;

function minuteOf(match: RegExpExecArray, at: number): SourceMinute {
  return { minute: Number(match[at]), extra: match[at + 1] === undefined ? null : Number(match[at + 1]) };
}

/** Parse the text after `Team:` (lines already joined or not: whitespace is folded). */
export function parseLineup(text: string): SourceLineup {
  const s = text.replace(/\s+/g, ' ').trim();
  let i = 0;
  const fail = (what: string): never => {
    throw new Error(`Line-up: ${what} at "${s.slice(i, i + 30)}" in "${s.slice(0, 40)}..."`);
  };
  const skipSpaces = () => {
    while (s[i] === ' ') i++;
  };
  const atLineBreak = (j: number) => s[j] === ' ' && s[j + 1] === '-' && (s[j + 2] === ' ' || j + 2 === s.length);

  function readName(): string {
    let j = i;
    while (j < s.length && !'[](),'.includes(s[j] as string) && !atLineBreak(j)) j++;
    const name = s.slice(i, j).trim();
    if (name === '') fail('a player name expected');
    i = j;
    return name;
  }

  function readPlayer(): SourcePlayer {
    skipSpaces();
    const player: SourcePlayer = { name: readName(), captain: false, cards: [], replacedBy: null };
    for (;;) {
      skipSpaces();
      const rest = s.slice(i);
      if (rest.startsWith('[c]')) {
        player.captain = true;
        i += 3;
      } else if (rest.startsWith('[')) {
        const card = CARD.exec(rest) ?? fail('an unknown mark');
        player.cards.push({ kind: CARD_KINDS[card[1] as string] as SourceCardKind, at: minuteOf(card, 2) });
        i += card[0].length;
      } else if (rest.startsWith('(')) {
        const minute = MINUTE.exec(rest.slice(1)) ?? fail("a substitution minute like (72' expected");
        i += 1 + minute[0].length;
        const substitute = readPlayer();
        skipSpaces();
        if (s[i] !== ')') fail('")" expected');
        i++;
        // `X (60' Y) (80' Z)` would mean Z replaced Y: whoever is on the pitch at the end of the chain.
        let last = player;
        while (last.replacedBy) last = last.replacedBy.player;
        last.replacedBy = { at: minuteOf(minute, 1), player: substitute };
      } else {
        return player;
      }
    }
  }

  const lines: SourceLineup = [[]];
  for (;;) {
    (lines[lines.length - 1] as SourcePlayer[]).push(readPlayer());
    skipSpaces();
    if (i >= s.length) return lines;
    if (s[i] === ',') i++;
    else if (s[i] === '-') {
      i++;
      lines.push([]);
    } else fail('"," or " - " expected');
  }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DATE_LINE = new RegExp(`^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (${MONTHS.join('|')}) (\\d{1,2})\\b`);
const MATCH_LINE = /^\s*(.+?)\s+v\s+(.+?)(?:\s{2,}.*)?$/;
const LABEL = /^([^\s:][^:]*):(.*)$/;

/**
 * Every match of a Football.TXT file with its date, teams and line-ups. The file's dates carry no
 * year (`Sun Dec 18 18:00 UTC+3`): `year` supplies it (a World Cup never spans a new year).
 */
export function parseFullText(text: string, year: number): FullTextMatch[] {
  const matches: FullTextMatch[] = [];
  let date: string | null = null;
  let expectMatch = false;
  let current: FullTextMatch | null = null;
  let block: { team: 1 | 2; parts: string[] } | null = null;

  const finishBlock = () => {
    if (!block || !current) return;
    const where = `${current.date} ${current.team1} v ${current.team2}`;
    let lineup: SourceLineup;
    try {
      lineup = parseLineup(block.parts.join(' '));
    } catch (error) {
      throw new Error(`${where}: ${(error as Error).message}`, { cause: error });
    }
    if (block.team === 1) current.lineup1 = lineup;
    else current.lineup2 = lineup;
    block = null;
  };

  for (const line of text.split(/\r?\n/)) {
    const day = DATE_LINE.exec(line);
    if (day) {
      finishBlock();
      const month = MONTHS.indexOf(day[1] as string) + 1;
      date = `${year}-${String(month).padStart(2, '0')}-${String(day[2]).padStart(2, '0')}`;
      expectMatch = true;
      current = null;
      continue;
    }
    if (line.trim() === '') {
      finishBlock();
      continue;
    }
    if (expectMatch && date !== null) {
      const teams = MATCH_LINE.exec(line);
      if (!teams) throw new Error(`${date}: a match line "Team v Team" expected, got "${line.trim()}"`);
      current = { date, team1: teams[1] as string, team2: teams[2] as string, lineup1: null, lineup2: null };
      matches.push(current);
      expectMatch = false;
      continue;
    }
    if (/^\s/.test(line)) {
      // A continuation: of a line-up, or of the goals, penalties or referees (not read here).
      block?.parts.push(line);
      continue;
    }
    finishBlock();
    const label = LABEL.exec(line);
    if (!label || !current) continue;
    const team = label[1] === current.team1 ? 1 : label[1] === current.team2 ? 2 : null;
    if (team !== null) block = { team, parts: [label[2] as string] };
  }
  finishBlock();
  return matches;
}

export type LineupPosition = 'GK' | 'DF' | 'MF' | 'FW';

/** One row of a team's line-up, starters first, then the substitutes who came on. */
export interface LineupEntry {
  /** 1-based: starters in the order written, then the substitutes who came on for them, then theirs. */
  ordinal: number;
  name: string;
  /** Formation line, 0 = goalkeeper; a substitute takes the line of the player he replaced. */
  line: number;
  position: LineupPosition;
  captain: boolean;
  starter: boolean;
  /** When a substitute came on, and the ordinal of the player he replaced. */
  on: SourceMinute | null;
  replaced: number | null;
  off: SourceMinute | null;
  yellow: SourceMinute | null;
  red: (SourceMinute & { secondYellow: boolean }) | null;
}

/** Goalkeeper, defenders, forwards last; every line between them is midfield. */
export function positionOf(line: number, lines: number): LineupPosition {
  if (line === 0) return 'GK';
  if (line === lines - 1) return 'FW';
  return line === 1 ? 'DF' : 'MF';
}

/** Flatten a line-up into rows: who started where, who came on for whom, cards and minutes. */
export function lineupEntries(lineup: SourceLineup): LineupEntry[] {
  const entries: LineupEntry[] = [];
  const substitutes: Array<{ player: SourcePlayer; at: SourceMinute; replaced: LineupEntry }> = [];

  const entry = (player: SourcePlayer, line: number, starter: boolean): LineupEntry => {
    const yellows = player.cards.filter((c) => c.kind === 'yellow');
    const reds = player.cards.filter((c) => c.kind !== 'yellow');
    if (yellows.length > 1 || reds.length > 1)
      throw new Error(`Line-up: ${player.name} has more cards than a player can`);
    const red = reds[0];
    return {
      ordinal: 0,
      name: player.name,
      line,
      position: positionOf(line, lineup.length),
      captain: player.captain,
      starter,
      on: null,
      replaced: null,
      off: player.replacedBy?.at ?? null,
      yellow: yellows[0]?.at ?? null,
      red: red ? { ...red.at, secondYellow: red.kind === 'second_yellow' } : null,
    };
  };

  const queue = (player: SourcePlayer, replaced: LineupEntry) => {
    if (player.replacedBy) substitutes.push({ ...player.replacedBy, replaced });
  };
  lineup.forEach((players, line) => {
    for (const player of players) {
      const row = { ...entry(player, line, true), ordinal: entries.length + 1 };
      entries.push(row);
      queue(player, row);
    }
  });
  // Queued in the order written; a substitute replaced himself queues his own substitute.
  for (let k = 0; k < substitutes.length; k++) {
    const { player, at, replaced } = substitutes[k] as (typeof substitutes)[number];
    const row = {
      ...entry(player, replaced.line, false),
      ordinal: entries.length + 1,
      on: at,
      replaced: replaced.ordinal,
    };
    entries.push(row);
    queue(player, row);
  }
  return entries;
}
