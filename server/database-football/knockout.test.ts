import { describe, expect, it } from 'vitest';
import type { FixtureRow, RoundPhase } from '../../contracts/database-football.ts';
import type { TeamNames } from '../../contracts/match-centre.ts';
import { buildBracket, settleTie } from './knockout.ts';

const club = (id: number, name: string): TeamNames => ({ id, name_zh: name, name_en: name, name_vi: name });
const [psg, liverpool, real, atletico, inter, barcelona] = [
  club(1, 'PSG'),
  club(2, 'Liverpool'),
  club(3, 'Real Madrid'),
  club(4, 'Atlético'),
  club(5, 'Inter'),
  club(6, 'Barcelona'),
];

let nextId = 0;
function leg(
  phase: RoundPhase,
  date: string,
  home: TeamNames,
  score: [number, number] | null,
  away: TeamNames,
  extra: { et?: boolean; pens?: [number, number] } = {},
): FixtureRow {
  return {
    id: ++nextId,
    round_key: phase,
    phase,
    matchday: null,
    match_date: date,
    match_time: null,
    has_time: true,
    status: score ? 'finished' : 'scheduled',
    home,
    away,
    home_score: score?.[0] ?? null,
    away_score: score?.[1] ?? null,
    home_half_score: null,
    away_half_score: null,
    home_pen_score: extra.pens?.[0] ?? null,
    away_pen_score: extra.pens?.[1] ?? null,
    extra_time: extra.et ?? false,
  };
}

describe('settleTie', () => {
  it('adds both legs from the side of the club at home first', () => {
    // Semi-final 2024-25: Barcelona 3-3 Inter, Inter 4-3 Barcelona -> Inter 7-6.
    const tie = settleTie('semifinals', [
      leg('semifinals', '2025-05-06', inter, [4, 3], barcelona),
      leg('semifinals', '2025-04-30', barcelona, [3, 3], inter),
    ]);
    expect(tie).toMatchObject({ aggregate: { first: 6, second: 7 }, winner_id: inter.id, decided_by: 'aggregate' });
    expect(tie.first.name_en).toBe('Barcelona');
    expect(tie.legs.map((l) => l.match_date)).toEqual(['2025-04-30', '2025-05-06']);
  });

  it('goes to the shoot-out of the second leg when the aggregate is level', () => {
    // Round of 16 2024-25: PSG 0-1 Liverpool, Liverpool 0-1 PSG (a.e.t.), PSG won 4-1 on penalties.
    const tie = settleTie('round_of_16', [
      leg('round_of_16', '2025-03-05', psg, [0, 1], liverpool),
      leg('round_of_16', '2025-03-11', liverpool, [0, 1], psg, { et: true, pens: [1, 4] }),
    ]);
    expect(tie).toMatchObject({
      aggregate: { first: 1, second: 1 },
      penalties: { first: 4, second: 1 },
      winner_id: psg.id,
      decided_by: 'penalties',
    });
  });

  it('credits extra time when the last leg went beyond 90 minutes', () => {
    const tie = settleTie('quarterfinals', [
      leg('quarterfinals', '2025-04-08', real, [1, 0], atletico),
      leg('quarterfinals', '2025-04-15', atletico, [2, 0], real, { et: true }),
    ]);
    expect(tie).toMatchObject({ aggregate: { first: 1, second: 2 }, winner_id: atletico.id, decided_by: 'extra_time' });
  });

  it('leaves a tie open after the first leg, with the aggregate so far', () => {
    const tie = settleTie('round_of_16', [
      leg('round_of_16', '2026-03-10', real, [2, 1], atletico),
      leg('round_of_16', '2026-03-17', atletico, null, real),
    ]);
    expect(tie).toMatchObject({ aggregate: { first: 2, second: 1 }, winner_id: null, decided_by: null });
  });

  it('settles a final in one match', () => {
    const tie = settleTie('final', [leg('final', '2025-05-31', psg, [5, 0], inter)]);
    expect(tie).toMatchObject({ aggregate: { first: 5, second: 0 }, winner_id: psg.id, decided_by: 'single_match' });
  });
});

describe('buildBracket', () => {
  it('orders each round by the slots its winners take in the next', () => {
    const rounds = buildBracket([
      leg('semifinals', '2025-04-29', real, [0, 1], psg),
      leg('semifinals', '2025-04-30', barcelona, [3, 3], inter),
      leg('semifinals', '2025-05-06', inter, [4, 3], barcelona),
      leg('semifinals', '2025-05-07', psg, [2, 1], real),
      leg('final', '2025-05-31', inter, [0, 5], psg),
    ]);
    expect(rounds.map((r) => r.phase)).toEqual(['semifinals', 'final']);
    // The final has Inter first (at home in the data): Inter's semi-final comes first.
    expect(rounds[0]!.ties.map((t) => `${t.first.name_en}-${t.second.name_en}`)).toEqual([
      'Barcelona-Inter',
      'Real Madrid-PSG',
    ]);
    expect(rounds[1]!.ties[0]!.winner_id).toBe(psg.id);
  });
});
