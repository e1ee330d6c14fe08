import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lineupEntries, parseFullText, parseLineup, positionOf } from './world-cup-lineups.ts';
import type { LineupEntry } from './world-cup-lineups.ts';

const WORLD_CUP = join(import.meta.dirname, '..', 'seed-data', 'football', 'worldcup');
const readFull = (year: number) => readFileSync(join(WORLD_CUP, String(year), `${year}_full.txt`), 'utf8');

// The 2022 final as 2022_full.txt writes it (CRLF line ends), with its goals and shoot-out blocks.
const FINAL = [
  '▪ Final',
  'Sun Dec 18 18:00 UTC+3 @ Lusail Stadium, Al Daayen, Att: 88966',
  '  Argentina v France  3-3 a.e.t., 4-2 pen.',
  "     (Lionel MESSI 23'(p), 108', Angel DI MARIA 36';",
  "      Kylian MBAPPE 80'(p), 81', 118'(p))",
  '',
  'Penalties: 0-1 Kylian MBAPPE, 1-1 Lionel MESSI,',
  '               Kingsley COMAN (missed), 2-1 Paulo DYBALA,',
  '           3-2 Randal KOLO MUANI, 4-2 Gonzalo MONTIEL',
  '',
  "Argentina: Emiliano MARTINEZ [Y 125'] - Nicolas TAGLIAFICO (120+1' Paulo DYBALA),",
  "      Cristian ROMERO, Nicolas OTAMENDI, Nahuel MOLINA (91' Gonzalo MONTIEL [Y 116']) -",
  "      Rodrigo DE PAUL (102' Leandro PAREDES [Y 114']), Alexis MAC ALLISTER (116' German PEZZELLA),",
  "      Enzo FERNANDEZ [Y 45+7'] - Julian ALVAREZ (102' Lautaro MARTINEZ), Lionel MESSI [c],",
  "      Angel DI MARIA (64' Marcos ACUNA [Y 90+8'])",
  "France: Hugo LLORIS [c] - Raphael VARANE (113' Ibrahima KONATE), Jules KOUNDE (120+1' Axel DISASI),",
  "      Dayot UPAMECANO, Theo HERNANDEZ (71' Eduardo CAMAVINGA) - Antoine GRIEZMANN (71' Kingsley COMAN),",
  "      Aurelien TCHOUAMENI, Adrien RABIOT [Y 55'] (96' Youssouf Fofana) - Olivier GIROUD [Y 90+5'] (41' Marcus THURAM [Y 87']),",
  "      Kylian MBAPPE, Ousmane DEMBELE (41' Randal KOLO MUANI)",
  '',
  'Refs: Szymon MARCINIAK (POL), Pawel SOKOLNICKI (POL), Tomasz LISTKIEWICZ (POL)',
  '',
].join('\r\n');

const byName = (entries: LineupEntry[], name: string): LineupEntry => {
  const entry = entries.find((e) => e.name === name);
  if (!entry) throw new Error(`${name} not in the line-up`);
  return entry;
};

describe('parseLineup', () => {
  it('reads formation lines, the captain and a card from one line', () => {
    const lineup = parseLineup("Raul RANGEL - Cesar MONTES [c] [R 90+2'], Johan VASQUEZ - Erik LIRA - Raul JIMENEZ");
    expect(lineup.map((line) => line.map((p) => p.name))).toEqual([
      ['Raul RANGEL'],
      ['Cesar MONTES', 'Johan VASQUEZ'],
      ['Erik LIRA'],
      ['Raul JIMENEZ'],
    ]);
    expect(lineup[1]?.[0]).toEqual({
      name: 'Cesar MONTES',
      captain: true,
      cards: [{ kind: 'red', at: { minute: 90, extra: 2 } }],
      replacedBy: null,
    });
  });

  it('keeps hyphens inside names apart from the line separator', () => {
    const lineup = parseLineup(
      "Koen CASTEELS - Nathan NGOY [R 66'] - Kevin DE BRUYNE (87' Matias FERNANDEZ-PARDO) - Andre-Frank ZAMBO ANGUISSA",
    );
    expect(lineup.map((line) => line.map((p) => p.name))).toEqual([
      ['Koen CASTEELS'],
      ['Nathan NGOY'],
      ['Kevin DE BRUYNE'],
      ['Andre-Frank ZAMBO ANGUISSA'],
    ]);
    expect(lineup[2]?.[0]?.replacedBy?.player.name).toBe('Matias FERNANDEZ-PARDO');
  });

  it('reads a yellow then a second yellow on one player (Aboubakar, Cameroon v Brazil 2022)', () => {
    const [, , , forwards] = parseLineup(
      "Devis EPASSY - Christopher WOOH - Andre-Frank ZAMBO ANGUISSA - Vincent ABOUBAKAR [c] [Y 81'] [Y/R 90+3'], Eric Maxim CHOUPO-MOTING",
    );
    expect(forwards?.[0]).toMatchObject({
      name: 'Vincent ABOUBAKAR',
      captain: true,
      cards: [
        { kind: 'yellow', at: { minute: 81, extra: null } },
        { kind: 'second_yellow', at: { minute: 90, extra: 3 } },
      ],
    });
    expect(forwards?.[1]?.name).toBe('Eric Maxim CHOUPO-MOTING');
  });

  it('nests a substitute who is booked and then replaced himself (Saudi Arabia v Argentina 2022)', () => {
    const lineup = parseLineup(
      "MOHAMMED ALOWAIS [Y 90+2'] - ALI ALBULAYHI [Y 75'] - SALMAN ALFARAJ [c] (45+4' NAWAF AL ABID [Y 88'] (89' Abdulelah ALAMRI)), ABDULELAH ALMALKI [Y 67'] - FERAS ALBRIKAN",
    );
    const alfaraj = lineup[2]?.[0];
    expect(alfaraj?.captain).toBe(true);
    expect(alfaraj?.replacedBy?.at).toEqual({ minute: 45, extra: 4 });
    const alAbid = alfaraj?.replacedBy?.player;
    expect(alAbid).toMatchObject({
      name: 'NAWAF AL ABID',
      cards: [{ kind: 'yellow', at: { minute: 88, extra: null } }],
    });
    expect(alAbid?.replacedBy).toMatchObject({ at: { minute: 89, extra: null }, player: { name: 'Abdulelah ALAMRI' } });
    expect(lineup[2]?.[1]?.name).toBe('ABDULELAH ALMALKI');
  });

  it('reads a second substitution written after the first as replacing the substitute', () => {
    const keeper = parseLineup("A KEEPER (60' B KEEPER) (80' C KEEPER)")[0]?.[0];
    expect(keeper?.replacedBy).toMatchObject({
      at: { minute: 60 },
      player: { name: 'B KEEPER', replacedBy: { at: { minute: 80 }, player: { name: 'C KEEPER' } } },
    });
  });

  it('names the place of a malformed line-up', () => {
    expect(() => parseLineup("Hugo LLORIS [c] - Raphael VARANE (abc' X)")).toThrow(/substitution minute.*abc/);
    expect(() => parseLineup("Hugo LLORIS [Z 12'] - X")).toThrow(/unknown mark/);
    expect(() => parseLineup("Hugo LLORIS (12' X - Y")).toThrow(/"\)" expected/);
    expect(() => parseLineup('Hugo LLORIS - , X')).toThrow(/player name expected/);
  });
});

describe('parseFullText', () => {
  it('reads the date, teams and both line-ups of the 2022 final across CRLF lines', () => {
    const [final] = parseFullText(FINAL, 2022);
    expect(final).toMatchObject({ date: '2022-12-18', team1: 'Argentina', team2: 'France' });
    expect(final?.lineup1?.map((line) => line.length)).toEqual([1, 4, 3, 3]);
    expect(final?.lineup2?.map((line) => line.length)).toEqual([1, 4, 3, 3]);
    expect(final?.lineup1?.[3]?.map((p) => p.name)).toEqual(['Julian ALVAREZ', 'Lionel MESSI', 'Angel DI MARIA']);
  });

  it('keeps matches without line-ups and unknown teams (N.N.) without line-ups', () => {
    const text = [
      '▪ Quarter-final',
      'Thu Jul 9 16:00 UTC-4 @ Boston Stadium, Boston',
      '  France v Morocco',
      'Refs: Facundo TELLO (ARG)',
      '▪ Final',
      'Sun Jul 19 15:00 UTC-4 @ New York/New Jersey Stadium, New Jersey',
      '  N.N. v   N.N.',
    ].join('\n');
    expect(parseFullText(text, 2026)).toEqual([
      { date: '2026-07-09', team1: 'France', team2: 'Morocco', lineup1: null, lineup2: null },
      { date: '2026-07-19', team1: 'N.N.', team2: 'N.N.', lineup1: null, lineup2: null },
    ]);
  });

  it('says which match a malformed line-up belongs to', () => {
    const broken = FINAL.replace("(64' Marcos ACUNA", '(64 Marcos ACUNA');
    expect(() => parseFullText(broken, 2022)).toThrow(/^2022-12-18 Argentina v France: Line-up: a substitution/);
  });

  it.each([
    [2022, 64, 64],
    [2026, 104, 96],
  ])('reads every %i line-up: 11 starters, one goalkeeper, one captain', (year, matches, withLineups) => {
    const parsed = parseFullText(readFull(year), year);
    expect(parsed).toHaveLength(matches);
    const lineups = parsed.flatMap((m) => [m.lineup1, m.lineup2]).filter((l) => l !== null);
    expect(lineups).toHaveLength(withLineups * 2);
    for (const lineup of lineups) {
      const entries = lineupEntries(lineup);
      expect(entries.filter((e) => e.starter)).toHaveLength(11);
      expect(entries.filter((e) => e.starter && e.position === 'GK')).toHaveLength(1);
      expect(entries.filter((e) => e.captain)).toHaveLength(1);
      // Five substitutions, a sixth in extra time, and a concussion substitute at most.
      expect(entries.length - 11).toBeLessThanOrEqual(7);
    }
  });
});

describe('lineupEntries', () => {
  const [final] = parseFullText(FINAL, 2022);
  const argentina = lineupEntries(final?.lineup1 ?? []);
  const france = lineupEntries(final?.lineup2 ?? []);

  it('lists the starters by line with positions, then the substitutes who came on', () => {
    expect(argentina.filter((e) => e.starter).map((e) => [e.ordinal, e.name, e.position])).toEqual([
      [1, 'Emiliano MARTINEZ', 'GK'],
      [2, 'Nicolas TAGLIAFICO', 'DF'],
      [3, 'Cristian ROMERO', 'DF'],
      [4, 'Nicolas OTAMENDI', 'DF'],
      [5, 'Nahuel MOLINA', 'DF'],
      [6, 'Rodrigo DE PAUL', 'MF'],
      [7, 'Alexis MAC ALLISTER', 'MF'],
      [8, 'Enzo FERNANDEZ', 'MF'],
      [9, 'Julian ALVAREZ', 'FW'],
      [10, 'Lionel MESSI', 'FW'],
      [11, 'Angel DI MARIA', 'FW'],
    ]);
    expect(byName(argentina, 'Lionel MESSI')).toMatchObject({ captain: true, off: null, yellow: null, red: null });
    expect(argentina.filter((e) => !e.starter).map((e) => [e.name, e.on, e.replaced])).toEqual([
      ['Paulo DYBALA', { minute: 120, extra: 1 }, 2],
      ['Gonzalo MONTIEL', { minute: 91, extra: null }, 5],
      ['Leandro PAREDES', { minute: 102, extra: null }, 6],
      ['German PEZZELLA', { minute: 116, extra: null }, 7],
      ['Lautaro MARTINEZ', { minute: 102, extra: null }, 9],
      ['Marcos ACUNA', { minute: 64, extra: null }, 11],
    ]);
  });

  it('gives a substitute the line of the player he replaced, with his own card', () => {
    expect(byName(argentina, 'Angel DI MARIA').off).toEqual({ minute: 64, extra: null });
    expect(byName(argentina, 'Marcos ACUNA')).toMatchObject({
      line: 3,
      position: 'FW',
      starter: false,
      yellow: { minute: 90, extra: 8 },
      off: null,
    });
    expect(byName(argentina, 'Enzo FERNANDEZ').yellow).toEqual({ minute: 45, extra: 7 });
  });

  it('keeps a card shown after the player went off (Giroud, booked on the bench)', () => {
    expect(byName(france, 'Olivier GIROUD')).toMatchObject({
      off: { minute: 41, extra: null },
      yellow: { minute: 90, extra: 5 },
    });
    expect(byName(france, 'Marcus THURAM')).toMatchObject({ on: { minute: 41, extra: null }, yellow: { minute: 87 } });
  });

  it('follows a chain of substitutes and a second yellow', () => {
    const entries = lineupEntries(
      parseLineup(
        "MOHAMMED ALOWAIS - ALI ALBULAYHI - SALMAN ALFARAJ [c] (45+4' NAWAF AL ABID [Y 88'] (89' Abdulelah ALAMRI)) - Vincent ABOUBAKAR [Y 81'] [Y/R 90+3']",
      ),
    );
    expect(entries.map((e) => [e.ordinal, e.name, e.on, e.off, e.replaced])).toEqual([
      [1, 'MOHAMMED ALOWAIS', null, null, null],
      [2, 'ALI ALBULAYHI', null, null, null],
      [3, 'SALMAN ALFARAJ', null, { minute: 45, extra: 4 }, null],
      [4, 'Vincent ABOUBAKAR', null, null, null],
      [5, 'NAWAF AL ABID', { minute: 45, extra: 4 }, { minute: 89, extra: null }, 3],
      [6, 'Abdulelah ALAMRI', { minute: 89, extra: null }, null, 5],
    ]);
    expect(entries[4]).toMatchObject({ line: 2, position: 'MF', yellow: { minute: 88, extra: null } });
    expect(entries[3]).toMatchObject({
      yellow: { minute: 81, extra: null },
      red: { minute: 90, extra: 3, secondYellow: true },
    });
  });

  it('refuses a player with two reds', () => {
    expect(() => lineupEntries(parseLineup("A KEEPER [R 10'] [R 20'] - B - C - D"))).toThrow(/more cards/);
  });

  it('calls the lines between defence and attack midfield', () => {
    expect([0, 1, 2, 3, 4].map((line) => positionOf(line, 5))).toEqual(['GK', 'DF', 'MF', 'MF', 'FW']);
  });
});
