import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CODE, type Envelope } from '../../contracts/api.ts';
import { COMMENT_MAX, type Comment, type CommentLikeState, type CommentPage } from '../../contracts/comments.ts';
import { commentRoutes } from '../../contracts/routes/comments.ts';
import { newsRoutes } from '../../contracts/routes/news.ts';
import { DYNAMIC_PATHS, type Dynamic, type DynamicCommentPage } from '../../contracts/dynamics.ts';
import { call, get, post } from '../support/accounts.ts';
import { throwAwayDatabase } from './support/pg-database.ts';
import { makeAnchor, quickUser, quickUsers, type QuickUser } from './support/room-users.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const XSS = '<img src=x onerror="alert(1)"><script>alert("x")</script> & \'quotes\'';

describe.each([
  ['sqlite', undefined],
  ['postgres', databaseUrl],
] as const)('comments (%s)', (kind, url) => {
  const skip = kind === 'postgres' && !url;
  let server: TestServer;
  let scratch: Awaited<ReturnType<typeof throwAwayDatabase>> | null = null;
  let writer: QuickUser;
  let reader: QuickUser;
  let article: string;
  let videoId: number;

  const db = () => server.live.database.db;
  async function data<T>(answer: Promise<Envelope<T>>): Promise<T> {
    const result = await answer;
    expect(result.code, result.msg).toBe(0);
    return result.data;
  }
  const newsCount = async (id: string) =>
    Number(
      (
        await db()
          .selectFrom('comment_counts')
          .select('comments')
          .where('kind', '=', 'news')
          .where('subject_id', '=', id)
          .executeTakeFirst()
      )?.comments ?? 0,
    );

  beforeAll(async () => {
    if (skip) return;
    scratch = url ? await throwAwayDatabase(url, 'comments') : null;
    server = await startTestServer({ databaseUrl: scratch?.url });
    await db().insertInto('banned_words').values({ word: 'cheatcode', created_at: 0 }).execute();
    writer = await quickUser(server);
    reader = await quickUser(server);
    const page = await data(call(server, newsRoutes.list, { category: 'en.1', page: 1, page_size: 1, lang: 'en' }));
    article = page.list[0]!.id;
    const video = await db()
      .insertInto('videos')
      .values({
        user_id: writer.id,
        title: 'A save',
        source: 'upload',
        format: 'mp4',
        file: `comments-test-${kind}.mp4`,
        created_at: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    videoId = video.id;
  });
  afterAll(async () => {
    await server?.close();
    await scratch?.drop();
  });

  it.skipIf(skip)('answers every call with the envelope and refuses bad input with code 1', async () => {
    const token = writer.token;
    const refusals: [string, Record<string, unknown>][] = [
      [commentRoutes.list.path, { type: 'poem', id: article }],
      [commentRoutes.list.path, { type: 'news', id: '<r1>' }],
      [commentRoutes.list.path, { type: 'news', id: article, page: 0 }],
      [commentRoutes.list.path, { type: 'news', id: article, limit: 51 }],
      [commentRoutes.list.path, { type: 'news', id: 'r999999999' }],
      [commentRoutes.list.path, { type: 'post', id: '1' }],
      [commentRoutes.replies.path, { comment_id: 'x' }],
      [commentRoutes.replies.path, { comment_id: 987_654 }],
      [commentRoutes.comment.path, { type: 'news', id: article, content: '   ' }],
      [commentRoutes.comment.path, { type: 'news', id: article, content: 'x'.repeat(COMMENT_MAX + 1) }],
      [commentRoutes.comment.path, { type: 'news', id: article, content: 'hi', reply_id: 'abc' }],
      [commentRoutes.comment.path, { type: 'dynamic', id: '987654', content: 'hi' }],
      [commentRoutes.commentLikes.path, { comment_id: -1 }],
      [commentRoutes.commentLikes.path, { comment_id: 987_654 }],
      [commentRoutes.videoList.path, { id: 987_654 }],
      [commentRoutes.videoList.path, { id: 'abc' }],
      [commentRoutes.videoReplies.path, { comment_id: 0 }],
      [commentRoutes.videoComment.path, { id: 987_654, content: 'hi' }],
      [commentRoutes.videoComment.path, { id: videoId, content: '' }],
      [commentRoutes.videoLikes.path, { comment_id: 'many' }],
      [commentRoutes.newsList.path, { id: 'x1' }],
      [commentRoutes.newsReplies.path, { comment_id: 1.5 }],
      [commentRoutes.newsComment.path, { id: 'h999999', content: 'hi' }],
      [commentRoutes.newsLikes.path, { comment_id: 987_654 }],
    ];
    for (const [path, body] of refusals) {
      const answer = await post<unknown>(server, path, body, token);
      expect(answer, `${path} ${JSON.stringify(body)}`).toMatchObject({
        code: API_CODE.error,
        msg: expect.any(String),
      });
      expect(answer.msg.length, path).toBeGreaterThan(0);
    }
    expect(await post(server, commentRoutes.videoList.path, { id: 987_654 })).toMatchObject({
      code: 1,
      msg: 'This video does not exist',
    });
    // Ids past the integer columns (PostgreSQL fails a query comparing one) name nothing: no 500.
    const pastIntegers: [string, Record<string, unknown>, string][] = [
      [commentRoutes.videoComment.path, { id: 3_000_500_573, content: 'hi' }, 'This video does not exist'],
      [
        commentRoutes.comment.path,
        { type: 'dynamic', id: '3000500573', content: 'hi' },
        'This post does not exist or was deleted',
      ],
      [commentRoutes.list.path, { type: 'post', id: '3000500573' }, 'This post does not exist or was deleted'],
      [commentRoutes.newsComment.path, { id: 'h3000500573', content: 'hi' }, 'This article does not exist'],
      [commentRoutes.list.path, { type: 'news', id: 'r3000500573' }, 'This article does not exist'],
    ];
    for (const [path, body, msg] of pastIntegers) {
      expect(await post(server, path, body, token), `${path} ${JSON.stringify(body)}`).toMatchObject({ code: 1, msg });
    }
    expect((await post(server, commentRoutes.commentLikes.path, { comment_id: 2 ** 31 }, token)).msg).toMatch(
      /^comment_id: /,
    );
    // Community posts are served too (circles): a post that does not exist is said so.
    expect(await post(server, commentRoutes.list.path, { type: 'post', id: '987654' })).toMatchObject({
      code: 1,
      msg: 'This post does not exist or was deleted',
    });
    // Writing needs a login.
    expect((await post(server, commentRoutes.newsComment.path, { id: article, content: 'hi' })).code).toBe(
      API_CODE.notLoggedIn,
    );
    // Every call answers with the envelope when all is well.
    const first = await post<Comment>(server, commentRoutes.newsComment.path, { id: article, content: 'ok' }, token);
    expect(first).toMatchObject({ code: 0, msg: expect.any(String), data: { content: 'ok', type: 'news' } });
    const commentId = first.data.id;
    for (const [path, body] of [
      [commentRoutes.list.path, { type: 'news', id: article }],
      [commentRoutes.replies.path, { comment_id: commentId }],
      [commentRoutes.newsList.path, { id: article }],
      [commentRoutes.newsReplies.path, { comment_id: commentId }],
      [commentRoutes.videoList.path, { id: videoId }],
      [commentRoutes.commentLikes.path, { comment_id: commentId }],
      [commentRoutes.newsLikes.path, { comment_id: commentId }],
    ] as const) {
      expect(await post(server, path, body, token), path).toMatchObject({ code: 0, data: expect.anything() });
    }
    // A call bound to a kind does not reach another kind's comments.
    expect((await post(server, commentRoutes.videoLikes.path, { comment_id: commentId }, token)).code).toBe(1);
    expect((await post(server, commentRoutes.videoReplies.path, { comment_id: commentId }, token)).code).toBe(1);
  });

  it.skipIf(skip)('threads replies under their comment and pages both', async () => {
    const top = await data(
      post<Comment>(server, commentRoutes.videoComment.path, { id: videoId, content: 'top' }, writer.token),
    );
    expect(top).toMatchObject({ parent_id: null, replies: 0, reply_to: null, subject_id: String(videoId) });
    const r1 = await data(
      post<Comment>(
        server,
        commentRoutes.videoComment.path,
        { id: videoId, content: 'r1', reply_id: top.id },
        reader.token,
      ),
    );
    // A reply to a reply sits in the same thread, naming whom it answers.
    const r2 = await data(
      post<Comment>(
        server,
        commentRoutes.videoComment.path,
        { id: videoId, content: 'r2', reply_id: r1.id },
        writer.token,
      ),
    );
    expect(r1).toMatchObject({ parent_id: top.id, reply_to: { id: writer.id } });
    expect(r2).toMatchObject({ parent_id: top.id, reply_to: { id: reader.id } });
    const other = await data(
      post<Comment>(server, commentRoutes.newsComment.path, { id: article, content: 'x' }, reader.token),
    );
    expect(
      await post(
        server,
        commentRoutes.videoComment.path,
        { id: videoId, content: 'no', reply_id: other.id },
        writer.token,
      ),
    ).toMatchObject({ code: 1, msg: 'The comment you reply to is not in this thread' });

    const list = await data(get<CommentPage>(server, commentRoutes.videoList.path, { id: videoId }));
    expect(list.list.map((c) => c.id)).toEqual([top.id]);
    expect(list.list[0]!.replies).toBe(2);
    const replies = await data(
      get<CommentPage>(server, commentRoutes.videoReplies.path, { comment_id: top.id, limit: 1 }),
    );
    expect(replies).toMatchObject({ total: 2, list: [{ id: r1.id }] });
    const second = await data(
      get<CommentPage>(server, commentRoutes.videoReplies.path, { comment_id: top.id, limit: 1, page: 2 }),
    );
    expect(second.list.map((c) => c.id)).toEqual([r2.id]);
    const video = await db()
      .selectFrom('videos')
      .select('comments')
      .where('id', '=', videoId)
      .executeTakeFirstOrThrow();
    expect(Number(video.comments)).toBe(3);
  });

  it.skipIf(skip)('stores and returns markup verbatim, with banned words masked', async () => {
    const written = await data(
      post<Comment>(server, commentRoutes.newsComment.path, { id: article, content: XSS }, writer.token),
    );
    expect(written.content).toBe(XSS);
    const masked = await data(
      post<Comment>(
        server,
        commentRoutes.comment.path,
        { type: 'news', id: article, content: 'a cheatcode' },
        writer.token,
      ),
    );
    expect(masked.content).toBe('a *********');
    const listed = await data(
      get<CommentPage>(server, commentRoutes.list.path, { type: 'news', id: article, limit: 50 }),
    );
    expect(listed.list.find((c) => c.id === written.id)?.content).toBe(XSS);
    // Newest first.
    expect(listed.list[0]!.id).toBe(masked.id);
    const row = await db()
      .selectFrom('comments')
      .select('content')
      .where('id', '=', written.id)
      .executeTakeFirstOrThrow();
    expect(row.content).toBe(XSS);
  });

  it.skipIf(skip)('counts 20 concurrent comments by 20 users exactly', async () => {
    const page = await data(call(server, newsRoutes.list, { category: 'en.1', page: 2, page_size: 1, lang: 'en' }));
    const fresh = page.list[0]!.id;
    const users = await quickUsers(server, 20);
    const written = await Promise.all(
      users.map((u, i) =>
        data(post<Comment>(server, commentRoutes.newsComment.path, { id: fresh, content: `c${i}` }, u.token)),
      ),
    );
    expect(new Set(written.map((c) => c.id)).size).toBe(20);
    expect(await newsCount(fresh)).toBe(20);
    const listed = await data(get<CommentPage>(server, commentRoutes.newsList.path, { id: fresh, limit: 50 }));
    expect(listed.total).toBe(20);

    // Replies: the thread's counter too.
    const top = written[0]!;
    await Promise.all(
      users.map((u, i) =>
        data(
          post<Comment>(
            server,
            commentRoutes.newsComment.path,
            { id: fresh, content: `r${i}`, reply_id: top.id },
            u.token,
          ),
        ),
      ),
    );
    const thread = await db()
      .selectFrom('comments')
      .select('replies')
      .where('id', '=', top.id)
      .executeTakeFirstOrThrow();
    expect(Number(thread.replies)).toBe(20);
    expect(await newsCount(fresh)).toBe(40);
  });

  it.skipIf(skip)('keeps comment likes exact: 20 users at once, and one user toggling at once', async () => {
    const target = await data(
      post<Comment>(server, commentRoutes.newsComment.path, { id: article, content: 'like me' }, writer.token),
    );
    const fans = await quickUsers(server, 20);
    const likeAll = () =>
      Promise.all(
        fans.map((f) =>
          data(post<CommentLikeState>(server, commentRoutes.newsLikes.path, { comment_id: target.id }, f.token)),
        ),
      );
    const likeRows = async () =>
      Number(
        (
          await db()
            .selectFrom('comment_likes')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('comment_id', '=', target.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const stored = async () =>
      Number(
        (await db().selectFrom('comments').select('likes').where('id', '=', target.id).executeTakeFirstOrThrow()).likes,
      );

    const first = await likeAll();
    expect(first.every((s) => s.liked)).toBe(true);
    expect(Math.max(...first.map((s) => s.likes))).toBe(20);
    expect(await stored()).toBe(20);
    expect(await likeRows()).toBe(20);
    const seen = await data(
      get<CommentPage>(server, commentRoutes.newsList.path, { id: article, limit: 50 }, fans[0]!.token),
    );
    expect(seen.list.find((c) => c.id === target.id)).toMatchObject({ likes: 20, liked: true });

    const second = await likeAll();
    expect(second.every((s) => !s.liked)).toBe(true);
    expect(await stored()).toBe(0);
    expect(await likeRows()).toBe(0);

    // One user toggling 21 times at once ends liked (an odd number of toggles), counted once.
    const toggles = await Promise.all(
      Array.from({ length: 21 }, () =>
        data(post<CommentLikeState>(server, commentRoutes.commentLikes.path, { comment_id: target.id }, reader.token)),
      ),
    );
    expect(toggles.filter((s) => s.liked)).toHaveLength(11);
    expect(await stored()).toBe(1);
    expect(await likeRows()).toBe(1);
  });

  it.skipIf(skip)('serves the dynamics from the same store, their calls unchanged', async () => {
    const anchor = await quickUser(server);
    await makeAnchor(server, anchor.id);
    const dynamic = await data(post<Dynamic>(server, DYNAMIC_PATHS.insert, { content: 'post' }, anchor.token));
    const generic = await data(
      post<Comment>(
        server,
        commentRoutes.comment.path,
        { type: 'dynamic', id: dynamic.id, content: 'via store' },
        reader.token,
      ),
    );
    const own = await data(
      post(
        server,
        DYNAMIC_PATHS.comment,
        { id: dynamic.id, content: 'via dynamics', reply_id: generic.id },
        anchor.token,
      ),
    );
    expect(own).toMatchObject({ dynamic_id: dynamic.id, content: 'via dynamics', reply_to: { id: reader.id } });
    const old = await data(get<DynamicCommentPage>(server, DYNAMIC_PATHS.commentList, { id: dynamic.id }));
    expect(old.list.map((c) => c.content)).toEqual(['via store', 'via dynamics']);
    expect((await data(get<Dynamic>(server, DYNAMIC_PATHS.info, { id: dynamic.id }))).comments).toBe(2);

    // 20 at once, through the dynamics' own call: the post's counter is exact.
    const fans = await quickUsers(server, 20);
    await Promise.all(
      fans.map((f, i) => data(post(server, DYNAMIC_PATHS.comment, { id: dynamic.id, content: `d${i}` }, f.token))),
    );
    expect((await data(get<Dynamic>(server, DYNAMIC_PATHS.info, { id: dynamic.id }))).comments).toBe(22);
    // Deleting the post takes its comments with it.
    expect((await post(server, DYNAMIC_PATHS.deletePost, { id: dynamic.id }, anchor.token)).code).toBe(0);
    const left = await db()
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'dynamic')
      .where('subject_id', '=', String(dynamic.id))
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
  });
});
