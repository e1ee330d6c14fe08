import { describe, expect, it } from 'vitest';
import { SIDE_MENU, TOP_NAV, visibleNav, type NavItem } from './nav-items.ts';

const only =
  (...paths: string[]) =>
  (to: string) =>
    paths.includes(to.split('?')[0]!);
const labels = (items: NavItem[]) =>
  items.map((i) => (i.kind === 'link' ? i.labelKey : `${i.labelKey}[${i.items.map((x) => x.to).join(',')}]`));

describe('visibleNav', () => {
  it('shows only entries whose page is registered', () => {
    expect(labels(visibleNav(TOP_NAV, only('/main', '/football', '/basketball', '/404')))).toEqual([
      'nav.home',
      'nav.scores[/football,/basketball]',
    ]);
  });

  it('shows schedule as soon as its route is registered', () => {
    expect(labels(visibleNav(TOP_NAV, only('/main', '/schedule')))).toEqual(['nav.home', 'nav.schedule']);
  });

  it('keeps a group with some of its pages and drops an empty one', () => {
    expect(labels(visibleNav(TOP_NAV, only('/football')))).toEqual(['nav.scores[/football]']);
    expect(visibleNav(SIDE_MENU, only('/main', '/football'))).toEqual([]);
  });

  it('matches anchors by path whatever the query', () => {
    expect(labels(visibleNav(SIDE_MENU, only('/anchor')))).toEqual([
      'nav.anchors[/anchor?type=0,/anchor?type=1,/anchor?type=2]',
    ]);
  });
});
