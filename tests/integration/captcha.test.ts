import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaptchaChallenge } from '../../contracts/account.ts';
import { post } from '../support/accounts.ts';
import { findGap, solvePowInNode } from '../support/captcha-solver.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const humanTrail = (x: number): [number, number][] => [0, 0.3, 0.6, 0.9, 1].map((f, i) => [i * 80, Math.round(x * f)]);
/** The slider moved with the arrow keys: 2 px a press, a press every 40 ms (a held key). */
const keyboardTrail = (x: number): [number, number][] =>
  Array.from({ length: Math.ceil(x / 2) + 1 }, (_, i) => [i * 40, Math.min(x, i * 2)]);

describe('the slider captcha', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  const challenge = async () => (await post<CaptchaChallenge>(server, 'captcha/get')).data;
  const verify = (answer: Record<string, unknown>) => post<{ captcha_pass: string }>(server, 'captcha/verify', answer);

  it('keeps the answer out of the markup: a script reading the challenge finds nothing to send', async () => {
    for (let i = 0; i < 20; i++) {
      const c = await challenge();
      // The pictures are pixels: no element, attribute or number marks the gap.
      for (const picture of [c.background, c.piece]) {
        expect(picture.startsWith('data:image/png;base64,')).toBe(true);
        const text = Buffer.from(picture.split(',')[1] ?? '', 'base64').toString('latin1');
        expect(text).not.toMatch(/<svg|<rect|x="/);
      }
      // The script that solved the old captcha: the gap's rect in the picture's markup.
      const text = Buffer.from(c.background.split(',')[1] ?? '', 'base64').toString('latin1');
      const read = Number(/<rect x="(\d+)"[^>]*fill="#000"/.exec(text)?.[1]);
      expect(Number.isNaN(read)).toBe(true);
      // Even with the work done and a hand's trail, what it read is refused.
      // (a fresh picture each: one try per picture)
      const trail = i % 2 === 0 ? humanTrail(read || 0) : keyboardTrail(read || 0);
      const answer = await verify({ id: c.id, x: read || 0, trail, pow: solvePowInNode(c.pow) });
      expect(answer.code).toBe(1);
    }
  });

  it('passes a person who finds the gap in the picture, drags there by hand and whose browser did the work', async () => {
    const c = await challenge();
    const x = findGap(c);
    const answer = await verify({ id: c.id, x, trail: humanTrail(x), pow: solvePowInNode(c.pow) });
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data.captcha_pass).toMatch(/^[\w-]{32}$/);
  });

  it('passes a keyboard user who steps the slider to the gap with the arrow keys', async () => {
    const c = await challenge();
    const x = findGap(c);
    const answer = await verify({ id: c.id, x, trail: keyboardTrail(x), pow: solvePowInNode(c.pow) });
    expect(answer.code, answer.msg).toBe(0);
  });

  it('refuses the right place without the proof of work, with work done for another picture, or with a jump', async () => {
    const other = await challenge();
    const otherPow = solvePowInNode(other.pow);
    for (const broken of [
      (c: CaptchaChallenge, x: number) => ({ id: c.id, x, trail: humanTrail(x) }),
      (c: CaptchaChallenge, x: number) => ({ id: c.id, x, trail: humanTrail(x), pow: otherPow }),
      (c: CaptchaChallenge, x: number) => ({
        id: c.id,
        x,
        trail: [
          [0, 0],
          [10, x],
        ],
        pow: solvePowInNode(c.pow),
      }),
      // The same jump dressed as key presses: the start and the answer repeated, nothing between.
      (c: CaptchaChallenge, x: number) => ({
        id: c.id,
        x,
        trail: [
          [0, 0],
          [200, 0],
          [400, x],
          [600, x],
        ],
        pow: solvePowInNode(c.pow),
      }),
    ]) {
      const c = await challenge();
      expect((await verify(broken(c, findGap(c)))).code).toBe(1);
    }
  });

  it('gives one try per picture', async () => {
    const c = await challenge();
    const x = findGap(c);
    const pow = solvePowInNode(c.pow);
    expect((await verify({ id: c.id, x: x + 40, trail: humanTrail(x + 40), pow })).code).toBe(1);
    expect((await verify({ id: c.id, x, trail: humanTrail(x), pow })).code).toBe(1);
  });
});
