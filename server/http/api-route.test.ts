import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { API_CODE } from '../../contracts/api.ts';
import { defineRoute, GET, GET_POST, returns } from '../../contracts/route-definition.ts';
import { apiRoute, installLoginCheck } from './api-route.ts';
import { ApiError, fail } from './envelope.ts';

const secret = defineRoute({
  path: 'demo/secret',
  methods: GET,
  login: true,
  params: z.object({ id: z.coerce.number().int().positive() }),
  result: returns<{ id: number }>(),
});
const open = defineRoute({
  path: 'demo/open',
  methods: GET,
  login: false,
  params: z.object({}),
  result: returns<{ open: boolean }>(),
});
/** Takes any parameters: what is refused here is refused before the schema. */
const anything = defineRoute({
  path: 'demo/anything',
  methods: GET_POST,
  login: false,
  params: z.looseObject({}),
  result: returns<{ taken: boolean }>(),
});
const own = defineRoute({
  path: 'demo/own',
  methods: GET,
  login: 'own',
  params: z.object({}),
  result: returns<{ own: boolean }>(),
});

function appWith(handler: () => { id: number }): FastifyInstance {
  const app = Fastify();
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ApiError) return reply.send(fail(error.message, error.code));
    return reply.status(500).send(fail(error instanceof Error ? error.message : 'Error'));
  });
  apiRoute(app, secret, handler);
  apiRoute(app, open, () => ({ open: true }));
  apiRoute(app, own, () => ({ own: true }));
  return app;
}

const codeOf = async (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  (await app.inject({ method: 'GET', url, headers })).json<{ code: number; data: unknown }>();

describe('apiRoute and the login flag', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('answers code 700 to a visitor of a login call, before its handler runs', async () => {
    const handler = vi.fn(() => ({ id: 1 }));
    app = appWith(handler);
    installLoginCheck(app, async (request) => {
      if (request.headers.token !== 'good') throw new ApiError('Please log in', API_CODE.notLoggedIn);
    });
    expect(await codeOf(app, '/api/demo/secret?id=1')).toMatchObject({ code: API_CODE.notLoggedIn });
    expect(handler).not.toHaveBeenCalled();
    expect(await codeOf(app, '/api/demo/secret?id=1', { token: 'good' })).toEqual({
      code: API_CODE.ok,
      msg: 'ok',
      data: { id: 1 },
    });
    expect(handler).toHaveBeenCalledTimes(1);
    // A call without a login flag never asks; an `own` call leaves it to its handler.
    expect(await codeOf(app, '/api/demo/open')).toMatchObject({ code: API_CODE.ok, data: { open: true } });
    expect(await codeOf(app, '/api/demo/own')).toMatchObject({ code: API_CODE.ok, data: { own: true } });
  });

  it('names a bad parameter before asking for a login, as the handlers did', async () => {
    app = appWith(() => ({ id: 1 }));
    installLoginCheck(app, async () => {
      throw new ApiError('Please log in', API_CODE.notLoggedIn);
    });
    expect(await codeOf(app, '/api/demo/secret?id=x')).toMatchObject({ code: API_CODE.error });
  });

  it('refuses to answer a login call when the app installed no login check', async () => {
    const handler = vi.fn(() => ({ id: 1 }));
    app = appWith(handler);
    const answer = await app.inject({ method: 'GET', url: '/api/demo/secret?id=1' });
    expect(answer.statusCode).toBe(500);
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses text with a NUL character anywhere in the parameters, naming the field, before the handler', async () => {
    const handler = vi.fn(() => ({ taken: true }));
    app = Fastify();
    app.setErrorHandler((error, _request, reply) =>
      reply.send(error instanceof ApiError ? fail(error.message) : fail('Server error')),
    );
    apiRoute(app, anything, handler);
    const post = async (payload: unknown) => {
      const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
      const headers = { 'content-type': 'application/json' };
      const answer = await app!.inject({ method: 'POST', url: '/api/demo/anything', payload: body, headers });
      return answer.json<{ code: number; msg: string }>();
    };
    expect(await codeOf(app, '/api/demo/anything?name=a%00b')).toEqual({
      code: API_CODE.error,
      msg: 'name: must not contain the NUL character',
      data: null,
    });
    expect(await post({ a: { b: ['ok', 'x\u0000'] } })).toMatchObject({
      msg: 'a.b.1: must not contain the NUL character',
    });
    // Walked without recursion: a body nested 20,000 deep is read to its end.
    const deep = `{"deep":${'['.repeat(20_000)}"x\\u0000"${']'.repeat(20_000)}}`;
    expect((await post(deep)).msg).toMatch(/^deep(\.0){20000}: must not contain the NUL character$/);
    expect(handler).not.toHaveBeenCalled();
    expect(await post({ text: 'tab\there, bell\u0007 and DEL\u007f are fine' })).toMatchObject({ code: API_CODE.ok });
  });
});
