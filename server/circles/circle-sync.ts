import type { Kysely } from 'kysely';
import type { CircleKind, CircleNames } from '../../contracts/circles.ts';
import type { DB, SportCode } from '../db/schema.ts';
import { normalizeSearchText } from '../search/normalize.ts';

/**
 * Makes sure every club, national team and league of the data has its circle, and the topic
 * circles exist. Run at start-up after the import (the migration only makes the tables): a new
 * team gets its circle, a renamed one its new names; circles are never removed here, so posts
 * and members stay. Idempotent, and safe when two processes start at once (insert on conflict
 * of the code does nothing).
 */

interface WantedCircle {
  code: string;
  kind: CircleKind;
  sport: SportCode;
  ref_id: number | null;
  name: CircleNames;
  /** Every name the circle goes by (short names too), for search. */
  aliases: string[];
}

/** Topic circles: talk that is about no one team. */
export const TOPIC_CIRCLES: readonly { key: string; sport: SportCode; name: CircleNames }[] = [
  { key: 'transfers', sport: 'football', name: { zh: '转会传闻', en: 'Transfer talk', vi: 'Tin chuyển nhượng' } },
  { key: 'tactics', sport: 'football', name: { zh: '战术板', en: 'Tactics board', vi: 'Bàn chiến thuật' } },
  {
    key: 'basketball',
    sport: 'basketball',
    name: { zh: '篮球茶馆', en: 'Basketball talk', vi: 'Bàn chuyện bóng rổ' },
  },
  {
    key: 'esports',
    sport: 'esports',
    name: { zh: '电竞广场', en: 'E-sports square', vi: 'Quảng trường thể thao điện tử' },
  },
  { key: 'predictions', sport: 'football', name: { zh: '赛前预测', en: 'Match predictions', vi: 'Dự đoán trận đấu' } },
];

const NAME_COLUMNS = ['name_zh', 'name_en', 'name_vi', 'short_name_zh', 'short_name_en', 'short_name_vi'] as const;

/** The circle kind of a team by its natural key (`nation:ARG` is a national team; clubs, NBA and e-sports teams are clubs). */
export function teamCircleKind(code: string): CircleKind {
  return code.startsWith('nation:') ? 'nation' : 'club';
}

export function searchTextOf(names: readonly string[]): string {
  return [...new Set(names.map(normalizeSearchText).filter((n) => n !== ''))].join('\n');
}

async function wantedCircles(db: Kysely<DB>): Promise<WantedCircle[]> {
  const [teams, leagues] = await Promise.all([
    db
      .selectFrom('teams')
      .select(['id', 'code', 'sport', ...NAME_COLUMNS])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('leagues')
      .select(['id', 'sport', ...NAME_COLUMNS])
      .orderBy('id')
      .execute(),
  ]);
  const named = (r: Record<(typeof NAME_COLUMNS)[number], string>) => ({
    name: { zh: r.name_zh, en: r.name_en, vi: r.name_vi },
    aliases: NAME_COLUMNS.map((c) => r[c]),
  });
  return [
    ...leagues.map((l) => ({
      code: `league:${l.id}`,
      kind: 'league' as const,
      sport: l.sport,
      ref_id: l.id,
      ...named(l),
    })),
    ...teams.map((t) => ({
      code: `team:${t.id}`,
      kind: teamCircleKind(t.code),
      sport: t.sport,
      ref_id: t.id,
      ...named(t),
    })),
    ...TOPIC_CIRCLES.map((t) => ({
      code: `topic:${t.key}`,
      kind: 'topic' as const,
      sport: t.sport,
      ref_id: null,
      name: t.name,
      aliases: [t.name.zh, t.name.en, t.name.vi],
    })),
  ];
}

/** Rows written per statement (well under both dialects' parameter limits). */
const CHUNK = 100;

/** Brings the circles in line with the teams and leagues; returns how many were added and renamed. */
export async function syncCircles(db: Kysely<DB>, nowS: number): Promise<{ added: number; renamed: number }> {
  const wanted = await wantedCircles(db);
  const existing = new Map(
    (await db.selectFrom('circles').select(['code', 'name_zh', 'name_en', 'name_vi', 'search_text']).execute()).map(
      (r) => [r.code, r],
    ),
  );
  const rowOf = (w: WantedCircle) => ({
    code: w.code,
    kind: w.kind,
    sport: w.sport,
    ref_id: w.ref_id,
    name_zh: w.name.zh,
    name_en: w.name.en,
    name_vi: w.name.vi,
    search_text: searchTextOf(w.aliases),
  });
  const missing = wanted.filter((w) => !existing.has(w.code)).map(rowOf);
  const renamed = wanted.map(rowOf).filter((row) => {
    const had = existing.get(row.code);
    return (
      had !== undefined &&
      (had.name_zh !== row.name_zh ||
        had.name_en !== row.name_en ||
        had.name_vi !== row.name_vi ||
        had.search_text !== row.search_text)
    );
  });
  if (missing.length === 0 && renamed.length === 0) return { added: 0, renamed: 0 };
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < missing.length; i += CHUNK) {
      await trx
        .insertInto('circles')
        .values(missing.slice(i, i + CHUNK).map((row) => ({ ...row, created_at: nowS })))
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
    }
    for (const row of renamed) {
      await trx
        .updateTable('circles')
        .set({ name_zh: row.name_zh, name_en: row.name_en, name_vi: row.name_vi, search_text: row.search_text })
        .where('code', '=', row.code)
        .execute();
    }
  });
  return { added: missing.length, renamed: renamed.length };
}
