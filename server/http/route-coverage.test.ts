import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, GET, GET_POST, returns } from '../../contracts/route-definition.ts';
import { allRoutes } from '../../contracts/route-table.ts';
import { buildApp, type LiveApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { NON_CONTRACT_ROUTES } from './non-contract-routes.ts';
import { checkRouteCoverage, type ServedRoute } from './route-coverage.ts';

const listed = defineRoute({
  path: 'demo/listed',
  methods: GET_POST,
  login: false,
  params: z.object({}),
  result: returns<null>(),
});
const unserved = defineRoute({
  path: 'demo/unserved',
  methods: GET,
  login: false,
  params: z.object({}),
  result: returns<null>(),
});

describe('route coverage check', () => {
  it('names a served call the table does not hold, and a table entry nobody serves', () => {
    const served: ServedRoute[] = [
      { method: ['GET', 'POST'], url: '/api/Demo/Listed' },
      { method: 'HEAD', url: '/api/demo/listed' },
      { method: 'POST', url: '/api/demo/sneaky' },
      { method: 'GET', url: '/uploads/*' },
    ];
    expect(checkRouteCoverage(served, [listed, unserved], NON_CONTRACT_ROUTES)).toEqual({
      notInTable: ['POST /api/demo/sneaky'],
      noHandler: ['GET demo/unserved'],
    });
  });

  it('names a method the table does not allow', () => {
    const served: ServedRoute[] = [{ method: ['GET', 'POST'], url: '/api/demo/unserved' }];
    expect(checkRouteCoverage(served, [unserved], []).notInTable).toEqual(['POST /api/demo/unserved']);
  });
});

describe('the server and the route table', () => {
  const served: ServedRoute[] = [];
  let live: LiveApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'route-coverage-'));
    const config = {
      ...loadConfig({ NODE_ENV: 'test' }),
      dataDir,
      webRoot: path.join(dataDir, 'no-web'),
      port: 0,
      media: 'off' as const,
    };
    live = await buildApp(config, { provider: null, onRoute: (route) => served.push(route) });
    await live.app.ready();
    // Building the app imports the seed data: slow on a busy machine.
  }, 120_000);

  afterAll(async () => {
    await live.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('serves every call of the table and no call outside it', () => {
    expect(served.length).toBeGreaterThan(100);
    expect(checkRouteCoverage(served, allRoutes(), NON_CONTRACT_ROUTES)).toEqual({ notInTable: [], noHandler: [] });
  });

  it('says truly which calls need a login', async () => {
    const wrong: string[] = [];
    for (const route of allRoutes()) {
      const method = route.methods.includes('POST') ? 'POST' : 'GET';
      const answer = await live.app.inject({
        method,
        url: `/api/${route.path}`,
        payload: method === 'POST' ? {} : undefined,
      });
      const { code } = answer.json<{ code: number }>();
      // A visitor asking a login call hears 700 (or, first, what is wrong with the parameters); so
      // does one asking an `own` call for their own (no one named).
      if (route.login ? code === 0 || (code !== 700 && code !== 1) : code === 700) wrong.push(`${route.path} ${code}`);
    }
    expect(wrong).toEqual([]);
  });

  it('holds each call path once', () => {
    const paths = allRoutes().map((r) => r.path.toLowerCase());
    expect(paths.length - new Set(paths).size).toBe(0);
  });
});
