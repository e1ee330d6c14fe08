import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '../../contracts/account.ts';
import { API_CODE, type Envelope } from '../../contracts/api.ts';
import {
  CIRCLE_PATHS,
  CIRCLE_POST_RATE,
  CIRCLE_REPORTS_TO_HIDE,
  CIRCLE_VIDEO_UPLOAD_PATH,
  type CirclePost,
  type CircleVideoUpload,
} from '../../contracts/circles.ts';
import { COMMENT_PATHS, type Comment } from '../../contracts/comments.ts';
import { UPLOAD_TOKEN_HEADER, type UploadGrant } from '../../contracts/member.ts';
import { circleRoutes } from '../../contracts/routes/circles.ts';
import type { SearchIndexResult } from '../../contracts/search.ts';
import { runAdminCommand } from '../../server/admin/admin-commands.ts';
import { call, get, post } from '../support/accounts.ts';
import { sampleMp4, sampleWebm } from '../support/sample-videos.ts';
import { solidPng } from '../support/solid-png.ts';
import { throwAwayDatabase } from './support/pg-database.ts';
import { quickUser, quickUsers, type QuickUser } from './support/room-users.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const XSS = '<img src=x onerror="alert(1)"><script>alert("x")</script> & \'quotes\'';
const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(64, 1)]);

describe.each([
  ['sqlite', undefined],
  ['postgres', databaseUrl],
] as const)('circles: posts, videos, likes, comments and reports (%s)', (kind, url) => {
  const skip = kind === 'postgres' && !url;
  let server: TestServer;
  let scratch: Awaited<ReturnType<typeof throwAwayDatabase>> | null = null;
  let author: QuickUser;
  let reader: QuickUser;
  let circleId: number;

  const db = () => server.live.database.db;
  async function data<T>(answer: Promise<Envelope<T>>): Promise<T> {
    const result = await answer;
    expect(result.code, result.msg).toBe(0);
    return result.data;
  }
  const publish = (body: Record<string, unknown>, as: QuickUser = author) =>
    post<CirclePost>(server, CIRCLE_PATHS.insertPost, { circle_id: circleId, ...body }, as.token);
  async function grant(as: QuickUser): Promise<UploadGrant> {
    return data(post<UploadGrant>(server, ACCOUNT_PATHS.uploadToken, {}, as.token));
  }
  async function upload(as: QuickUser, bytes: Buffer = solidPng(4, 4, [200, 16, 46])): Promise<string> {
    const g = await grant(as);
    const response = await fetch(`${server.url}${g.upload_url}`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', [UPLOAD_TOKEN_HEADER]: g.token, lang: 'en' },
      body: new Uint8Array(bytes),
    });
    return (await data(response.json() as Promise<Envelope<{ url: string }>>)).url;
  }
  async function uploadVideo(
    as: QuickUser,
    bytes: Buffer,
  ): Promise<{ status: number; body: Envelope<CircleVideoUpload> }> {
    const g = await grant(as);
    const response = await fetch(`${server.url}${CIRCLE_VIDEO_UPLOAD_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', [UPLOAD_TOKEN_HEADER]: g.token, lang: 'en' },
      body: new Uint8Array(bytes),
    });
    return { status: response.status, body: (await response.json()) as Envelope<CircleVideoUpload> };
  }
  const list = (sort: 'hot' | 'new', as?: QuickUser) =>
    data(call(server, circleRoutes.postList, { circle_id: circleId, sort, limit: 50 }, as?.token));

  beforeAll(async () => {
    if (skip) return;
    scratch = url ? await throwAwayDatabase(url, 'circle_posts') : null;
    server = await startTestServer({ databaseUrl: scratch?.url });
    await db().insertInto('banned_words').values({ word: 'cheatcode', created_at: 0 }).execute();
    author = await quickUser(server);
    reader = await quickUser(server);
    const team = await db()
      .selectFrom('teams')
      .select('id')
      .where('code', '=', 'club:arsenal-fc')
      .executeTakeFirstOrThrow();
    circleId = (await data(call(server, circleRoutes.info, { team_id: team.id }))).id;
  });
  afterAll(async () => {
    await server?.close();
    await scratch?.drop();
  });

  it.skipIf(skip)(
    'needs a circle and content, takes four images and refuses a fifth with the seed’s words',
    async () => {
      expect(await publish({ circle_id: undefined, content: 'hi' })).toMatchObject({
        code: 1,
        msg: 'Please select a circle',
      });
      expect(await publish({ circle_id: 0, content: 'hi' })).toMatchObject({ code: 1, msg: 'Please select a circle' });
      expect(await publish({ content: '  ' })).toMatchObject({ code: 1, msg: 'Please enter content' });
      expect(await publish({ content: 'x'.repeat(1001) })).toMatchObject({
        code: 1,
        msg: 'A post is at most 1000 characters',
      });
      expect((await post(server, CIRCLE_PATHS.insertPost, { circle_id: circleId, content: 'hi' })).code).toBe(
        API_CODE.notLoggedIn,
      );
      const five = await Promise.all(Array.from({ length: 5 }, () => upload(author)));
      expect(await publish({ content: 'five', images: five })).toMatchObject({
        code: 1,
        msg: 'Up to 4 images per post',
      });
      expect(await publish({ content: 'bad list', images: '[1,' })).toMatchObject({
        code: 1,
        msg: 'The image list could not be read',
      });
      const theirs = await upload(reader);
      expect(await publish({ content: 'stolen', images: [theirs] })).toMatchObject({
        code: 1,
        msg: 'Post only pictures you uploaded',
      });
      const four = await data(publish({ content: '  Four from the Emirates  ', images: five.slice(0, 4) }));
      expect(four).toMatchObject({
        content: 'Four from the Emirates',
        images: five.slice(0, 4),
        video: null,
        mine: true,
      });
      expect(four.circle).toMatchObject({ id: circleId, kind: 'club' });
      expect(four.author.id).toBe(author.id);
      // Comma list and JSON string are read too.
      expect((await data(publish({ content: 'comma', images: `${five[0]}, ${five[1]}` }))).images).toHaveLength(2);
      expect((await data(call(server, circleRoutes.info, { id: circleId }))).posts).toBe(2);
      // The one search finds it by a word of its text, accents and case aside.
      const found = await data(get<SearchIndexResult>(server, 'Search/index', { name: 'EMIRATES' }));
      expect(found.posts[0]).toMatchObject({ id: four.id, circle_id: circleId, excerpt: 'Four from the Emirates' });
    },
  );

  it.skipIf(skip)('keeps text as text and masks banned words', async () => {
    const written = await data(publish({ content: `${XSS} use the CheatCode` }));
    expect(written.content).toBe(`${XSS} use the *********`);
    expect((await data(call(server, circleRoutes.postInfo, { id: written.id }))).content).toBe(written.content);
  });

  it.skipIf(skip)('takes MP4 or WebM by their bytes under 50 MB, and a video post needs its cover', async () => {
    const png = await upload(author);
    const refused = await uploadVideo(author, solidPng(8, 8, [1, 2, 3]));
    expect(refused.body).toMatchObject({ code: 1, msg: 'Please upload the correct video format (MP4 or WebM)' });
    const tooBig = await uploadVideo(author, sampleMp4(5, 50 * 1024 * 1024));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({
      code: 1,
      msg: 'Please upload the correct video format: a video must be under 50 MB',
    });
    const noGrant = await fetch(`${server.url}${CIRCLE_VIDEO_UPLOAD_PATH}`, {
      method: 'POST',
      body: new Uint8Array(sampleMp4()),
    });
    expect(((await noGrant.json()) as Envelope<unknown>).code).toBe(1);

    const mp4 = await data(uploadVideo(author, sampleMp4()).then((r) => r.body));
    expect(mp4).toMatchObject({ format: 'mp4' });
    const webm = await data(uploadVideo(author, sampleWebm()).then((r) => r.body));
    expect(webm).toMatchObject({ format: 'webm' });

    expect(await publish({ type: 'video', content: 'goal!', video: mp4.file })).toMatchObject({
      code: 1,
      msg: 'Please upload video cover',
    });
    expect(await publish({ type: 'video', content: 'goal!', cover: png })).toMatchObject({
      code: 1,
      msg: 'Please upload a video',
    });
    expect(
      await publish({ type: 'video', content: 'goal!', cover: png, video: mp4.file, images: [png] }),
    ).toMatchObject({
      code: 1,
      msg: 'A post has images or a video, not both',
    });
    const gif = await upload(author, GIF);
    expect(await publish({ type: 'video', content: 'goal!', cover: gif, video: mp4.file })).toMatchObject({
      code: 1,
      msg: 'Please upload video cover: a PNG or JPG of at most 5 MB',
    });
    const otherVideo = await data(uploadVideo(reader, sampleMp4()).then((r) => r.body));
    expect(await publish({ type: 'video', content: 'goal!', cover: png, video: otherVideo.file })).toMatchObject({
      code: 1,
      msg: 'Please upload a video',
    });

    const posted = await data(publish({ type: 'video', content: 'What a strike', cover: png, video: webm.file }));
    expect(posted.video).toMatchObject({ cover: png, format: 'webm' });
    expect(posted.images).toEqual([]);
    const served = await fetch(`${server.url}${posted.video!.url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(sampleWebm())).toBe(true);
  });

  it.skipIf(skip)(
    'counts likes and comments exactly and ranks the hot list by them, the new list by time',
    async () => {
      const quiet = await data(publish({ content: 'Quiet one' }));
      const talked = await data(publish({ content: 'Talked about' }));
      const newest = await data(publish({ content: 'Newest' }));
      const fans = await quickUsers(server, 10);
      const likes = await Promise.all(
        fans.map((f) => data(call(server, circleRoutes.likes, { id: quiet.id }, f.token))),
      );
      expect(likes.every((l) => l.liked)).toBe(true);
      expect((await data(call(server, circleRoutes.postInfo, { id: quiet.id }))).likes).toBe(10);
      const again = await data(call(server, circleRoutes.likes, { id: quiet.id }, fans[0]!.token));
      expect(again).toEqual({ liked: false, likes: 9 });

      const said = await data(
        post<Comment>(server, COMMENT_PATHS.comment, { type: 'post', id: talked.id, content: 'So true' }, reader.token),
      );
      await data(
        post(
          server,
          COMMENT_PATHS.comment,
          { type: 'post', id: talked.id, content: 'Agreed', reply_id: said.id },
          author.token,
        ),
      );
      for (const fan of fans.slice(0, 6)) {
        await data(
          post(server, COMMENT_PATHS.comment, { type: 'post', id: talked.id, content: 'Up the Arsenal' }, fan.token),
        );
      }
      const talkedNow = await data(call(server, circleRoutes.postInfo, { id: talked.id }, reader.token));
      expect(talkedNow).toMatchObject({ comments: 8, likes: 0, liked: false, mine: false });

      const hot = (await list('hot')).list.map((p) => p.id);
      expect(hot.indexOf(talked.id)).toBe(0);
      expect(hot.indexOf(quiet.id)).toBe(1);
      expect(hot.indexOf(newest.id)).toBeGreaterThan(1);
      const fresh = (await list('new')).list.map((p) => p.id);
      expect(fresh.slice(0, 3)).toEqual([newest.id, talked.id, quiet.id]);
      // Every circle's list holds them too; a like shows for the one who gave it.
      const everywhere = await data(call(server, circleRoutes.postList, { sort: 'new', limit: 5 }, fans[1]!.token));
      expect(everywhere.list.find((p) => p.id === quiet.id)).toMatchObject({ liked: true, likes: 9 });
    },
  );

  it.skipIf(skip)('lets only the author delete, taking the comments and the video with it', async () => {
    const png = await upload(author);
    const video = await data(uploadVideo(author, sampleMp4()).then((r) => r.body));
    const doomed = await data(publish({ type: 'video', content: 'Soon gone', cover: png, video: video.file }));
    await data(post(server, COMMENT_PATHS.comment, { type: 'post', id: doomed.id, content: 'Bye' }, reader.token));
    const before = (await data(call(server, circleRoutes.info, { id: circleId }))).posts;
    expect(await post(server, CIRCLE_PATHS.deletePost, { id: doomed.id }, reader.token)).toMatchObject({
      code: 1,
      msg: 'Only the author can delete this post',
    });
    await data(call(server, circleRoutes.deletePost, { id: doomed.id }, author.token));
    expect((await data(call(server, circleRoutes.info, { id: circleId }))).posts).toBe(before - 1);
    expect((await post(server, CIRCLE_PATHS.postInfo, { id: doomed.id })).code).toBe(1);
    const left = await db()
      .selectFrom('comments')
      .select('id')
      .where('kind', '=', 'post')
      .where('subject_id', '=', String(doomed.id))
      .execute();
    expect(left).toEqual([]);
    expect((await fetch(`${server.url}${doomed.video!.url}`)).status).toBe(404);
    expect(
      (await post(server, COMMENT_PATHS.comment, { type: 'post', id: doomed.id, content: 'x' }, reader.token)).msg,
    ).toBe('This post does not exist or was deleted');
  });

  it.skipIf(skip)('limits how often a member posts, refused ones not counted', async () => {
    const busy = await quickUser(server);
    expect((await publish({ content: '' }, busy)).msg).toBe('Please enter content');
    for (let i = 0; i < CIRCLE_POST_RATE.count; i++) await data(publish({ content: `Post ${i + 1}` }, busy));
    const refused = await publish({ content: 'One too many' }, busy);
    expect(refused).toMatchObject({ code: 1 });
    expect(refused.msg).toMatch(/^At most 10 posts in 10 minutes: try again in \d+ s$/);
    // Others are not held up.
    expect((await publish({ content: 'Mine is fine' }, reader)).code).toBe(0);
  });

  it.skipIf(skip)('takes one report per member, not one’s own, and hides a post reported by five', async () => {
    const poster = await quickUser(server);
    const target = await data(publish({ content: 'Reported' }, poster));
    expect(await post(server, CIRCLE_PATHS.report, { id: target.id, reason: 'spam' }, reader.token)).toMatchObject({
      code: 1,
      msg: 'Choose a reason for the report',
    });
    expect(await post(server, CIRCLE_PATHS.report, { id: target.id, reason: 'fraud' }, poster.token)).toMatchObject({
      code: 1,
      msg: 'You cannot report your own post',
    });
    await data(
      call(server, circleRoutes.report, { id: target.id, reason: 'fraud', text: 'a scam link' }, reader.token),
    );
    expect(await post(server, CIRCLE_PATHS.report, { id: target.id, reason: 'other' }, reader.token)).toMatchObject({
      code: 1,
      msg: 'You have already reported this post',
    });
    expect((await list('new')).list.map((p) => p.id)).toContain(target.id);
    const others = await quickUsers(server, CIRCLE_REPORTS_TO_HIDE - 1);
    for (const other of others)
      await data(call(server, circleRoutes.report, { id: target.id, reason: 'vulgar' }, other.token));
    expect((await list('new')).list.map((p) => p.id)).not.toContain(target.id);
    expect((await list('hot')).list.map((p) => p.id)).not.toContain(target.id);
    expect((await post(server, CIRCLE_PATHS.likes, { id: target.id }, reader.token)).code).toBe(1);
    const rows = await db()
      .selectFrom('circle_post_reports')
      .select('reason')
      .where('post_id', '=', target.id)
      .execute();
    expect(rows).toHaveLength(CIRCLE_REPORTS_TO_HIDE);

    // The moderators see it (`npm run admin -- post-reports`), and restore it or remove it.
    const listed = await runAdminCommand(db(), { name: 'post-reports', hidden: true }, 0);
    expect(listed.find((line) => line.startsWith(`#${target.id} `))).toMatch(
      /5 reports {2}HIDDEN .*fraud \("a scam link"\)/,
    );
    await runAdminCommand(db(), { name: 'restore-post', id: target.id }, 0);
    expect((await list('new')).list.map((p) => p.id)).toContain(target.id);
    await data(post(server, COMMENT_PATHS.comment, { type: 'post', id: target.id, content: 'Back' }, reader.token));
    await runAdminCommand(db(), { name: 'remove-post', id: target.id }, 0);
    expect((await list('new')).list.map((p) => p.id)).not.toContain(target.id);
    const comments = await db()
      .selectFrom('comments')
      .select('id')
      .where('subject_id', '=', String(target.id))
      .execute();
    expect(comments).toEqual([]);
    await expect(runAdminCommand(db(), { name: 'remove-post', id: target.id }, 0)).rejects.toThrow(
      `post ${target.id} does not exist`,
    );
  });
});
