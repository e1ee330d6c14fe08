/** Member centre tabs the account entry and its panel link to (the seed's `/member?type=N`). */
export const MEMBER_LINKS = {
  recharge: '/member?type=1&isRecharge=1',
  applyAnchor: '/member?type=7',
  anchorLive: '/member?type=9',
  space: '/member?type=18',
  notices: '/member?type=24',
} as const;
