import { BANNER_KINDS, BANNER_POSITIONS, type BannerKind, type BannerPosition } from '../../contracts/banners.ts';
import { AdminUsageError, exactly, positiveInt, split } from './arg-parts.ts';

/**
 * The banner commands of `npm run admin`: list, add (picture file, link, position, times), end,
 * remove. Times are `now`, an offset from now (`+30m`, `+2h`, `+7d`, `-1s`) or an ISO 8601 time
 * with its zone (`2026-12-01T20:00:00Z`); they are resolved when the command runs.
 */

/** A time as given: seconds from when the command runs, or an absolute unix time. */
export type TimeArg = { offsetS: number } | { atS: number };

export type BannerCommand =
  | { name: 'banners'; kind?: BannerKind }
  | {
      name: 'banner-add';
      file: string;
      url: string;
      kind: BannerKind;
      position: BannerPosition;
      title: string;
      sort: number;
      start: TimeArg;
      end: TimeArg | null;
    }
  | { name: 'banner-end'; id: number; at: TimeArg }
  | { name: 'banner-remove'; id: number };

export const BANNER_USAGE = `  banners [--kind banner|advert]                      list banners and advertisements
  banner-add <picture file> --link URL [--position ${BANNER_POSITIONS.join('|')}]
             [--kind banner|advert] [--title TEXT] [--sort N] [--start TIME] [--end TIME]
                                                      place a banner (PNG, JPEG, GIF or WebP, checked by content)
  banner-end <banner id> [--at TIME]                  stop showing a banner (now by default)
  banner-remove <banner id>                           delete a banner
  (TIME: now, +30m, +2h, +7d, -1s, or ISO 8601 with a zone such as 2026-12-01T20:00:00Z)`;

const UNIT_S: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

export function parseTime(value: string, what: string): TimeArg {
  if (value === 'now') return { offsetS: 0 };
  const offset = /^([+-])(\d{1,6})([smhd])$/.exec(value);
  if (offset) return { offsetS: (offset[1] === '-' ? -1 : 1) * Number(offset[2]) * (UNIT_S[offset[3] ?? 's'] ?? 1) };
  const zoned = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value);
  const ms = Date.parse(value);
  if (!zoned || Number.isNaN(ms)) {
    throw new AdminUsageError(`${what}: now, +30m, +2h, +7d or an ISO 8601 time with a zone, got "${value}"`);
  }
  return { atS: Math.floor(ms / 1000) };
}

export function resolveTime(time: TimeArg, nowS: number): number {
  return 'atS' in time ? time.atS : nowS + time.offsetS;
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], what: string, fallback: T): T {
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new AdminUsageError(`--${what} must be one of ${allowed.join(', ')}, got "${value}"`);
  }
  return value as T;
}

/** The banner command named `name`, or null when `name` is not one of them. */
export function parseBannerArgs(name: string, rest: string[]): BannerCommand | null {
  switch (name) {
    case 'banners': {
      const { positional, options } = split(rest, ['kind']);
      exactly(positional, 0, name);
      const kind = options.get('kind');
      return kind === undefined ? { name } : { name, kind: oneOf(kind, BANNER_KINDS, 'kind', 'banner') };
    }
    case 'banner-add': {
      const { positional, options } = split(rest, ['link', 'position', 'kind', 'title', 'sort', 'start', 'end']);
      exactly(positional, 1, name);
      const file = positional[0];
      if (!file) throw new AdminUsageError(`${name} needs the picture file`);
      const url = options.get('link')?.trim();
      if (!url) throw new AdminUsageError(`${name} needs --link URL`);
      const title = options.get('title')?.trim() ?? '';
      if ([...title].length > 100) throw new AdminUsageError('--title: at most 100 characters');
      const sort = options.get('sort');
      return {
        name,
        file,
        url,
        kind: oneOf(options.get('kind'), BANNER_KINDS, 'kind', 'banner'),
        position: oneOf(options.get('position'), BANNER_POSITIONS, 'position', 'home'),
        title,
        sort: sort === undefined ? 0 : positiveInt(sort, '--sort'),
        start: parseTime(options.get('start') ?? 'now', '--start'),
        end: options.has('end') ? parseTime(options.get('end') ?? '', '--end') : null,
      };
    }
    case 'banner-end': {
      const { positional, options } = split(rest, ['at']);
      exactly(positional, 1, name);
      return { name, id: positiveInt(positional[0], 'banner id'), at: parseTime(options.get('at') ?? 'now', '--at') };
    }
    case 'banner-remove': {
      const { positional } = split(rest, []);
      exactly(positional, 1, name);
      return { name, id: positiveInt(positional[0], 'banner id') };
    }
    default:
      return null;
  }
}
