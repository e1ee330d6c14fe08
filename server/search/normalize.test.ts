import { describe, expect, it } from 'vitest';
import { documentScore, nameFit, normalizeSearchText } from './normalize.ts';

describe('normalizeSearchText', () => {
  it('makes Vietnamese names with and without diacritics equal', () => {
    expect(normalizeSearchText('Thành phố Hồ Chí Minh')).toBe('thanh pho ho chi minh');
    expect(normalizeSearchText('ĐÀ NẴNG')).toBe('da nang');
    expect(normalizeSearchText('Hà Nội FC')).toBe(normalizeSearchText('ha noi fc'));
  });

  it('folds full-width letters and spaces and keeps Chinese as it is', () => {
    expect(normalizeSearchText('  ＡＲＳＥＮＡＬ   fc ')).toBe('arsenal fc');
    expect(normalizeSearchText('曼联')).toBe('曼联');
    expect(normalizeSearchText('Atlético Madrid')).toBe('atletico madrid');
  });
});

describe('ranking', () => {
  it('puts an exact name before a prefix before a name that only contains the query', () => {
    expect(nameFit('arsenal', 'arsenal')).toBe(0);
    expect(nameFit('arsenal tula', 'arsenal')).toBe(1);
    expect(nameFit('fc arsenal', 'arsenal')).toBe(2);
    expect(nameFit('chelsea', 'arsenal')).toBeNull();
    const order = [['fc arsenal'], ['arsenal tula'], ['arsenal', 'arsenal fc']]
      .map((names) => ({ names, score: documentScore(names, 'arsenal') }))
      .sort((a, b) => (a.score ?? 1e9) - (b.score ?? 1e9))
      .map((d) => d.names[0]);
    expect(order).toEqual(['arsenal', 'arsenal tula', 'fc arsenal']);
  });

  it('prefers the shorter of two prefix names', () => {
    expect(documentScore(['real madrid'], 'real')).toBeLessThan(documentScore(['real sociedad'], 'real') ?? 0);
    expect(documentScore(['chelsea'], 'arsenal')).toBeNull();
  });
});
