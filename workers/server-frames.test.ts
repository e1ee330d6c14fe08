import { afterEach, describe, expect, it } from 'vitest';
import type { LiveMatch } from '../contracts/match.ts';
import { parseSnapshotEnvelope } from './real-deps.ts';
import { parseServerFrame } from './server-frames.ts';
import type { EngineHarness } from './test-support/engine-harness.ts';
import { recordBatches, settle, startEngine } from './test-support/engine-harness.ts';
import { makeMatch, matchFrame, minuteDelta } from './test-support/fixtures.ts';
import { goLive } from './test-support/live-scenarios.ts';

describe('parseServerFrame', () => {
  it('refuses text that is not a frame', () => {
    expect(parseServerFrame('not json')).toBeNull();
    expect(parseServerFrame('[1,2]')).toBeNull();
    expect(parseServerFrame('{"code":0,"type":"welcome"}')).toBeNull();
    expect(
      parseServerFrame('{"code":100,"channel":"curling","epoch":"e","seq":1,"data":{"type":"curling","list":[]}}'),
    ).toBeNull();
    expect(parseServerFrame(JSON.stringify(matchFrame('football', 'e1', 0, [])))).toBeNull();
  });

  it('keeps the seq of a frame whose payload does not belong to its channel, without its rows', () => {
    const frame = { ...matchFrame('football', 'e1', 4, [minuteDelta(1, 2, 11)]), channel: 'basketball' };
    expect(parseServerFrame(JSON.stringify(frame))).toEqual(matchFrame('basketball', 'e1', 4, []));
  });

  it('keeps a data frame but drops its malformed rows', () => {
    const frame = matchFrame('football', 'e1', 3, [minuteDelta(1, 2, 11)]);
    const text = JSON.stringify({ ...frame, data: { ...frame.data, list: [{ id: 'x' }, ...frame.data.list] } });
    expect(parseServerFrame(text)).toEqual(frame);
  });
});

describe('a malformed frame in the stream', () => {
  let h: EngineHarness;
  afterEach(async () => {
    await h.engine.dispose();
  });

  it('is skipped without breaking the sequence', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1)]);
    h.socket.clearSent();
    h.socket.onmessage?.('{broken');
    const frame = matchFrame('football', 'e1', 1, [minuteDelta(1, 2, 11)]);
    h.socket.serve({ ...frame, data: { ...frame.data, list: [{ nonsense: true }] } });
    h.socket.serve(matchFrame('football', 'e1', 2, [minuteDelta(1, 2, 12)]));
    const rec = recordBatches();
    h.engine.subscribe('tab', { kind: 'matches', sport: 'football' }, rec.callback);
    await settle(1);
    expect((rec.batches[0]?.rows as LiveMatch[])[0]).toMatchObject({ v: 2, minute: 12 });
    expect(h.socket.sentOf('resume')).toEqual([]);
    expect(h.errors.map((e) => e.context)).toEqual(['socket']);
  });
});

describe('parseSnapshotEnvelope', () => {
  it('reads a snapshot and drops rows that are not whole', () => {
    const { sport: _sport, ...row } = makeMatch(1);
    const body = { code: 0, msg: '', data: { channel: 'football', epoch: 'e1', seq: 4, list: [row, { id: 2 }] } };
    expect(parseSnapshotEnvelope('football', body)).toEqual({
      channel: 'football',
      epoch: 'e1',
      seq: 4,
      list: [makeMatch(1)],
    });
  });

  it('keeps a row’s football statistics and drops a row whose statistics are malformed', () => {
    const stats = {
      shots: [9, 4],
      on_target: [3, 1],
      possession: [58, 42],
      fouls: [6, 8],
      offsides: [1, 2],
      saves: [1, 2],
      free_kicks: [10, 7],
    };
    const { sport: _sport, ...row } = makeMatch(1);
    const body = {
      code: 0,
      msg: '',
      data: {
        channel: 'football',
        epoch: 'e1',
        seq: 4,
        list: [
          { ...row, stats },
          { ...row, id: 2, stats: { shots: 'x' } },
        ],
      },
    };
    expect(parseSnapshotEnvelope('football', body).list).toEqual([{ ...makeMatch(1), stats }]);
  });

  it('refuses an error envelope or another channel', () => {
    expect(() => parseSnapshotEnvelope('football', { code: 1, msg: 'busy', data: null })).toThrow(/busy/);
    const other = { code: 0, msg: '', data: { channel: 'esports', epoch: 'e1', seq: 1, list: [] } };
    expect(() => parseSnapshotEnvelope('football', other)).toThrow(/channel/);
  });
});
