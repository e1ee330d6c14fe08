/**
 * Banners and advertisements: pictures with a link, placed by position and shown between a start
 * and an end time. Operators manage them with `npm run admin` (the image is checked by content).
 * Pure types and constants.
 *
 * Calls (the seed's paths):
 * - `Banner/getBannerList` `{position}` -> `Banner[]`: the banners showing now, in order.
 * - `banner/getAdvertisingList` `{position}` -> `Banner[]`: the advertisements showing now.
 * - `banner/getAdvertisement` `{position}` -> `Banner | null`: the first advertisement showing now.
 */
export const BANNER_PATHS = {
  banners: 'Banner/getBannerList',
  adverts: 'banner/getAdvertisingList',
  advert: 'banner/getAdvertisement',
} as const;

/** Where a banner or advertisement goes. Banners never sit above the scores. */
export const BANNER_POSITIONS = ['home', 'news', 'video', 'room'] as const;
export type BannerPosition = (typeof BANNER_POSITIONS)[number];

export const BANNER_KINDS = ['banner', 'advert'] as const;
export type BannerKind = (typeof BANNER_KINDS)[number];

/** How many banners one position shows at most. */
export const BANNERS_PER_POSITION = 8;

export interface Banner {
  id: number;
  kind: BannerKind;
  position: BannerPosition;
  /** Alt text and caption; may be empty. */
  title: string;
  /** `/uploads/...` */
  image: string;
  /** `https://...`, `http://...` or a path of this site (`/news`). */
  url: string;
  /** Unix seconds; null means it has no end. */
  ends_at: number | null;
}

/** A link a banner may carry: http(s), or a path of this site (not `//host`). */
export function isBannerLink(url: string): boolean {
  if (url.length > 500 || /[\s<>"']/.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  return /^https?:\/\/[^/\s]+/i.test(url);
}
