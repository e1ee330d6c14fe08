import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { API_BASE } from '../../contracts/api.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { SEARCH_NAME_MAX } from '../../contracts/search.ts';
import { normalizeSearchText } from '../../server/search/normalize.ts';
import { percentile, round } from './stats.ts';

/** B12: `Search/index` over the whole database, mixed zh/en/vi queries, on one dialect. */
export interface SearchRun {
  dialect: 'sqlite' | 'postgres';
  teams: number;
  queries: number;
  /** Queries whose answer lists the team the query was made from. */
  found: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
}

const WARM_UP = 30;

/**
 * A query per team and language: the Chinese name, the English name's first word, the Vietnamese
 * name with its marks (half of them) or folded (the other half), each cut to the box's 10 characters.
 */
function queriesOf(teams: { id: number; name_zh: string; name_en: string; name_vi: string }[], count: number) {
  const queries: { teamId: number; name: string }[] = [];
  for (const [i, team] of teams.entries()) {
    const vi = i % 2 === 0 ? team.name_vi : normalizeSearchText(team.name_vi);
    for (const name of [team.name_zh, team.name_en.split(' ')[0] ?? team.name_en, vi]) {
      const cut = [...name.trim()].slice(0, SEARCH_NAME_MAX).join('').trim();
      if (cut.length >= 2) queries.push({ teamId: team.id, name: cut });
    }
  }
  // Spread over the database: every k-th query, so all three languages and all sports are in.
  const step = Math.max(1, Math.floor(queries.length / count));
  return queries.filter((_, i) => i % step === 0).slice(0, count);
}

/** Starts a server of its own on `databaseUrl` (SQLite in `dataDir` when undefined) and times the queries, one at a time. */
async function runSearchLatency(options: {
  dataDir: string;
  databaseUrl?: string;
  queries: number;
}): Promise<SearchRun> {
  const config = {
    ...loadConfig({ NODE_ENV: 'production', FEED: 'off', MEDIA: 'off', LOG_LEVEL: 'warn' }, process.cwd()),
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    redisUrl: undefined,
    port: 0,
  };
  const live = await buildApp(config, { provider: null, logger: false });
  try {
    const teams = await live.database.db
      .selectFrom('teams')
      .select(['id', 'name_zh', 'name_en', 'name_vi'])
      .orderBy('id')
      .execute();
    const queries = queriesOf(teams, options.queries);
    const ask = async (name: string) => {
      const response = await live.app.inject({ method: 'GET', url: `${API_BASE}/Search/index`, query: { name } });
      return response.json<{ code: number; data: { teams: { id: number }[] } }>();
    };
    for (const q of queries.slice(0, WARM_UP)) await ask(q.name);
    const times: number[] = [];
    let found = 0;
    for (const q of queries) {
      const began = performance.now();
      const answer = await ask(q.name);
      times.push(performance.now() - began);
      if (answer.code === 0 && answer.data.teams.some((t) => t.id === q.teamId)) found += 1;
    }
    times.sort((a, b) => a - b);
    return {
      dialect: options.databaseUrl ? 'postgres' : 'sqlite',
      teams: teams.length,
      queries: queries.length,
      found,
      latencyMs: {
        p50: round(percentile(times, 50), 1),
        p95: round(percentile(times, 95), 1),
        p99: round(percentile(times, 99), 1),
        max: round(times[times.length - 1] ?? 0, 1),
      },
    };
  } finally {
    await live.close();
  }
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * B12 on SQLite, and on PostgreSQL when TEST_DATABASE_URL names one (a scratch database made
 * and dropped here). Each run imports the shipped data first, as `npm start` does.
 */
export async function runSearchBench(queries: number): Promise<SearchRun[]> {
  const runs: SearchRun[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'live-bench-search-'));
  try {
    runs.push(await runSearchLatency({ dataDir, queries }));
    const url = process.env.TEST_DATABASE_URL;
    if (url) {
      const name = `bench_search_${process.pid}`;
      await adminQuery(url, `create database "${name}"`);
      const scoped = new URL(url);
      scoped.pathname = `/${name}`;
      try {
        runs.push(await runSearchLatency({ dataDir, databaseUrl: scoped.toString(), queries }));
      } finally {
        await adminQuery(url, `drop database if exists "${name}" with (force)`);
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return runs;
}

export function summarizeSearch(runs: SearchRun[], p95MaxMs: number) {
  if (runs.length === 0) return null;
  const ok = runs.every((r) => r.latencyMs.p95 <= p95MaxMs);
  return {
    target: `Search/index p95 <= ${p95MaxMs} ms on each dialect`,
    pass: ok,
    line: runs
      .map((r) => `${r.dialect} p95 ${r.latencyMs.p95} ms (${r.queries} queries, ${r.found} found their team)`)
      .join('; ')
      .concat(` (${ok ? 'pass' : 'miss'})`),
  };
}

export function searchMarkdown(runs: SearchRun[], s: ReturnType<typeof summarizeSearch>): string[] {
  if (!s) return [];
  return [
    '## B12 search (`Search/index` over the whole database, mixed zh/en/vi queries)',
    '',
    '| Dialect | Teams | Queries | Found their team | p50 | p95 | p99 | max | Target p95 |',
    '|---|---|---|---|---|---|---|---|---|',
    ...runs.map(
      (r) =>
        `| ${r.dialect} | ${r.teams} | ${r.queries} | ${r.found} | ${r.latencyMs.p50} ms | ${r.latencyMs.p95} ms | ${r.latencyMs.p99} ms | ${r.latencyMs.max} ms | ${s.target} |`,
    ),
    '',
  ];
}
