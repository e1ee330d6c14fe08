import { describe, expect, it } from 'vitest';
import { MEMBER_MENU, MEMBER_TYPES, menuFor, sectionForType } from './member-types.ts';

describe('member types', () => {
  it('keeps the seed numbers and unique types', () => {
    expect(MEMBER_TYPES).toMatchObject({ wallet: 1, personal: 5, applyAnchor: 7, anchorCentre: 9, mySpace: 18 });
    const numbers = Object.values(MEMBER_TYPES);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('lists every section in the menu once', () => {
    expect(new Set(MEMBER_MENU).size).toBe(MEMBER_MENU.length);
    expect([...MEMBER_MENU].sort()).toEqual(Object.keys(MEMBER_TYPES).sort());
  });

  it('picks the section of a type, or the default for unknown or missing ones', () => {
    const available = ['personal', 'mySpace', 'messages'] as const;
    expect(sectionForType('18', available)).toBe('mySpace');
    expect(sectionForType('11', available)).toBe('messages');
    expect(sectionForType('1', available)).toBe('personal');
    expect(sectionForType('abc', available)).toBe('personal');
    expect(sectionForType(null, available)).toBe('personal');
  });

  it('lists anchor sections by role and only existing sections', () => {
    const available = ['personal', 'applyAnchor', 'anchorCentre', 'anchorExperience', 'distribution'] as const;
    expect(menuFor(available, false)).toEqual(['personal', 'distribution', 'applyAnchor']);
    expect(menuFor(available, true)).toEqual(['personal', 'anchorExperience', 'distribution', 'anchorCentre']);
  });
});
