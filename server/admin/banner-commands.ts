import { readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import {
  addBanner,
  BannerError,
  endBanner,
  listBanners,
  removeBanner,
  type BannerRow,
} from '../banners/banner-store.ts';
import { resolveTime, type BannerCommand } from './banner-args.ts';

/** What the banner commands do; throws BannerError (printed by the caller) when one cannot be done. */

function time(s: number | null): string {
  return s === null ? 'no end' : new Date(s * 1000).toISOString().replace('T', ' ').slice(0, 19);
}

function bannerLine(b: BannerRow): string {
  return `#${b.id}  ${b.kind}  ${b.position}  sort ${b.sort}  ${JSON.stringify(b.title)}  ${b.image} -> ${b.url}  ${time(b.starts_at)} .. ${time(b.ends_at)}`;
}

export async function runBannerCommand(
  db: Kysely<DB>,
  command: BannerCommand,
  nowS: number,
  uploadsDir: string | undefined,
): Promise<string[]> {
  switch (command.name) {
    case 'banners': {
      const rows = await listBanners(db, command.kind);
      return rows.length ? rows.map(bannerLine) : ['No banners.'];
    }
    case 'banner-add': {
      if (uploadsDir === undefined) throw new BannerError('no uploads folder to keep the picture in');
      let picture: Buffer;
      try {
        picture = await readFile(command.file);
      } catch (error) {
        throw new BannerError(`cannot read ${command.file}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`);
      }
      const startsAt = resolveTime(command.start, nowS);
      const row = await addBanner(
        db,
        uploadsDir,
        picture,
        {
          kind: command.kind,
          position: command.position,
          title: command.title,
          url: command.url,
          sort: command.sort,
          startsAt,
          endsAt: command.end === null ? null : resolveTime(command.end, nowS),
        },
        nowS,
      );
      return [`Banner #${row.id} placed.`, bannerLine({ ...row, sort: command.sort })];
    }
    case 'banner-end': {
      const at = resolveTime(command.at, nowS);
      await endBanner(db, command.id, at);
      return [`Banner #${command.id} ends ${time(at)}.`];
    }
    case 'banner-remove':
      await removeBanner(db, command.id);
      return [`Banner #${command.id} removed.`];
  }
}
