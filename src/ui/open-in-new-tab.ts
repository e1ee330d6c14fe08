/**
 * Named routes (the seed's route names) for the pages that exist. A page added to the router gets
 * its name here too, so helpers and links can name it instead of spelling its path.
 */
export const ROUTE_PATHS = {
  main: '/main',
  football: '/football',
  basketball: '/basketball',
  esports: '/esports',
  schedule: '/schedule',
  scoreDetail: '/score-detail',
  scoreLive: '/score-live',
  baseFootball: '/base-football',
  baseBasketball: '/base-basketball',
  trophyHome: '/trophy/home',
  member: '/member',
  aboutUser: '/about-user',
  persona: '/persona',
  /** News: category tabs and pages (`?category=en.1&page=2`). */
  news: '/news',
  /** One article (`?id=r<match id>` for a match report, `h<id>` for a reader's headline). */
  detail: '/detail',
  notFound: '/404',
  /** A streamer's room (`?id=<room id>`). */
  live: '/live',
  /** Anchor lists (`?type=0|1|2|3`, with `id` and `name` for a category). */
  anchor: '/anchor',
  attention: '/attention',
  rank: '/rank',
  reserve: '/reserve',
  /** Private chat. */
  chat: '/chat-chat',
  /** The phone's QR-login confirm page (the link inside the login QR code). */
  qrLogin: '/qr-login',
  /** The sandbox payment page (stands in for a payment provider). */
  sandboxPay: '/pay/sandbox',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

export type RouteQuery = Record<string, string | number | boolean | undefined>;

/** A path (`/football`) or a named route (`{ name: 'football' }`). */
export type RouteTarget = string | { name: RouteName };

/** The href of a path or named route with a query; undefined query values are left out. */
export function routeHref(target: RouteTarget, query: RouteQuery = {}): string {
  const path = typeof target === 'string' ? target : ROUTE_PATHS[target.name];
  const [pathname = '', existing = ''] = path.split('?');
  const params = new URLSearchParams(existing);
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** Open a path or a named route with a query in a new tab (the opener is not exposed to it). */
export function openInNewTab(target: RouteTarget, query: RouteQuery = {}): void {
  window.open(routeHref(target, query), '_blank', 'noopener');
}
