import { describe, expect, it } from 'vitest';
import { circleName, megabytes, readCircleDetailQuery, readCircleListQuery } from './circle-query.ts';

describe('circle page addresses', () => {
  it('reads the directory’s filters, ignoring anything malformed', () => {
    expect(
      readCircleListQuery(new URLSearchParams('sport=basketball&kind=club&keyword= Lakers &page=3&sort=new&feed=2')),
    ).toEqual({ sport: 'basketball', kind: 'club', keyword: 'Lakers', page: 3, sort: 'new', feedPage: 2 });
    expect(readCircleListQuery(new URLSearchParams('sport=chess&kind=x&page=-4&sort=best&feed=abc'))).toEqual({
      sport: null,
      kind: null,
      keyword: '',
      page: 1,
      sort: 'hot',
      feedPage: 1,
    });
    expect(readCircleListQuery(new URLSearchParams(`keyword=${'y'.repeat(40)}`)).keyword).toHaveLength(20);
  });

  it('reads a circle’s id, tab and page', () => {
    expect(readCircleDetailQuery(new URLSearchParams('id=12&sort=new&page=2'))).toEqual({
      id: 12,
      sort: 'new',
      page: 2,
    });
    expect(readCircleDetailQuery(new URLSearchParams('id=0')).id).toBeNull();
    expect(readCircleDetailQuery(new URLSearchParams('id=<script>')).id).toBeNull();
    expect(readCircleDetailQuery(new URLSearchParams('')).sort).toBe('hot');
  });

  it('names a circle in the app’s language, sizes in MB', () => {
    const name = { zh: '阿森纳', en: 'Arsenal', vi: '' };
    expect(circleName(name, 'zh')).toBe('阿森纳');
    expect(circleName(name, 'vi')).toBe('Arsenal');
    expect(megabytes(5 * 1024 * 1024)).toBe('5.0');
  });
});
