import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../contracts/api.ts';
import type { LiveMatch } from '../../contracts/match.ts';
import { expertRoutes } from '../../contracts/routes/experts.ts';
import { call } from '../support/accounts.ts';
import { quickUser, type QuickUser } from './support/room-users.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const ANALYSIS = 'Pressing high from the first whistle, the hosts should control the midfield.';

/** The publish call's rules, each refused with its message and nothing stored. */
describe('publishing a scheme', () => {
  let server: TestServer;
  let expert: QuickUser;
  let fan: QuickUser;

  async function data<T>(answer: Promise<Envelope<T>>): Promise<T> {
    const result = await answer;
    expect(result.code, result.msg).toBe(0);
    return result.data;
  }
  const schemeCount = async () =>
    Number(
      (
        await server.live.database.db
          .selectFrom('expert_schemes')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    server = await startTestServer({ provider: undefined, env: { FEED_CONTROL: '1', FEED_QUIET: '1' } });
    expert = await quickUser(server);
    fan = await quickUser(server);
    await server.live.database.db.updateTable('users').set({ is_expert: 1 }).where('id', '=', expert.id).execute();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a non-expert, a bad form, a match that kicked off, and a second scheme in a market', async () => {
    const offered = (await data(call(server, expertRoutes.matches, { type: 0 }))).filter((m) =>
      m.odds.some((o) => o.company_id === 1),
    );
    // The two latest kick-offs: the feed's own clock starts the earliest ones.
    const [open, started] = offered.sort((a, b) => b.match_time - a.match_time);
    expect(open && started).toBeTruthy();
    const form = { match_id: open!.match_id, market: 'eu', pick: 'home', company_id: 1, analysis: ANALYSIS, price: 10 };
    const refused = async (params: Record<string, unknown>, token: string, msg: string | RegExp) => {
      const answer = await call(server, expertRoutes.publish, params as never, token);
      expect(answer.code).toBe(1);
      expect(answer.msg).toMatch(msg);
    };

    await refused(form, fan.token, 'Only approved experts may publish schemes');
    await refused({ ...form, pick: 'over' }, expert.token, 'This pick is not offered in this market');
    await refused({ ...form, analysis: 'Too short' }, expert.token, /^The analysis needs 20 to \d+ characters$/);
    await refused({ ...form, price: 0, refund_on_lose: 1 }, expert.token, 'A free scheme has nothing to refund');
    await refused({ ...form, price: 100_000 }, expert.token, /price/i);
    await refused({ ...form, match_id: 999_999_999 }, expert.token, "This match is not on today's list");

    const response = await fetch(`${server.url}/test/feed/matches/${started!.match_id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'kickoff' }),
    });
    expect(((await response.json()) as Envelope<LiveMatch>).code).toBe(0);
    await refused(
      { ...form, match_id: started!.match_id },
      expert.token,
      'The match has kicked off: schemes are closed',
    );
    expect(await schemeCount()).toBe(0);

    // The line and price come from the company's odds now, whatever the form says.
    const quote = async () =>
      (await data(call(server, expertRoutes.matches, { type: 0 })))
        .find((m) => m.match_id === open!.match_id)!
        .odds.find((o) => o.company_id === 1)!.eu[0];
    // The feed may reprice between two calls: the price is the quote of just before or just after.
    const before = await quote();
    const published = await data(call(server, expertRoutes.publish, { ...form, odds: 99 } as never, expert.token));
    expect([before, await quote()]).toContain(published.odds);
    expect(published).toMatchObject({ market: 'eu', pick: 'home', price: 10, status: 'pending', mine: true });
    await refused(form, expert.token, 'You already published a scheme in this market for this match');
    expect(await schemeCount()).toBe(1);
  });
});
