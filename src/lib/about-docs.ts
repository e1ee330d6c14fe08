/** The documents of `/about-user?type=1..6`, in order (their texts are in the `about` catalogue). */
export const ABOUT_DOCS = ['agreement', 'privacy', 'anchor', 'recharge', 'about', 'contact'] as const;

export type AboutDoc = (typeof ABOUT_DOCS)[number];

/** The document `?type=` names; the first for a missing or unknown type. */
export function aboutDocOf(type: string | null): AboutDoc {
  return ABOUT_DOCS[Number(type) - 1] ?? ABOUT_DOCS[0];
}
