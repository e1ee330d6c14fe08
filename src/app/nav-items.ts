/** A link in the navigation: a translation key and a target (path with an optional query). */
import type { CommonKey } from '../lib/i18n-keys.ts';
export interface NavLinkItem {
  kind: 'link';
  labelKey: CommonKey;
  to: string;
}

/** A popover of links under one label. */
export interface NavGroupItem {
  kind: 'group';
  labelKey: CommonKey;
  items: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

const link = (labelKey: CommonKey, to: string): NavLinkItem => ({ kind: 'link', labelKey, to });
const group = (labelKey: CommonKey, items: NavLinkItem[]): NavGroupItem => ({ kind: 'group', labelKey, items });

/** The seed's top navigation. Entries whose page is not registered yet are left out when shown. */
export const TOP_NAV: NavItem[] = [
  link('nav.home', '/main'),
  group('nav.scores', [
    link('nav.football', '/football'),
    link('nav.basketball', '/basketball'),
    link('nav.esports', '/esports'),
  ]),
  group('nav.anchors', [
    link('nav.anchorsAll', '/anchor?type=0'),
    link('nav.football', '/anchor?type=1'),
    link('nav.basketball', '/anchor?type=2'),
  ]),
  link('nav.schedule', '/schedule'),
  group('nav.experts', [
    link('nav.expertsFootball', '/specialist-home?type=0'),
    link('nav.expertsBasketball', '/specialist-home?type=1'),
  ]),
  group('nav.database', [link('nav.football', '/base-football'), link('nav.basketball', '/base-basketball')]),
  link('nav.foresight', '/foresight'),
  link('nav.funGuess', '/fun-guess'),
];

/** The seed's side menu. */
export const SIDE_MENU: NavItem[] = [
  link('nav.schedule', '/schedule'),
  link('nav.rank', '/rank'),
  link('nav.attention', '/attention'),
  link('nav.reserve', '/reserve'),
  link('nav.circle', '/circle'),
  group('nav.anchors', [
    link('nav.anchorsAll', '/anchor?type=0'),
    link('nav.football', '/anchor?type=1'),
    link('nav.basketball', '/anchor?type=2'),
  ]),
];

/** The footer's agreement and info pages (`/about-user?type=1..6`). */
export const AGREEMENT_LINKS: NavLinkItem[] = [1, 2, 3, 4, 5, 6].map((type) =>
  link(`footer.agreement.type${type as 1 | 2 | 3 | 4 | 5 | 6}`, `/about-user?type=${type}`),
);

/** Keep the links whose page exists; drop groups left empty. */
export function visibleNav(items: readonly NavItem[], exists: (to: string) => boolean): NavItem[] {
  return items.flatMap((item): NavItem[] => {
    if (item.kind === 'link') return exists(item.to) ? [item] : [];
    const kept = item.items.filter((i) => exists(i.to));
    return kept.length > 0 ? [{ ...item, items: kept }] : [];
  });
}
