import { describe, expect, it } from 'vitest';
import { createChatFeed } from './chat-feed.ts';
import { barrageLine, type ChatLine } from './chat-lines.ts';
import { testBarrage } from './test-barrage.ts';

const line = (id: number, at: number, count = 1) => barrageLine(testBarrage(id, at, count));
const keys = (lines: ChatLine[]) => lines.map((l) => l.key);

describe('createChatFeed', () => {
  it('merges the history page with the live lines in time order, whichever came first', () => {
    const chat = createChatFeed();
    chat.add([line(3, 30)]);
    chat.setHistory([line(1, 10), line(2, 20)]);
    expect(keys(chat.lines())).toEqual(['b1', 'b2', 'b3']);
    chat.add([line(4, 40)]);
    expect(keys(chat.lines())).toEqual(['b1', 'b2', 'b3', 'b4']);
  });

  it('hands out the same array until a line changes: a snapshot React can compare', () => {
    const chat = createChatFeed();
    chat.setHistory([line(1, 10)]);
    const first = chat.lines();
    expect(chat.lines()).toBe(first);
    chat.add([line(2, 20)]);
    const second = chat.lines();
    expect(second).not.toBe(first);
    expect(chat.lines()).toBe(second);
  });

  it('tells its listeners of each change, and of nothing that changes nothing', () => {
    const chat = createChatFeed();
    let heard = 0;
    const stop = chat.subscribe(() => (heard += 1));
    const history = [line(1, 10)];
    chat.setHistory(history);
    chat.setHistory(history);
    chat.add([line(2, 20)]);
    chat.add([line(2, 20)]);
    expect(heard).toBe(2);
    // A flood's count grows on its line: a change.
    chat.add([line(2, 20, 3)]);
    expect(heard).toBe(3);
    expect(chat.lines().at(-1)).toMatchObject({ barrage: { count: 3 } });
    stop();
    chat.add([line(3, 30)]);
    expect(heard).toBe(3);
  });
});
