import { describe, expect, it } from 'vitest';
import { parseConversationId } from '../chat.ts';
import { chatRoutes } from './chat.ts';

const firstIssue = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const issue = result.error?.issues[0];
  return issue ? `${issue.path.join('.')}: ${issue.message}` : null;
};

describe('chat conversation ids', () => {
  it('names a private chat or a group, and nothing else', () => {
    expect(parseConversationId('C2C42')).toEqual({ kind: 'c2c', id: 42 });
    expect(parseConversationId('GROUP7')).toEqual({ kind: 'group', id: 7 });
    for (const bad of ['C2C0', 'C2C-1', 'c2c42', 'GROUP', 'GROUP1e3', 'C2C42 ', 'C2C99999999999999999', '']) {
      expect(parseConversationId(bad), bad).toBeNull();
    }
  });
});

describe('chat send parameters', () => {
  const base = { conversationID: 'C2C5', client_id: 'abc' };

  it('takes each type with its payload, as an object or as JSON from a form', () => {
    expect(chatRoutes.send.params.parse({ ...base, type: 'text', payload: '{"text":"<b>hi</b>"}' })).toEqual({
      ...base,
      content: { type: 'text', payload: { text: '<b>hi</b>' } },
    });
    expect(
      chatRoutes.send.params.parse({ ...base, type: 'custom', payload: { title: 'Shirt', price: '99' } }).content,
    ).toEqual({ type: 'custom', payload: { title: 'Shirt', image: '', price: '99', words: '' } });
  });

  it('names the field that is wrong', () => {
    expect(firstIssue(chatRoutes.send.params.safeParse({ ...base, type: 'text', payload: {} }))).toMatch(
      /^payload\.text: /,
    );
    expect(firstIssue(chatRoutes.send.params.safeParse({ ...base, type: 'video', payload: {} }))).toMatch(/^type: /);
    expect(
      firstIssue(chatRoutes.send.params.safeParse({ ...base, conversationID: 'ROOM1', type: 'text', payload: {} })),
    ).toBe('conversationID: must be C2C<user id> or GROUP<group id>');
    expect(firstIssue(chatRoutes.send.params.safeParse({ ...base, client_id: '', type: 'text', payload: {} }))).toMatch(
      /^client_id: /,
    );
  });

  it('takes group members as a list or comma-separated', () => {
    expect(chatRoutes.addGroupUser.params.parse({ group_id: '3', user_ids: '1,2' })).toEqual({
      group_id: 3,
      user_ids: [1, 2],
    });
    expect(chatRoutes.addGroupUser.params.safeParse({ group_id: 3, user_ids: 'a,b' }).success).toBe(false);
  });
});
