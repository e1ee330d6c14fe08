/**
 * The member centre's sections, selected by the `type` query. The seed fixes 1 (wallet, with
 * `isRecharge` for recharge), 5, 7 (apply for anchor), 9 (anchor centre) and 18 (my space); the
 * rest are ours. Pure, so the menu rules are unit-tested.
 */
export type MemberSection =
  | 'wallet'
  | 'consumption'
  | 'income'
  | 'withdrawals'
  | 'personal'
  | 'orders'
  | 'applyAnchor'
  | 'realName'
  | 'anchorCentre'
  | 'level'
  | 'messages'
  | 'tasks'
  | 'mall'
  | 'payout'
  | 'withdraw'
  | 'applyExpert'
  | 'mySpace'
  | 'collections'
  | 'follows'
  | 'reservations'
  | 'watchHistory'
  | 'horns'
  | 'push'
  | 'anchorExperience'
  | 'distribution'
  | 'applyChannel'
  | 'activity';

export const MEMBER_TYPES: Record<MemberSection, number> = {
  wallet: 1,
  consumption: 2,
  income: 3,
  withdrawals: 4,
  personal: 5,
  orders: 6,
  applyAnchor: 7,
  realName: 8,
  anchorCentre: 9,
  level: 10,
  messages: 11,
  tasks: 12,
  mall: 13,
  payout: 14,
  withdraw: 15,
  applyExpert: 16,
  mySpace: 18,
  /** Ours: what the user collects (matches, favourite videos). */
  collections: 19,
  follows: 20,
  reservations: 21,
  watchHistory: 22,
  horns: 23,
  push: 24,
  /** Anchors only. */
  anchorExperience: 25,
  distribution: 26,
  applyChannel: 27,
  activity: 28,
};

/** Menu order. */
export const MEMBER_MENU: MemberSection[] = [
  'personal',
  'mySpace',
  'collections',
  'follows',
  'reservations',
  'watchHistory',
  'realName',
  'level',
  'anchorExperience',
  'messages',
  'push',
  'horns',
  'wallet',
  'tasks',
  'activity',
  'distribution',
  'mall',
  'consumption',
  'orders',
  'income',
  'withdraw',
  'withdrawals',
  'payout',
  'applyAnchor',
  'applyExpert',
  'applyChannel',
  'anchorCentre',
];

/** Sections only anchors see. */
const ANCHOR_ONLY: readonly MemberSection[] = ['anchorCentre', 'anchorExperience'];

export const DEFAULT_SECTION: MemberSection = 'personal';

/** The section a `type` query names, among those available; the default otherwise. */
export function sectionForType(type: string | null, available: readonly MemberSection[]): MemberSection {
  const n = Number(type);
  const found = (Object.keys(MEMBER_TYPES) as MemberSection[]).find((s) => MEMBER_TYPES[s] === n);
  return found && available.includes(found) ? found : DEFAULT_SECTION;
}

/** The menu for a user: the sections that exist, anchor-only ones for anchors only. */
export function menuFor(available: readonly MemberSection[], isAnchor: boolean): MemberSection[] {
  return MEMBER_MENU.filter(
    (s) => available.includes(s) && (!ANCHOR_ONLY.includes(s) || isAnchor) && (s !== 'applyAnchor' || !isAnchor),
  );
}
