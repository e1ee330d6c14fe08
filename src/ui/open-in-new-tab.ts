/**
 * Named routes (the seed's route names) for the pages that exist. A page added to the router gets
 * its name here too, so helpers and links can name it instead of spelling its path.
 */
export const ROUTE_PATHS = {
  main: '/main',
  /** The app download page (the seed's route name `downLoad`). */
  download: '/downLoad',
  /** The login page for deep links (`?redirect=<path of this site>`). */
  login: '/login',
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
  /** One subject's comments (`?type=news|video|post|dynamic&id=<subject id>`). */
  comment: '/comment',
  /** Search results (`?name=<1-10 characters>&tab=anchor|live`). */
  search: '/search',
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
  /** The video library (`?category=league:12&sort=views&page=2`, `?keyword=`, `?tab=rank`). */
  videoList: '/video-list',
  /** One video (`?id=<video id>`). */
  videoPlayer: '/video-player',
  /** The collapsible category menu (`?category=<key>`). */
  videoClassify: '/video-classify',
  /** The community: the circle directory and every circle's posts (`?sport=&kind=&keyword=&sort=hot|new`). */
  circle: '/circle',
  /** One circle (`?id=<circle id>&sort=hot|new`). */
  circleDetail: '/circle-detail',
  /** Fun-guess: today's matches to guess with points, my records (three months) and the leaderboard (`?tab=records|rank`). */
  funGuess: '/fun-guess',
  /** Today's matches with their figures before kick-off (`?sport=football|basketball&match=<live id>`). */
  foresight: '/foresight',
  /** Expert rankings (`?type=0|1&window=10|20|50`). */
  specialist: '/specialist',
  /** The experts' home of a kind (`?type=0` football, `1` basketball): ranking and latest schemes. */
  specialistHome: '/specialist-home',
  /** An expert's page (`?id=<user id>`). */
  specialistInfo: '/specialist-info',
  /** A scheme's page (`?id=<scheme id>`). */
  specialistDetail: '/specialist-detail',
  /** An expert's articles (`?id=<user id>`). */
  specialistNews: '/specialist-news',
  /** The seed's test pages: the data engine's diagnostics. */
  dome: '/dome',
  /** The component gallery, light and dark. */
  demo: '/demo',
  /** The live socket's frame log. */
  newFile: '/new_file',
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
