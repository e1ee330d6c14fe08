import { describe, expect, it } from 'vitest';
import { liveSocketUrl, settingsSocketUrl } from './socket-address.ts';

const ORIGIN = liveSocketUrl({ protocol: 'https:', host: 'scores.example.com' });

/** A fake fetch answering the system settings with `websocket` (or failing), counting its calls. */
function settings(answers: (string | Error | { status: number })[]) {
  let calls = 0;
  const fetchImpl = async () => {
    const answer = answers[Math.min(calls, answers.length - 1)]!;
    calls += 1;
    if (answer instanceof Error) throw answer;
    if (typeof answer !== 'string') return { ok: false, json: async () => null };
    return { ok: true, json: async () => ({ code: 0, msg: '', data: { websocket: answer } }) };
  };
  return { fetchImpl, calls: () => calls };
}

describe('the live socket address', () => {
  it("is the origin's /ws, wss on https", () => {
    expect(ORIGIN).toBe('wss://scores.example.com/ws');
    expect(liveSocketUrl({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe('ws://127.0.0.1:3000/ws');
  });

  it('comes from the system settings, read once for every reconnect', async () => {
    const fake = settings(['wss://live.example.com/ws']);
    const url = settingsSocketUrl(ORIGIN, fake.fetchImpl);
    expect(await url()).toBe('wss://live.example.com/ws');
    expect(await url()).toBe('wss://live.example.com/ws');
    expect(fake.calls()).toBe(1);
  });

  it('stays on the origin while the settings cannot be read, and asks again at the next connect', async () => {
    const fake = settings([new Error('offline'), { status: 502 }, 'wss://live.example.com/ws']);
    const url = settingsSocketUrl(ORIGIN, fake.fetchImpl);
    expect(await url()).toBe(ORIGIN);
    expect(await url()).toBe(ORIGIN);
    expect(await url()).toBe('wss://live.example.com/ws');
    expect(fake.calls()).toBe(3);
  });

  it('ignores an address that is not ws: or wss:, and a loopback one (a server with no public address)', async () => {
    for (const address of [
      '',
      'http://live.example.com/ws',
      'javascript:alert(1)',
      'ws://127.0.0.1:3000/ws',
      'ws://localhost/ws',
    ]) {
      expect(await settingsSocketUrl(ORIGIN, settings([address]).fetchImpl)(), address).toBe(ORIGIN);
    }
  });
});
