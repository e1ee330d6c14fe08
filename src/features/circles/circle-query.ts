import {
  CIRCLE_KINDS,
  CIRCLE_SORTS,
  type CircleKind,
  type CircleNames,
  type CircleSort,
} from '../../../contracts/circles.ts';
import type { Lang, Sport } from '../../../contracts/match.ts';
import { SPORTS } from '../../../contracts/match.ts';

/** Posts a page of a list shows; circles a page of the directory shows. */
export const POSTS_PAGE_SIZE = 10;
export const CIRCLES_PAGE_SIZE = 12;

const pageOf = (value: string | null) => Math.max(1, Math.min(10_000, Math.trunc(Number(value)) || 1));

/** `/circle?sport=football&kind=club&keyword=ars&page=2&sort=new&feed=2`: the directory's filters and the feed's tab. */
export interface CircleListQuery {
  sport: Sport | null;
  kind: CircleKind | null;
  keyword: string;
  page: number;
  sort: CircleSort;
  feedPage: number;
}

export function readCircleListQuery(params: URLSearchParams): CircleListQuery {
  const sport = SPORTS.find((s) => s === params.get('sport')) ?? null;
  const kind = CIRCLE_KINDS.find((k) => k === params.get('kind')) ?? null;
  const keyword = [...(params.get('keyword') ?? '').trim()].slice(0, 20).join('');
  return {
    sport,
    kind,
    keyword,
    page: pageOf(params.get('page')),
    sort: CIRCLE_SORTS.find((s) => s === params.get('sort')) ?? 'hot',
    feedPage: pageOf(params.get('feed')),
  };
}

/** `/circle-detail?id=12&sort=new&page=2`: the circle, its posts' tab and page; a malformed id is none. */
export function readCircleDetailQuery(params: URLSearchParams): { id: number | null; sort: CircleSort; page: number } {
  const raw = params.get('id') ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  return { id, sort: CIRCLE_SORTS.find((s) => s === params.get('sort')) ?? 'hot', page: pageOf(params.get('page')) };
}

/** A circle's name in the app's language (English when that one is empty). */
export function circleName(name: CircleNames, lang: Lang): string {
  return name[lang] || name.en;
}

/** Megabytes with one decimal, for an upload's size. */
export function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1);
}
