import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROTOCOL_VERSION,
  type ControlFrame,
  type DataFrame,
  type ServerFrame,
} from '../../contracts/live-protocol.ts';
import { fixture, openClient, startTestServer, type TestServer } from './support/test-server.ts';

const errorFrame = (f: ServerFrame): f is Extract<ControlFrame, { type: 'error' }> =>
  f.code === 0 && f.type === 'error';

describe('bad input', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    server.live.leader()!.store.apply({ fixtures: [fixture(7)], removed: [], changes: [], odds: [] });
  });
  afterAll(async () => server.close());

  it('answers a frame that is not JSON, and one of an unknown type, with an error frame', async () => {
    const client = await openClient(server.wsUrl);
    client.send('{not json');
    expect(await client.next(errorFrame)).toMatchObject({ error: 'bad_json' });
    client.frames.length = 0;
    client.send(JSON.stringify({ type: 'teleport' }));
    expect(await client.next(errorFrame)).toMatchObject({ error: 'bad_frame' });
    client.frames.length = 0;
    client.send(JSON.stringify({ type: 'resume', channel: 'football', epoch: null, seq: -4 }));
    expect((await client.next(errorFrame)).message).toMatch(/^seq:/);
    client.close();
  });

  it('closes a socket that sends a frame over 64 KiB', async () => {
    const client = await openClient(server.wsUrl);
    const closed = new Promise<number>((resolve) => client.socket.once('close', (code) => resolve(code)));
    client.send('x'.repeat(65 * 1024));
    expect(await closed).toBe(1009);
  });

  it('survives 10,000 malformed frames and keeps serving everyone else', async () => {
    const watcher = await openClient(server.wsUrl);
    watcher.send({ type: 'register', info: 'web', protocol: PROTOCOL_VERSION });
    watcher.send({ type: 'resume', channel: 'football', epoch: null, seq: 0 });
    await watcher.next((f) => f.code === 0 && f.type === 'snapshot_required');

    const junk = [
      '',
      'null',
      '[]',
      '{"type":1}',
      '\u0000\u0001',
      '{"type":"resume","channel":"../../etc"}',
      '{"type":"register","info":"x"}',
    ];
    let sent = 0;
    let closedByServer = 0;
    while (sent < 10_000) {
      const abuser = await openClient(server.wsUrl);
      const closed = new Promise<void>((resolve) => abuser.socket.once('close', () => resolve()));
      for (let i = 0; i < 200 && sent < 10_000; i++, sent++) abuser.send(junk[sent % junk.length]!);
      await closed; // the server cuts off an abusive socket
      closedByServer++;
    }
    expect(sent).toBe(10_000);
    expect(closedByServer).toBeGreaterThan(1);

    const health = await fetch(`${server.url}/health`);
    expect(((await health.json()) as { status: string }).status).toBe('ok');
    server.live.leader()!.store.apply({
      fixtures: [],
      removed: [],
      odds: [],
      changes: [{ id: 7, fields: { away_score: 1 }, event: { kind: 'goal', side: 'away', at: '50' } }],
    });
    const frame = await watcher.next((f): f is DataFrame => f.code === 100 && 'seq' in f);
    expect(frame.data.list[0]).toMatchObject({ id: 7, away_score: 1 });
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    const rejects = [...metrics.matchAll(/^live_socket_rejects_total\{reason="[a-z_]+"\} (\d+)/gm)].reduce(
      (n, m) => n + Number(m[1]),
      0,
    );
    expect(rejects).toBeGreaterThan(1000);
    watcher.close();
  });
});

describe('HTTP contract', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  const call = async (path: string, init?: RequestInit) =>
    (await fetch(`${server.url}${path}`, init)).json() as Promise<{ code: number; msg: string; data: unknown }>;

  it('matches call paths case-insensitively and wraps data in the envelope', async () => {
    const a = await call('/api/universal/getSystemConfig');
    const b = await call('/api/Universal/GETSYSTEMCONFIG');
    expect(a.code).toBe(0);
    expect(b).toEqual(a);
    expect(a.data).toMatchObject({
      websocket: expect.stringMatching(/^ws:\/\/.+\/ws$/),
      CountryCode: expect.arrayContaining([expect.objectContaining({ code: '86' })]),
    });
  });

  it('names the bad field with code 1, for query, JSON and form bodies', async () => {
    expect(await call('/api/live/snapshot?channel=nope')).toMatchObject({
      code: 1,
      msg: expect.stringMatching(/^channel:/),
    });
    expect(
      await call('/api/hot_match/msgGetSimple', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"match_id":"abc"}',
      }),
    ).toMatchObject({ code: 1, msg: expect.stringMatching(/^match_id:/) });
    expect(
      await call('/api/hot_match/msgGetSimple', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'match_id=-1',
      }),
    ).toMatchObject({ code: 1, msg: expect.stringMatching(/^match_id:/) });
  });

  it('answers malformed JSON and unknown calls with code 1, never a 500', async () => {
    const res = await fetch(`${server.url}/api/hot_match/all_match`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"type":',
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { code: number }).code).toBe(1);
    expect(await call('/api/no_such/call')).toMatchObject({ code: 1, msg: expect.stringContaining('no_such/call') });
  });

  it('serves health and Prometheus metrics', async () => {
    await call('/api/hot_match/recommend');
    const text = await (await fetch(`${server.url}/metrics`)).text();
    for (const name of [
      'live_sockets_open',
      'live_frames_sent_total',
      'feed_updates_total',
      'http_request_duration_seconds_bucket',
    ]) {
      expect(text).toContain(name);
    }
  });
});
