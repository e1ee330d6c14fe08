import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROTOCOL_VERSION,
  type ControlFrame,
  type DataFrame,
  type ServerFrame,
} from '../../contracts/live-protocol.ts';
import { fixture, openClient, startTestServer, type TestServer } from './support/test-server.ts';

const isData = (f: ServerFrame): f is DataFrame => f.code === 100 && 'seq' in f;
const control =
  <T extends ControlFrame['type']>(type: T) =>
  (f: ServerFrame): f is Extract<ControlFrame, { type: T }> =>
    f.code === 0 && f.type === type;
const dataSeq =
  (seq: number) =>
  (f: ServerFrame): f is DataFrame =>
    isData(f) && f.seq === seq;

describe('live socket', () => {
  let server: TestServer;
  const store = () => server.live.leader()!.store;
  const goal = (id: number, home: number) =>
    store().apply({
      fixtures: [],
      removed: [],
      odds: [],
      changes: [{ id, fields: { home_score: home }, event: { kind: 'goal', side: 'home', at: '30' } }],
    });

  beforeAll(async () => {
    server = await startTestServer();
    store().apply({ fixtures: [fixture(101), fixture(102)], removed: [], changes: [], odds: [] });
  });
  afterAll(async () => server.close());

  it('welcomes a versioned client and asks it to take a snapshot first', async () => {
    const client = await openClient(server.wsUrl);
    client.send({ type: 'register', info: 'web', protocol: PROTOCOL_VERSION });
    const welcome = await client.next(control('welcome'));
    expect(welcome.epoch).toBe(store().epoch);
    client.send({ type: 'resume', channel: 'football', epoch: null, seq: 0 });
    const required = await client.next(control('snapshot_required'));
    expect(required.channel).toBe('football');

    const response = await fetch(`${server.url}/api/live/snapshot?channel=football`);
    const body = (await response.json()) as { code: number; data: { seq: number; list: { id: number; v: number }[] } };
    expect(body.code).toBe(0);
    expect(body.data.list.map((m) => m.id).sort()).toEqual([101, 102]);
    const seq = body.data.seq;

    goal(101, 1);
    const frame = await client.next(dataSeq(seq + 1));
    expect(frame.data).toMatchObject({
      type: 'football',
      list: [{ id: 101, v: 2, home_score: 1, event: { kind: 'goal' } }],
    });
    client.close();
  });

  it('replays exactly the missed frames after a reconnect, in order', async () => {
    const first = await openClient(server.wsUrl);
    first.send({ type: 'register', info: 'web', protocol: PROTOCOL_VERSION });
    const { epoch } = await first.next(control('welcome'));
    const seqBefore = (
      (await (await fetch(`${server.url}/api/live/snapshot?channel=football`)).json()) as { data: { seq: number } }
    ).data.seq;
    first.close();

    goal(102, 1);
    goal(102, 2);
    goal(101, 2);

    const second = await openClient(server.wsUrl);
    second.send({ type: 'register', info: 'web', protocol: PROTOCOL_VERSION });
    second.send({ type: 'resume', channel: 'football', epoch, seq: seqBefore });
    const resumed = await second.next(control('resumed'));
    const replayed = second.frames.filter(isData);
    expect(replayed.map((f) => f.seq)).toEqual([seqBefore + 1, seqBefore + 2, seqBefore + 3]);
    expect(resumed).toMatchObject({ from: seqBefore + 1, to: seqBefore + 3 });
    expect(replayed.map((f) => f.data.list[0])).toMatchObject([
      { id: 102, home_score: 1 },
      { id: 102, home_score: 2 },
      { id: 101, home_score: 2 },
    ]);
    second.close();
  });

  it('answers an old epoch with snapshot_required, never a partial replay', async () => {
    const client = await openClient(server.wsUrl);
    client.send({ type: 'register', info: 'web', protocol: PROTOCOL_VERSION });
    client.send({ type: 'resume', channel: 'football', epoch: 'an-old-epoch', seq: 1 });
    await client.next(control('snapshot_required'));
    expect(client.frames.filter(isData)).toHaveLength(0);
    client.close();
  });

  it('gives a seed client every channel live after register, and pong to heartbeat', async () => {
    const client = await openClient(server.wsUrl);
    client.send({ type: 'register', info: 'web' });
    client.send({ type: 'toggle', company_id: 2 });
    client.send({ type: 'heartbeat', ts: 1 });
    await client.next(control('pong'));
    goal(101, 3);
    const frame = await client.next((f): f is DataFrame => isData(f) && f.channel === 'football');
    expect(frame.data.list[0]).toMatchObject({ id: 101, home_score: 3 });
    client.close();
  });

  it('answers classify with the leagues of the sport', async () => {
    const client = await openClient(server.wsUrl);
    client.send({ type: 'classify', classify_type: 0 });
    const notice = await client.next((f) => f.code === 100 && !('seq' in f));
    expect(notice).toMatchObject({ data: { type: 'classify', list: [{ id: 1, name_en: 'EPL' }] } });
    client.close();
  });

  it('refuses a socket from a foreign origin', async () => {
    await expect(openClient(server.wsUrl, { origin: 'https://evil.example' })).rejects.toThrow(/403/);
  });
});
