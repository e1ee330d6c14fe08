import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '../../contracts/account.ts';
import { API_CODE, type Envelope } from '../../contracts/api.ts';
import { COMMENT_MAX, COMMENT_RATE } from '../../contracts/comments.ts';
import {
  DYNAMIC_CONTENT_MAX,
  DYNAMIC_PATHS,
  type Dynamic,
  type DynamicComment,
  type DynamicCommentPage,
  type DynamicPage,
  type LikeState,
} from '../../contracts/dynamics.ts';
import { UPLOAD_TOKEN_HEADER, type UploadGrant } from '../../contracts/member.ts';
import { get, post } from '../support/accounts.ts';
import { throwAwayDatabase } from './support/pg-database.ts';
import { makeAnchor, quickUser, quickUsers, type QuickUser } from './support/room-users.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe.each([
  ['sqlite', undefined],
  ['postgres', databaseUrl],
] as const)('streamer dynamics (%s)', (kind, url) => {
  const skip = kind === 'postgres' && !url;
  let server: TestServer;
  let scratch: Awaited<ReturnType<typeof throwAwayDatabase>> | null = null;
  let anchor: QuickUser & { roomId: number };
  let viewer: QuickUser;

  const db = () => server.live.database.db;
  async function data<T>(call: Promise<Envelope<T>>): Promise<T> {
    const result = await call;
    expect(result.code, result.msg).toBe(0);
    return result.data;
  }
  const publish = (body: Record<string, unknown>, as: QuickUser = anchor) =>
    post<Dynamic>(server, DYNAMIC_PATHS.insert, body, as.token);
  const postList = (query: Record<string, number>, as?: QuickUser) =>
    data(get<DynamicPage>(server, DYNAMIC_PATHS.userPostList, query, as?.token));
  async function upload(as: QuickUser): Promise<string> {
    const grant = await data(post<UploadGrant>(server, ACCOUNT_PATHS.uploadToken, {}, as.token));
    const response = await fetch(`${server.url}${grant.upload_url}`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', [UPLOAD_TOKEN_HEADER]: grant.token, lang: 'en' },
      body: new Uint8Array(PNG),
    });
    const envelope = (await response.json()) as Envelope<{ url: string }>;
    expect(envelope.code, envelope.msg).toBe(0);
    return envelope.data.url;
  }

  beforeAll(async () => {
    if (skip) return;
    scratch = url ? await throwAwayDatabase(url, 'dynamics') : null;
    server = await startTestServer({ databaseUrl: scratch?.url });
    // Before any call, so the cached word list has it from the first load.
    await db().insertInto('banned_words').values({ word: 'cheatcode', created_at: 0 }).execute();
    const user = await quickUser(server);
    anchor = { ...user, roomId: await makeAnchor(server, user.id) };
    viewer = await quickUser(server);
  });
  afterAll(async () => {
    await server?.close();
    await scratch?.drop();
  });

  it.skipIf(skip)('lets only anchors post, within the limits, with their own images only', async () => {
    expect(await publish({ content: 'hello' }, viewer)).toMatchObject({
      code: 1,
      msg: 'Only anchors can post dynamics: apply to become an anchor first',
    });
    expect(await publish({ content: 'x'.repeat(DYNAMIC_CONTENT_MAX + 1) })).toMatchObject({
      code: 1,
      msg: `A post is at most ${DYNAMIC_CONTENT_MAX} characters`,
    });
    expect(await publish({ content: '   ' })).toMatchObject({ code: 1, msg: 'Write something or add an image' });

    const theirs = await upload(viewer);
    expect(await publish({ content: 'stolen', images: [theirs] })).toMatchObject({
      code: 1,
      msg: 'Upload the images first (PNG or JPG, at most 5 MB); only your own uploads can be posted',
    });
    // Named as the anchor's, never uploaded.
    const missing = `/uploads/u${anchor.id}-${'cd'.repeat(12)}.png`;
    expect((await publish({ content: 'ghost', images: missing })).code).toBe(1);
    const mine = await upload(anchor);
    expect((await publish({ content: 'many', images: Array(10).fill(mine) })).code).toBe(0); // repeats kept once
    const ten = await Promise.all(Array.from({ length: 10 }, () => upload(anchor)));
    expect(await publish({ content: 'many', images: ten })).toMatchObject({
      code: 1,
      msg: 'A post has at most 9 images',
    });
    expect(await publish({ content: 'bad', images: '[1,2' })).toMatchObject({
      code: 1,
      msg: 'The image list could not be read',
    });
  });

  it.skipIf(skip)('takes images as an array, a JSON string or a comma list, and masks banned words', async () => {
    const [a, b] = [await upload(anchor), await upload(anchor)];
    const asArray = await data(publish({ content: '  Derby tonight  ', images: [a, b] }));
    expect(asArray).toMatchObject({ content: 'Derby tonight', images: [a, b], anchor_id: anchor.id });
    expect(asArray).toMatchObject({ room_id: anchor.roomId, likes: 0, comments: 0, liked: false, mine: true });
    expect((await data(publish({ content: 'json', images: JSON.stringify([b, a]) }))).images).toEqual([b, a]);
    expect((await data(publish({ content: 'comma', images: `${a}, ${b}` }))).images).toEqual([a, b]);
    expect((await data(publish({ content: '', images: a }))).content).toBe('');
    expect((await data(publish({ content: 'Use the CheatCode now' }))).content).toBe('Use the ********* now');
  });

  it.skipIf(skip)('lists an anchor’s posts newest first and paged, by room, anchor or own', async () => {
    const other = await quickUser(server);
    const otherRoom = await makeAnchor(server, other.id);
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) ids.push((await data(publish({ content: `post ${i}` }, other))).id);
    const newestFirst = [...ids].reverse();

    const byRoom = await postList({ room_id: otherRoom, limit: 2 });
    expect(byRoom).toMatchObject({ total: 5, page: 1, limit: 2 });
    const pages = [byRoom.list];
    for (let page = 2; page <= 3; page++) pages.push((await postList({ room_id: otherRoom, page, limit: 2 })).list);
    expect(pages.flat().map((d) => d.id)).toEqual(newestFirst);
    expect((await postList({ anchor_id: other.id })).list.map((d) => d.content)).toEqual(
      newestFirst.map((_, i) => `post ${5 - i}`),
    );
    const own = await postList({}, other);
    expect(own.list.map((d) => d.id)).toEqual(newestFirst);
    expect(own.list.every((d) => d.mine)).toBe(true);
    expect((await postList({ anchor_id: other.id }, viewer)).list.some((d) => d.mine)).toBe(false);
    expect((await get(server, DYNAMIC_PATHS.userPostList, { room_id: 987_654 })).msg).toBe('This room does not exist');
    expect((await get(server, DYNAMIC_PATHS.userPostList, { anchor_id: other.id, limit: 51 })).code).toBe(1);
  });

  it.skipIf(skip)('deletes a post for its author only, with a clear refusal otherwise', async () => {
    const dynamic = await data(publish({ content: 'to delete' }));
    await data(post(server, DYNAMIC_PATHS.comment, { id: dynamic.id, content: 'first' }, viewer.token));
    expect(await post(server, DYNAMIC_PATHS.deletePost, { id: dynamic.id }, viewer.token)).toMatchObject({
      code: 1,
      msg: 'You can only delete your own posts',
    });
    expect(await post(server, DYNAMIC_PATHS.deletePost, { id: 987_654 }, anchor.token)).toMatchObject({
      code: 1,
      msg: 'This post does not exist or was deleted',
    });
    expect(await data(post(server, DYNAMIC_PATHS.deletePost, { id: dynamic.id }, anchor.token))).toBeNull();
    expect((await get(server, DYNAMIC_PATHS.info, { id: dynamic.id })).msg).toBe(
      'This post does not exist or was deleted',
    );
    const comments = await db()
      .selectFrom('comments')
      .select('id')
      .where('kind', '=', 'dynamic')
      .where('subject_id', '=', String(dynamic.id))
      .execute();
    expect(comments).toHaveLength(0);
  });

  it.skipIf(skip)('keeps the like count exact under 50 concurrent toggles, twice', async () => {
    const dynamic = await data(publish({ content: 'like me' }));
    const fans = await quickUsers(server, 50);
    const toggleAll = () =>
      Promise.all(fans.map((f) => data(post<LikeState>(server, DYNAMIC_PATHS.likes, { id: dynamic.id }, f.token))));
    const likedRows = async () =>
      Number(
        (
          await db()
            .selectFrom('dynamic_likes')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('dynamic_id', '=', dynamic.id)
            .executeTakeFirstOrThrow()
        ).n,
      );

    const first = await toggleAll();
    expect(first.every((s) => s.liked)).toBe(true);
    expect(Math.max(...first.map((s) => s.likes))).toBe(50);
    expect((await data(get<Dynamic>(server, DYNAMIC_PATHS.info, { id: dynamic.id }))).likes).toBe(50);
    expect(await likedRows()).toBe(50);
    expect((await data(get<Dynamic>(server, DYNAMIC_PATHS.info, { id: dynamic.id }, fans[0]!.token))).liked).toBe(true);
    // A visitor never sees "liked".
    const visitorView = await data(get<Dynamic>(server, DYNAMIC_PATHS.info, { id: dynamic.id }));
    expect(visitorView).toMatchObject({ liked: false, mine: false, likes: 50 });
    expect((await postList({ room_id: anchor.roomId })).list.find((d) => d.id === dynamic.id)?.liked).toBe(false);

    const second = await toggleAll();
    expect(second.every((s) => !s.liked)).toBe(true);
    expect((await data(get<Dynamic>(server, DYNAMIC_PATHS.info, { id: dynamic.id }))).likes).toBe(0);
    expect(await likedRows()).toBe(0);
    expect((await post(server, DYNAMIC_PATHS.likes, { id: 987_654 }, viewer.token)).msg).toBe(
      'This post does not exist or was deleted',
    );
  });

  it.skipIf(skip)('takes comments and replies on the same post, masked, listed oldest first', async () => {
    const dynamic = await data(publish({ content: 'talk to me' }));
    const elsewhere = await data(publish({ content: 'another' }));
    const comment = (body: Record<string, unknown>, as: QuickUser = viewer) =>
      post<DynamicComment>(server, DYNAMIC_PATHS.comment, { id: dynamic.id, ...body }, as.token);

    expect(await comment({ content: 'y'.repeat(COMMENT_MAX + 1) })).toMatchObject({
      code: 1,
      msg: `A comment is at most ${COMMENT_MAX} characters`,
    });
    expect(await comment({ content: '  ' })).toMatchObject({ code: 1, msg: 'Write a comment first' });
    // Visitors are asked to log in.
    expect((await post(server, DYNAMIC_PATHS.comment, { id: dynamic.id, content: 'hi' })).code).toBe(
      API_CODE.notLoggedIn,
    );

    const first = await data(comment({ content: 'no cheatcode here' }));
    expect(first).toMatchObject({ content: 'no ********* here', reply_to: null, likes: 0, liked: false });
    const foreign = await data(
      post<DynamicComment>(server, DYNAMIC_PATHS.comment, { id: elsewhere.id, content: 'other' }, viewer.token),
    );
    expect(await comment({ content: 'wrong thread', reply_id: foreign.id }, anchor)).toMatchObject({
      code: 1,
      msg: 'The comment you reply to is not in this thread',
    });
    const reply = await data(comment({ content: 'thanks', reply_id: first.id }, anchor));
    expect(reply.reply_to?.id).toBe(viewer.id);
    expect(reply.user.id).toBe(anchor.id);
    const third = await data(comment({ content: 'third' }));

    const all = await data(get<DynamicCommentPage>(server, DYNAMIC_PATHS.commentList, { id: dynamic.id }));
    expect(all.list.map((c) => c.id)).toEqual([first.id, reply.id, third.id]);
    expect(all.total).toBe(3);
    const page2 = await data(
      get<DynamicCommentPage>(server, DYNAMIC_PATHS.commentList, { id: dynamic.id, page: 2, limit: 2 }),
    );
    expect(page2.list.map((c) => c.id)).toEqual([third.id]);
    expect((await data(get<Dynamic>(server, DYNAMIC_PATHS.info, { id: dynamic.id }))).comments).toBe(3);

    const like = (as: QuickUser) =>
      data(post<LikeState>(server, DYNAMIC_PATHS.commentLikes, { comment_id: first.id }, as.token));
    expect(await like(anchor)).toEqual({ liked: true, likes: 1 });
    expect(await like(viewer)).toEqual({ liked: true, likes: 2 });
    expect(await like(anchor)).toEqual({ liked: false, likes: 1 });
    const seen = await data(
      get<DynamicCommentPage>(server, DYNAMIC_PATHS.commentList, { id: dynamic.id }, viewer.token),
    );
    expect(seen.list[0]).toMatchObject({ likes: 1, liked: true });
    const byVisitor = await data(get<DynamicCommentPage>(server, DYNAMIC_PATHS.commentList, { id: dynamic.id }));
    expect(byVisitor.list[0]).toMatchObject({ likes: 1, liked: false });
    expect((await post(server, DYNAMIC_PATHS.commentLikes, { comment_id: 987_654 }, viewer.token)).msg).toBe(
      'This comment does not exist or was deleted',
    );
  });

  it.skipIf(skip)('refuses a comment flood after the limit', async () => {
    const dynamic = await data(publish({ content: 'flood me' }));
    const chatty = await quickUser(server);
    const say = (i: number) =>
      post<DynamicComment>(server, DYNAMIC_PATHS.comment, { id: dynamic.id, content: `line ${i}` }, chatty.token);
    for (let i = 0; i < COMMENT_RATE.count; i++) expect((await say(i)).code).toBe(0);
    const refused = await say(99);
    expect(refused.code).toBe(1);
    expect(refused.msg).toMatch(/^At most 10 comments in 60 seconds: try again in \d+ s$/);
    expect((await data(get<Dynamic>(server, DYNAMIC_PATHS.info, { id: dynamic.id }))).comments).toBe(
      COMMENT_RATE.count,
    );
    // Someone else may still comment.
    const other = await post(server, DYNAMIC_PATHS.comment, { id: dynamic.id, content: 'me too' }, viewer.token);
    expect(other.code).toBe(0);
  });
});
