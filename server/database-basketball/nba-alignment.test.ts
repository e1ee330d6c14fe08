import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NBA_ALIGNMENT, NBA_DIVISIONS } from './nba-alignment.ts';

const entries = Object.entries(NBA_ALIGNMENT);
const count = (test: (a: (typeof entries)[number][1]) => boolean) => entries.filter(([, a]) => test(a)).length;

describe('NBA 2022-23 alignment', () => {
  it('has 30 teams, 15 per conference', () => {
    expect(entries).toHaveLength(30);
    expect(count((a) => a.conference === 'East')).toBe(15);
    expect(count((a) => a.conference === 'West')).toBe(15);
  });

  it('has 5 teams in each of the six divisions, each division inside its conference', () => {
    for (const [conference, divisions] of Object.entries(NBA_DIVISIONS)) {
      expect(divisions).toHaveLength(3);
      for (const division of divisions) {
        expect(
          count((a) => a.division === division && a.conference === conference),
          division,
        ).toBe(5);
      }
    }
  });

  it("agrees with the seed data's teams.csv", () => {
    const file = path.resolve(import.meta.dirname, '../seed-data/basketball/nba/teams.csv');
    const [, ...lines] = readFileSync(file, 'utf8').trim().split('\n');
    const fromCsv = Object.fromEntries(
      lines.map((line) => {
        const [code, , , , , conference, division] = line.trim().split(',');
        return [code, { conference, division }];
      }),
    );
    expect(NBA_ALIGNMENT).toEqual(fromCsv);
  });
});
