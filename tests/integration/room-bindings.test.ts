import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../contracts/api.ts';
import { PROTOCOL_VERSION, isDataFrame, type DataFrame, type MatchListPayload } from '../../contracts/live-protocol.ts';
import type { LiveMatch } from '../../contracts/match.ts';
import { LIVE_STATUS } from '../../contracts/room.ts';
import { newAnchor } from './support/room-users.ts';
import { openClient, startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Streams meet scores: a live room bound to a match stamps the match's row with `room_id`, as an
 * ordinary versioned delta on the socket, and clears it when the broadcast ends.
 */

const snapshot = async (server: TestServer) =>
  ((await (await fetch(`${server.url}/api/live/snapshot?channel=football`)).json()) as Envelope<{ list: LiveMatch[] }>)
    .data.list;

const roomOf = async (server: TestServer, matchId: number) =>
  (await snapshot(server)).find((m) => m.id === matchId)?.room_id ?? 0;

describe('room bindings', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ provider: undefined, env: { FEED_CONTROL: '1', FEED_QUIET: '1' } });
  });
  afterAll(async () => server?.close());

  /** Changes a room as the broadcast lifecycle and the anchor's calls do, and lets the leader look (it also polls). */
  const setRoom = async (
    roomId: number,
    fields: { live_status?: number; match_id?: number | null; followers?: number },
  ) => {
    await server.live.database.db.updateTable('rooms').set(fields).where('id', '=', roomId).execute();
    await server.live.leader()!.rooms.refresh();
  };
  /** The mirror serving the snapshot hears of the leader's change over the bus. */
  const settled = { timeout: 5_000 };

  it('carries the live room of a match to the socket and the snapshot, and clears it when it ends', async () => {
    const [first, second] = (await snapshot(server)).filter((m) => !m.room_id);
    const anchor = await newAnchor(server);
    const client = await openClient(server.wsUrl);
    client.send({ type: 'register', info: 'web', protocol: PROTOCOL_VERSION });
    client.send({ type: 'resume', channel: 'football', epoch: null, seq: 0 });
    await client.next((f) => f.code === 0 && 'type' in f && f.type === 'snapshot_required');

    // Bound but not live: nothing to watch yet.
    await setRoom(anchor.roomId, { match_id: first!.id });
    expect(await roomOf(server, first!.id)).toBe(0);

    await setRoom(anchor.roomId, { live_status: LIVE_STATUS.live });
    const stamped = await client.next(
      (f): f is DataFrame =>
        isDataFrame(f) && ((f.data as MatchListPayload).list ?? []).some((d) => d.id === first!.id && d.room_id),
    );
    const delta = (stamped.data as MatchListPayload).list.find((d) => d.id === first!.id)!;
    expect(delta).toMatchObject({ room_id: anchor.roomId, v: first!.v + 1 });
    expect(delta.event).toBeUndefined();
    await expect.poll(() => roomOf(server, first!.id), settled).toBe(anchor.roomId);

    // A more followed room on the same match is the one offered.
    const other = await newAnchor(server);
    await setRoom(other.roomId, { live_status: LIVE_STATUS.live, match_id: first!.id, followers: 50 });
    await expect.poll(() => roomOf(server, first!.id), settled).toBe(other.roomId);
    await setRoom(other.roomId, { live_status: LIVE_STATUS.ended });
    await expect.poll(() => roomOf(server, first!.id), settled).toBe(anchor.roomId);

    // The anchor moves the broadcast to another match: the first is cleared, the second stamped.
    await setRoom(anchor.roomId, { match_id: second!.id });
    await expect.poll(() => roomOf(server, second!.id), settled).toBe(anchor.roomId);
    expect(await roomOf(server, first!.id)).toBe(0);

    await setRoom(anchor.roomId, { live_status: LIVE_STATUS.ended });
    await expect.poll(() => roomOf(server, second!.id), settled).toBe(0);
    client.close();
  });
});
