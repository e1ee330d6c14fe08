import { describe, expect, it } from 'vitest';
import { downloadHeaders, parseChatFileUrl, safeFileName } from './chat-files.ts';

describe('chat files', () => {
  it('keeps a name without folders, control characters or quotes', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\a\\"x"\u0000.txt')).toBe('x.txt');
    expect(safeFileName('..')).toBe('file');
    expect(safeFileName('')).toBe('file');
    expect([...safeFileName('名'.repeat(300))]).toHaveLength(200);
  });

  it('reads the owner and name of a download URL, and nothing else', () => {
    const id = `u12-${'ab'.repeat(12)}`;
    expect(parseChatFileUrl(`/chat-files/${id}/a%20b.pdf`)).toEqual({ id, owner: 12, name: 'a b.pdf' });
    expect(parseChatFileUrl(`/chat-files/${id}/a/b`)).toBeNull();
    expect(parseChatFileUrl(`/chat-files/u12-zz/a`)).toBeNull();
    expect(parseChatFileUrl(`/uploads/${id}/a`)).toBeNull();
    expect(parseChatFileUrl(`/chat-files/${id}/%E0%A4%A`)).toBeNull();
  });

  it('downloads as an attachment that is never sniffed', () => {
    expect(downloadHeaders('été.html')).toMatchObject({
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="_t_.html"; filename*=UTF-8''%C3%A9t%C3%A9.html`,
      'x-content-type-options': 'nosniff',
    });
  });
});
