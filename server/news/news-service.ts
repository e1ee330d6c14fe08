import type { Kysely } from 'kysely';
import type { Lang } from '../../contracts/match.ts';
import {
  NEWS_ALL,
  NEWS_POSTS,
  type NewsArticle,
  type NewsCategory,
  type NewsItem,
  type NewsPage,
} from '../../contracts/news.ts';
import type { DB } from '../db/schema.ts';
import { findFinishedLive } from './live-reports.ts';
import { countApproved, findApproved, findApprovedPage } from './headlines.ts';
import { loadReportFacts } from './report-details.ts';
import type { ReportFacts } from './report-facts.ts';
import {
  countReports,
  findReport,
  findReportLeagues,
  findReportPage,
  type ReportRow,
  type ReportScope,
} from './report-repository.ts';
import { writeHeadline, writeReport, writeStandfirst } from './report-writer.ts';

const NAMES: Record<'all' | 'football' | 'basketball' | 'posts', Record<Lang, string>> = {
  all: { zh: '全部', en: 'All', vi: 'Tất cả' },
  football: { zh: '足球', en: 'Football', vi: 'Bóng đá' },
  basketball: { zh: '篮球', en: 'Basketball', vi: 'Bóng rổ' },
  posts: { zh: '读者头条', en: "Readers' headlines", vi: 'Tin bạn đọc' },
};

/** Facts kept per match: the data behind a report never changes while the server runs. */
const FACTS_CACHED = 2000;

export class UnknownNewsError extends Error {}

function toItem(row: ReportRow, lang: Lang, live = false): NewsItem {
  return {
    id: `${live ? 'l' : 'r'}${row.matchId}`,
    kind: 'report',
    headline: writeHeadline(row, lang),
    standfirst: writeStandfirst(row, lang),
    date: row.date,
    league: { code: row.league.code, name: row.league.names[lang] },
  };
}

const dayOf = (s: number) => new Date(s * 1000).toISOString().slice(0, 10);

/**
 * News: match reports written on demand from the finished matches (headline and standfirst from
 * the match row, the body from the facts around it), and approved readers' headlines. Nothing is
 * generated at start-up; an article's facts are cached once read (bounded, oldest out first).
 */
export function createNewsService(db: Kysely<DB>) {
  const facts = new Map<number, Promise<ReportFacts>>();
  let leagues: ReturnType<typeof findReportLeagues> | null = null;

  async function scopeOf(category: string): Promise<ReportScope> {
    if (category === NEWS_ALL) return { kind: 'all' };
    if (category === 'football' || category === 'basketball') return { kind: 'sport', sport: category };
    leagues ??= findReportLeagues(db);
    if ((await leagues).some((l) => l.code === category)) return { kind: 'league', code: category };
    throw new UnknownNewsError('category: no such category');
  }

  function factsOf(row: ReportRow & { seasonId: number }): Promise<ReportFacts> {
    let cached = facts.get(row.matchId);
    if (!cached) {
      cached = loadReportFacts(db, row);
      facts.set(row.matchId, cached);
      cached.catch(() => facts.delete(row.matchId));
      if (facts.size > FACTS_CACHED) facts.delete(facts.keys().next().value!);
    }
    return cached;
  }

  return {
    async categories(lang: Lang): Promise<NewsCategory[]> {
      leagues ??= findReportLeagues(db);
      const list = await leagues;
      const sports = (['football', 'basketball'] as const).filter((s) => list.some((l) => l.sport === s));
      return [
        { id: NEWS_ALL, name: NAMES.all[lang] },
        ...sports.map((s) => ({ id: s, name: NAMES[s][lang] })),
        ...list.map((l) => ({ id: l.code, name: l[`name_${lang}`] })),
        { id: NEWS_POSTS, name: NAMES.posts[lang] },
      ];
    },

    /** A page of a category, newest first; `team` keeps the reports of that team's matches. */
    async page(category: string, page: number, pageSize: number, lang: Lang, team?: number): Promise<NewsPage> {
      const offset = (page - 1) * pageSize;
      if (category === NEWS_POSTS) {
        const [total, rows] = await Promise.all([countApproved(db), findApprovedPage(db, offset, pageSize)]);
        const list = rows.map((r): NewsItem => ({
          id: `h${r.id}`,
          kind: 'post',
          headline: r.title,
          standfirst: r.content.slice(0, 140),
          date: dayOf(r.reviewed_at),
          league: null,
        }));
        return { list, total, page, page_size: pageSize };
      }
      // Today's finished feed matches are the newest: they come first, then the imported ones.
      const scope: ReportScope = { ...(await scopeOf(category)), ...(team === undefined ? {} : { team }) };
      const live = await findFinishedLive(db, scope);
      const fromLive = live.slice(offset, offset + pageSize).map((r) => toItem(r, lang, true));
      const importedOffset = Math.max(0, offset - live.length);
      const [imported, rows] = await Promise.all([
        countReports(db, scope),
        fromLive.length === pageSize ? [] : findReportPage(db, scope, importedOffset, pageSize - fromLive.length),
      ]);
      return {
        list: [...fromLive, ...rows.map((r) => toItem(r, lang))],
        total: live.length + imported,
        page,
        page_size: pageSize,
      };
    },

    async article(id: string, lang: Lang): Promise<NewsArticle> {
      const n = Number(id.slice(1));
      if (id.startsWith('h')) {
        const post = await findApproved(db, n);
        if (!post) throw new UnknownNewsError('id: no such article');
        return {
          id,
          kind: 'post',
          headline: post.title,
          standfirst: post.content.slice(0, 140),
          date: dayOf(post.reviewed_at),
          league: null,
          body: post.content.split(/\n+/).filter((p) => p.trim() !== ''),
          match: null,
          author: post.nickname,
        };
      }
      const live = id.startsWith('l');
      let row: ReportRow | null;
      let facts: ReportFacts | null = null;
      if (live) {
        // A live match's facts are read each time: its id is the feed's, not the imported data's.
        row = (await findFinishedLive(db, { kind: 'all' })).find((r) => r.matchId === n) ?? null;
        if (row) facts = await loadReportFacts(db, { ...row, seasonId: null });
      } else {
        const imported = await findReport(db, n);
        row = imported;
        if (imported) facts = await factsOf(imported);
      }
      if (!row || !facts) throw new UnknownNewsError('id: no such article');
      const written = writeReport(facts, lang);
      return {
        ...toItem(row, lang, live),
        ...written,
        match: {
          id: row.matchId,
          sport: row.sport,
          season: row.season,
          home: { id: row.home.id, name: row.home.names[lang] },
          away: { id: row.away.id, name: row.away.names[lang] },
        },
        author: null,
      };
    },
  };
}
