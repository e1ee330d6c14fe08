import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import {
  BANNERS_PER_POSITION,
  isBannerLink,
  type Banner,
  type BannerKind,
  type BannerPosition,
} from '../../contracts/banners.ts';
import { MAX_UPLOAD_BYTES } from '../../contracts/member.ts';
import { sniffImage } from '../accounts/member-rules.ts';
import type { DB } from '../db/schema.ts';

/**
 * Banners and advertisements: what shows now at a position (for the pages), and placing, ending
 * and removing them (for `npm run admin`). The picture is checked by its content and copied into
 * the uploads folder, so a banner never points at a file outside what the server serves.
 */
export class BannerError extends Error {}

const COLUMNS = ['id', 'kind', 'position', 'title', 'image', 'url', 'ends_at'] as const;

/** The banners (or advertisements) of a position showing at `nowS`, in order. */
export async function showingNow(
  db: Kysely<DB>,
  kind: BannerKind,
  position: BannerPosition,
  nowS: number,
): Promise<Banner[]> {
  return db
    .selectFrom('banners')
    .select(COLUMNS)
    .where('kind', '=', kind)
    .where('position', '=', position)
    .where('starts_at', '<=', nowS)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', nowS)]))
    .orderBy('sort')
    .orderBy('id')
    .limit(BANNERS_PER_POSITION)
    .execute();
}

export interface NewBanner {
  kind: BannerKind;
  position: BannerPosition;
  title: string;
  url: string;
  sort: number;
  startsAt: number;
  endsAt: number | null;
}

/** Checks the picture by content, stores it under `uploadsDir`, and places the banner. */
export async function addBanner(
  db: Kysely<DB>,
  uploadsDir: string,
  picture: Buffer,
  banner: NewBanner,
  nowS: number,
): Promise<Banner & { starts_at: number }> {
  if (picture.length > MAX_UPLOAD_BYTES) {
    throw new BannerError(`the picture is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
  }
  const ext = sniffImage(picture);
  if (!ext) throw new BannerError('the picture is not an image this site shows (PNG, JPEG, GIF or WebP by content)');
  if (!isBannerLink(banner.url))
    throw new BannerError(`the link must be http(s) or a path of this site, got "${banner.url}"`);
  if (banner.endsAt !== null && banner.endsAt <= banner.startsAt) {
    throw new BannerError('the end time must come after the start time');
  }
  const name = `banner-${randomBytes(12).toString('hex')}.${ext}`;
  await writeFile(path.join(uploadsDir, name), picture, { flag: 'wx' });
  const row = await db
    .insertInto('banners')
    .values({
      kind: banner.kind,
      position: banner.position,
      title: banner.title,
      image: `/uploads/${name}`,
      url: banner.url,
      sort: banner.sort,
      starts_at: banner.startsAt,
      ends_at: banner.endsAt,
      created_at: nowS,
    })
    .returning([...COLUMNS, 'starts_at'])
    .executeTakeFirstOrThrow();
  return row;
}

/** Sets when a banner stops showing (now, to take it down at once). */
export async function endBanner(db: Kysely<DB>, id: number, endsAt: number): Promise<void> {
  const row = await db.selectFrom('banners').select('starts_at').where('id', '=', id).executeTakeFirst();
  if (!row) throw new BannerError(`banner ${id} does not exist`);
  await db
    .updateTable('banners')
    .set({ ends_at: endsAt, starts_at: Math.min(row.starts_at, endsAt) })
    .where('id', '=', id)
    .execute();
}

export async function removeBanner(db: Kysely<DB>, id: number): Promise<void> {
  const result = await db.deleteFrom('banners').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new BannerError(`banner ${id} does not exist`);
}

export interface BannerRow extends Banner {
  starts_at: number;
  sort: number;
}

export async function listBanners(db: Kysely<DB>, kind?: BannerKind): Promise<BannerRow[]> {
  let query = db.selectFrom('banners').select([...COLUMNS, 'starts_at', 'sort']);
  if (kind) query = query.where('kind', '=', kind);
  return query.orderBy('kind').orderBy('position').orderBy('sort').orderBy('id').execute();
}
