import { describe, expect, it, vi } from 'vitest';
import type { EngineClient } from './engine-client/engine-client.ts';

let answer: (engine: EngineClient) => void = () => undefined;
vi.mock('./engine-client/connect-engine.ts', () => ({
  connectEngine: () => new Promise<EngineClient>((resolve) => (answer = resolve)),
}));
const { getEngine, whileMounted } = await import('./engine.ts');

describe('whileMounted', () => {
  it('asks nothing of an engine that answers after the view went, and stops what it asked once it goes', async () => {
    const asked: string[] = [];
    const subscribe = (name: string) => () => {
      asked.push(`+${name}`);
      return () => asked.push(`-${name}`);
    };
    const gone = whileMounted(subscribe('gone'));
    const kept = whileMounted(subscribe('kept'));
    gone();
    answer({} as EngineClient);
    await getEngine();
    expect(asked).toEqual(['+kept']);
    kept();
    expect(asked).toEqual(['+kept', '-kept']);
  });
});
