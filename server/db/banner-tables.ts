import type { Generated } from 'kysely';
import type { BannerKind, BannerPosition } from '../../contracts/banners.ts';

/** Banners and advertisements placed by operators (migration 012). Times are unix seconds. */
export interface BannersTable {
  id: Generated<number>;
  kind: BannerKind;
  position: BannerPosition;
  title: Generated<string>;
  /** `/uploads/banner-<random>.<ext>` */
  image: string;
  url: string;
  /** Lower shows first; ties by id. */
  sort: Generated<number>;
  starts_at: number;
  /** Null: no end. */
  ends_at: number | null;
  created_at: number;
}

export interface BannerTables {
  banners: BannersTable;
}
