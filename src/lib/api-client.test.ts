import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_PATHS } from '../../contracts/account.ts';
import { ROOM_PATHS } from '../../contracts/room.ts';
import { ApiCallError, callRoute } from './api-client.ts';

function answer(envelope: unknown) {
  return vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(envelope)));
}

describe('callRoute', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'lang' ? 'en' : null) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts the parameters as JSON to the call path and resolves with its data', async () => {
    const fetch = answer({ code: 0, msg: 'ok', data: { signed_out: true } });
    vi.stubGlobal('fetch', fetch);
    const data = await callRoute('POST', ACCOUNT_PATHS.signOut, {});
    expect(data.signed_out).toBe(true);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`/api/${ACCOUNT_PATHS.signOut}`);
    expect(init).toMatchObject({ method: 'POST', headers: { lang: 'en', 'content-type': 'application/json' } });
  });

  it('sends a GET call its parameters as the query', async () => {
    const fetch = answer({ code: 0, msg: 'ok', data: { announcement: 'hi' } });
    vi.stubGlobal('fetch', fetch);
    expect(await callRoute('GET', ROOM_PATHS.placard, { room_id: 7 })).toEqual({ announcement: 'hi' });
    expect(fetch.mock.calls[0]![0]).toBe(`/api/${ROOM_PATHS.placard}?room_id=7`);
  });

  it('rejects with the server’s code and message', async () => {
    vi.stubGlobal('fetch', answer({ code: 700, msg: 'Please log in', data: null }));
    const refused = callRoute('GET', ACCOUNT_PATHS.userInfo, {}, { quiet: true });
    await expect(refused).rejects.toBeInstanceOf(ApiCallError);
    await expect(refused).rejects.toMatchObject({ code: 700, message: 'Please log in' });
  });

  it('is typed from the route table', () => {
    // Checked by `tsc -b` (tests/tsconfig.json): never called.
    const typed = () => {
      // @ts-expect-error user/login accepts POST only
      void callRoute('GET', ACCOUNT_PATHS.login, {});
      // @ts-expect-error a room id is a number (or its text), not a list
      void callRoute('GET', ROOM_PATHS.placard, { room_id: [1] });
      // @ts-expect-error the placard call answers its announcement, not a number
      void callRoute('GET', ROOM_PATHS.placard, { room_id: 1 }).then((data): number => data);
    };
    expect(typed).toBeTypeOf('function');
  });
});
