import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../contracts/api.ts';
import type { LiveMatch } from '../../contracts/match.ts';
import { LIVE_STATUS, type Page } from '../../contracts/room.ts';
import {
  VIDEO_LIBRARY_PATHS as P,
  type VideoCategory,
  type VideoCategoryList,
  type VideoReaction,
} from '../../contracts/video-library.ts';
import { VIDEO_PATHS, VIDEO_UPLOAD_PATH, type Video, type VideoUpload } from '../../contracts/videos.ts';
import { ACCOUNT_PATHS } from '../../contracts/account.ts';
import { UPLOAD_TOKEN_HEADER, type UploadGrant } from '../../contracts/member.ts';
import { createClipMaker } from '../../server/videos/highlight-clips.ts';
import { findFfmpeg } from '../../server/videos/video-ffmpeg.ts';
import { get, post } from '../support/accounts.ts';
import { throwAwayDatabase } from './support/pg-database.ts';
import { newAnchor, newUser, quickUsers, type QuickUser } from './support/room-users.ts';
import { latestKickOff, startTestServer, type TestServer } from './support/test-server.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const ffmpeg = findFfmpeg(process.env.FFMPEG_PATH || 'ffmpeg');
if (!ffmpeg) console.warn('video-library.test.ts: ffmpeg not found, the highlight clip case is skipped');

/** The tests' scripted feed (FEED_CONTROL=1). */
const drive = async (server: TestServer, id: number, body: Record<string, unknown>) => {
  const response = await fetch(`${server.url}/test/feed/matches/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope<LiveMatch | null>;
};

describe.each([
  ['sqlite', undefined],
  ['postgres', databaseUrl],
] as const)('video library (%s)', (kind, url) => {
  const skip = kind === 'postgres' && !url;
  let server: TestServer;
  let scratch: Awaited<ReturnType<typeof throwAwayDatabase>> | null = null;
  let dataDir: string;
  let anchor: QuickUser & { roomId: number };
  let viewer: QuickUser;
  let leagueId: number;
  const ids: Record<string, number> = {};
  const db = () => server.live.database.db;

  const addVideo = async (values: {
    title: string;
    source: 'broadcast' | 'upload' | 'highlight';
    sport?: string | null;
    league_id?: number | null;
    views?: number;
    user_id?: number;
  }) =>
    (
      await db()
        .insertInto('videos')
        .values({
          user_id: values.user_id ?? anchor.id,
          title: values.title,
          source: values.source,
          broadcast_id: null,
          format: 'mp4',
          file: `${values.title.replace(/\W/g, '')}-${Math.random().toString(16).slice(2)}.mp4`,
          views: values.views ?? 0,
          created_at: 1_700_000_000,
          sport: values.sport ?? null,
          league_id: values.league_id ?? null,
          match_id: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    if (skip) return;
    scratch = url ? await throwAwayDatabase(url, 'video_library') : null;
    dataDir = mkdtempSync(path.join(tmpdir(), 'video-library-'));
    server = await startTestServer({
      databaseUrl: scratch?.url,
      dataDir,
      provider: undefined,
      env: { FEED_CONTROL: '1', FEED_QUIET: '1' },
    });
    anchor = await newAnchor(server);
    viewer = await newUser(server);
    leagueId = (await db().selectFrom('leagues').select('id').where('sport', '=', 'football').executeTakeFirstOrThrow())
      .id;
    ids.derby = await addVideo({
      title: 'Derby 100% night',
      source: 'broadcast',
      sport: 'football',
      league_id: leagueId,
      views: 5,
    });
    ids.upload = await addVideo({ title: 'Training drills', source: 'upload', sport: 'football', views: 9 });
    ids.hoops = await addVideo({ title: 'Hoops recap', source: 'upload', sport: 'basketball', views: 1 });
  });
  afterAll(async () => {
    await server?.close();
    await scratch?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it.skipIf(skip)('answers every new call with the envelope and refuses bad input with code 1', async () => {
    const bad: [string, 'get' | 'post', Record<string, string | number>][] = [
      [P.videoList, 'get', { category: 'league:abc' }],
      [P.videoList, 'get', { sort: 'loudest' }],
      [P.getList, 'post', { page: 0 }],
      [P.userPostList, 'get', { user_id: 'x' }],
      [P.allList, 'get', { group: 'colour' }],
      [P.addMyClassification, 'post', { key: 'kind:film' }],
      [P.addMyClassification, 'post', { key: '' }],
      [P.recommend, 'get', { id: -1 }],
      [P.search, 'get', { keyword: '' }],
      [P.search, 'get', { keyword: 'x'.repeat(21) }],
      [P.rank, 'get', { by: 'comments' }],
      [P.likes, 'post', { id: 'one' }],
      [P.favorites, 'post', { id: ids.derby!, favorite: 7 }],
    ];
    for (const [callPath, method, params] of bad) {
      const answer =
        method === 'get'
          ? await get(server, callPath, params, viewer.token)
          : await post(server, callPath, params, viewer.token);
      expect(answer, `${callPath} ${JSON.stringify(params)}`).toMatchObject({ code: 1, data: null });
      expect(answer.msg).not.toBe('');
    }
    // Unknown videos, and visitors on the calls that need a login.
    expect(await post(server, P.likes, { id: 987_654 }, viewer.token)).toMatchObject({
      code: 1,
      msg: 'This video does not exist',
    });
    expect(await get(server, P.recommend, { id: 987_654 })).toMatchObject({ code: 1 });
    for (const callPath of [P.getList, P.myClassification, P.likes, P.favorites, P.addMyClassification]) {
      expect((await post(server, callPath, { id: ids.derby!, key: 'kind:upload' })).code, callPath).toBe(700);
    }
    // And the good calls answer `code 0` with their data.
    for (const [callPath, query] of [
      [P.videoList, {}],
      [P.userPostList, { user_id: anchor.id }],
      [P.classification, {}],
      [P.allList, { group: 'league' }],
      [P.recommend, {}],
      [P.search, { keyword: 'derby' }],
      [P.rank, {}],
    ] as const) {
      expect((await get(server, callPath, query)).code, callPath).toBe(0);
    }
  });

  it.skipIf(skip)('lists by category and sort, searches within videos and ranks them', async () => {
    const list = async (query: Record<string, string | number>) =>
      (await get<Page<Video>>(server, P.videoList, query)).data.list.map((v) => v.id);
    expect(await list({ category: `league:${leagueId}` })).toEqual([ids.derby]);
    expect(await list({ category: 'sport:football', sort: 'views' })).toEqual([ids.upload, ids.derby]);
    expect(await list({ category: 'kind:upload' })).toEqual([ids.hoops, ids.upload]);
    expect(await list({ category: `anchor:${viewer.id}` })).toEqual([]);

    const groups = (await get<VideoCategoryList[]>(server, P.classification)).data;
    expect(groups.map((g) => g.group)).toEqual(['sport', 'league', 'anchor', 'kind']);
    const sports = groups.find((g) => g.group === 'sport')!.list;
    expect(sports.map((c) => [c.key, c.count])).toEqual([
      ['sport:football', 2],
      ['sport:basketball', 1],
    ]);
    const league = groups.find((g) => g.group === 'league')!.list[0]!;
    expect(league).toMatchObject({ key: `league:${leagueId}`, count: 1 });
    expect(league.names.en).not.toBe('');

    const search = async (keyword: string) =>
      (await get<Page<Video>>(server, P.search, { keyword })).data.list.map((v) => v.id);
    expect(await search('DERBY night')).toEqual([ids.derby]);
    // LIKE's wildcards are the characters themselves.
    expect(await search('100%')).toEqual([ids.derby]);
    expect(await search('%')).toEqual([ids.derby]);
    expect(await search('_')).toEqual([]);

    const rank = (await get<Video[]>(server, P.rank, { by: 'views', limit: 3 })).data.map((v) => v.id);
    expect(rank).toEqual([ids.upload, ids.derby, ids.hoops]);
    // Next videos: the same league first, never the video itself.
    const next = (await get<Video[]>(server, P.recommend, { id: ids.derby!, limit: 2 })).data.map((v) => v.id);
    expect(next).not.toContain(ids.derby);
    expect(next).toHaveLength(2);
    expect((await get<Page<Video>>(server, P.userPostList, { user_id: anchor.id })).data.total).toBe(3);
  });

  it.skipIf(skip)('keeps my categories per user', async () => {
    const add = (key: string, more: Record<string, unknown> = {}) =>
      post<VideoCategory[]>(server, P.addMyClassification, { key, ...more }, viewer.token);
    expect((await add(`league:${leagueId}`)).data.map((c) => c.key)).toEqual([`league:${leagueId}`]);
    expect((await add(`league:${leagueId}`)).data).toHaveLength(1);
    const mine = (await add('kind:highlight')).data;
    expect(mine.map((c) => [c.key, c.count]).sort()).toEqual([
      ['kind:highlight', 0],
      [`league:${leagueId}`, 1],
    ]);
    expect((await post<VideoCategory[]>(server, P.myClassification, {}, anchor.token)).data).toEqual([]);
    expect((await add('kind:highlight', { add: 0 })).data.map((c) => c.key)).toEqual([`league:${leagueId}`]);
  });

  it.skipIf(skip)('counts likes and favourites exactly under concurrency', async () => {
    const users = await quickUsers(server, 24);
    const id = ids.hoops!;
    const like = (user: QuickUser, more: Record<string, unknown> = {}) =>
      post<VideoReaction>(server, P.likes, { id, ...more }, user.token);
    const answers = await Promise.all(users.map((u) => like(u, { like: 1 })));
    expect(answers.every((a) => a.code === 0)).toBe(true);
    const counted = async () =>
      db().selectFrom('videos').select(['likes', 'favorites']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number((await counted()).likes)).toBe(24);
    // One user asking many times at once likes once.
    await Promise.all(Array.from({ length: 10 }, () => like(viewer, { like: 1 })));
    expect(Number((await counted()).likes)).toBe(25);
    // Half take theirs back at once (twice each): exactly half goes.
    await Promise.all(users.slice(0, 12).flatMap((u) => [like(u, { like: 0 }), like(u, { like: 0 })]));
    expect(Number((await counted()).likes)).toBe(13);
    const rows = await db().selectFrom('video_likes').select('user_id').where('video_id', '=', id).execute();
    expect(rows).toHaveLength(13);
    // Toggles: on, off.
    expect((await like(anchor)).data).toMatchObject({ on: true, likes: 14 });
    expect((await like(anchor)).data).toMatchObject({ on: false, likes: 13 });

    const favourite = (user: QuickUser, more: Record<string, unknown> = {}) =>
      post<VideoReaction>(server, P.favorites, { id, ...more }, user.token);
    await Promise.all([...users, ...users].map((u) => favourite(u, { favorite: 1 })));
    expect(Number((await counted()).favorites)).toBe(24);
    const seen = (await get<Video>(server, VIDEO_PATHS.info, { id }, viewer.token)).data;
    expect(seen).toMatchObject({ likes: 13, favorites: 24, liked: true, favorited: false });
  });

  it.skipIf(skip)('lists the caller’s favourites, newest first', async () => {
    const fan = await newUser(server);
    for (const id of [ids.derby!, ids.upload!]) {
      expect((await post<VideoReaction>(server, P.favorites, { id }, fan.token)).data.on).toBe(true);
      // Favourites made in the same second keep the order they were made in (then by id).
      await db()
        .updateTable('video_favorites')
        .set({ created_at: id === ids.derby ? 1_700_000_000 : 1_700_000_100 })
        .where('user_id', '=', fan.id)
        .where('video_id', '=', id)
        .execute();
    }
    const page = (await post<Page<Video>>(server, P.getList, {}, fan.token)).data;
    expect(page.list.map((v) => v.id)).toEqual([ids.upload, ids.derby]);
    expect(page.list.every((v) => v.favorited)).toBe(true);
    await post(server, P.favorites, { id: ids.upload!, favorite: 0 }, fan.token);
    expect((await post<Page<Video>>(server, P.getList, {}, fan.token)).data.total).toBe(1);
  });

  it.skipIf(skip)('counts a view once a day per viewer', async () => {
    const view = () => post<{ views: number }>(server, VIDEO_PATHS.addView, { id: ids.hoops! }, viewer.token);
    const first = (await view()).data.views;
    expect((await view()).data.views).toBe(first);
  });

  it.skipIf(skip || !ffmpeg)('takes a cover frame for an upload posted without one (needs ffmpeg)', async () => {
    const file = path.join(dataDir, 'cover-source.mp4');
    const made = spawnSync(process.env.FFMPEG_PATH || 'ffmpeg', [
      ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=3:size=160x120:rate=10'],
      ...['-pix_fmt', 'yuv420p', '-movflags', '+faststart', file],
    ]);
    expect(made.status, made.stderr?.toString()).toBe(0);
    const grant = (await post<UploadGrant>(server, ACCOUNT_PATHS.uploadToken, {}, anchor.token)).data.token;
    const uploaded = (await (
      await fetch(`${server.url}${VIDEO_UPLOAD_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'video/mp4', [UPLOAD_TOKEN_HEADER]: grant },
        body: new Uint8Array(readFileSync(file)),
      })
    ).json()) as Envelope<VideoUpload>;
    expect(uploaded.code, uploaded.msg).toBe(0);
    const posted = await post<Video>(
      server,
      VIDEO_PATHS.insert,
      { title: 'No cover', file: uploaded.data.file },
      anchor.token,
    );
    expect(posted.data).toMatchObject({ cover: '', source: 'upload', sport: 'football' });
    const cover = async () => (await get<Video>(server, VIDEO_PATHS.info, { id: posted.data.id })).data.cover;
    await expect.poll(cover, { timeout: 15_000 }).toMatch(/^\/media\/videos\/cover-\d+\.jpg$/);
    const image = await fetch(`${server.url}${await cover()}`);
    expect(Buffer.from(await image.arrayBuffer()).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  // On PostgreSQL too: live match ids are past 32 bits, and migration 014 made the columns bigint.
  it.skipIf(skip || !ffmpeg)(
    'cuts a highlight clip of a goal scored while a bound broadcast recorded (needs ffmpeg)',
    async () => {
      const snapshot = (
        (await (await fetch(`${server.url}/api/live/snapshot?channel=football`)).json()) as Envelope<{
          list: LiveMatch[];
        }>
      ).data.list;
      const upcoming = latestKickOff(snapshot);
      expect((await drive(server, upcoming.id, { event: 'kickoff' })).code).toBe(0);

      // The anchor is live on the match (as the broadcast lifecycle leaves a room), recording since 8 s ago.
      const startMs = Date.now() - 8_000;
      const broadcastId = (
        await db()
          .insertInto('broadcasts')
          .values({
            room_id: anchor.roomId,
            title: 'Live match',
            match_id: upcoming.id,
            started_at: Math.floor(startMs / 1000),
            ended_at: null,
            recording: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      await db()
        .updateTable('rooms')
        .set({ live_status: LIVE_STATUS.live, match_id: upcoming.id, broadcast_id: broadcastId })
        .where('id', '=', anchor.roomId)
        .execute();

      const scored = await drive(server, upcoming.id, { event: 'goal', side: 'away' });
      expect(scored.code).toBe(0);
      const marks = () =>
        db().selectFrom('video_goal_marks').selectAll().where('broadcast_id', '=', broadcastId).execute();
      await expect.poll(async () => (await marks()).length, { timeout: 5_000 }).toBe(1);
      expect((await marks())[0]).toMatchObject({
        match_id: upcoming.id,
        score: '0-1',
        side: 'away',
        status: 'pending',
      });

      // The broadcast ends with a 30-second recording named by its start, as the media node keeps it.
      const recording = `live/${anchor.roomId}/${startMs}.flv`;
      const recordingsDir = path.join(dataDir, 'recordings');
      mkdirSync(path.dirname(path.join(recordingsDir, recording)), { recursive: true });
      const made = spawnSync(process.env.FFMPEG_PATH || 'ffmpeg', [
        ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=30:size=160x120:rate=10'],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-f', 'flv'],
        path.join(recordingsDir, recording),
      ]);
      expect(made.status, made.stderr?.toString()).toBe(0);
      await db()
        .updateTable('broadcasts')
        .set({ ended_at: Math.floor(startMs / 1000) + 30, recording, recording_bytes: 1 })
        .where('id', '=', broadcastId)
        .execute();
      await db().updateTable('rooms').set({ live_status: LIVE_STATUS.ended }).where('id', '=', anchor.roomId).execute();

      const clips = createClipMaker({
        db: db(),
        ffmpeg,
        recordingsDir,
        videosDir: path.join(dataDir, 'videos'),
        now: Date.now,
        log: () => undefined,
      });
      await clips.sweep();
      await clips.sweep();
      await clips.close();

      const [mark] = await marks();
      expect(mark).toMatchObject({ status: 'done' });
      const highlights = (await get<Page<Video>>(server, P.videoList, { category: 'kind:highlight' })).data.list;
      expect(highlights).toHaveLength(1);
      const clip = highlights[0]!;
      expect(clip).toMatchObject({
        id: mark!.video_id,
        source: 'highlight',
        format: 'mp4',
        author: { id: anchor.id },
        sport: 'football',
        league: { id: upcoming.league_id },
        match_id: upcoming.id,
        goal: { match_id: upcoming.id, side: 'away', home_score: 0, away_score: 1 },
      });
      expect(clip.goal!.home.en).toBe(upcoming.home_team_name_en);
      // 8 s into the recording: from its start to 10 s after the goal.
      expect(clip.duration_s).toBeGreaterThanOrEqual(17);
      expect(clip.duration_s).toBeLessThanOrEqual(19);
      expect(clip.cover).toMatch(/^\/media\/videos\/clip-\d+\.jpg$/);
      expect(existsSync(path.join(dataDir, 'videos', path.basename(clip.cover)))).toBe(true);
      const served = await fetch(`${server.url}${clip.play_url}`, { headers: { range: 'bytes=0-7' } });
      expect(served.status).toBe(206);
      expect(
        Buffer.from(await served.arrayBuffer())
          .subarray(4, 8)
          .toString('latin1'),
      ).toBe('ftyp');
      // Found by a team's name in another language than the stored title's.
      const found = await get<Page<Video>>(server, P.search, { keyword: upcoming.away_team_name_en.slice(0, 20) });
      expect(found.data.list.map((v) => v.id)).toContain(clip.id);
      // In the match's league list.
      const inLeague = (await get<Page<Video>>(server, P.videoList, { category: `league:${upcoming.league_id}` })).data;
      expect(inLeague.list.map((v) => v.id)).toContain(clip.id);
    },
    60_000,
  );
});
