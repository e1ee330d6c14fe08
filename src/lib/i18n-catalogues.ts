/**
 * The catalogues' shape, so a missing or misspelt key fails the typecheck (i18next's typed
 * resources). English is the reference; src/lib/locales.test.ts checks zh and vi have the same keys.
 */
import type about from '../../locales/en/about.json';
import type account from '../../locales/en/account.json';
import type accountQr from '../../locales/en/account-qr.json';
import type alerts from '../../locales/en/alerts.json';
import type anchorCentre from '../../locales/en/anchor-centre.json';
import type anchors from '../../locales/en/anchors.json';
import type apply from '../../locales/en/apply.json';
import type banners from '../../locales/en/banners.json';
import type chat from '../../locales/en/chat.json';
import type circles from '../../locales/en/circles.json';
import type comments from '../../locales/en/comments.json';
import type customerService from '../../locales/en/customer-service.json';
import type common from '../../locales/en/common.json';
import type databaseBasketball from '../../locales/en/database-basketball.json';
import type databaseFootball from '../../locales/en/database-football.json';
import type devPages from '../../locales/en/dev-pages.json';
import type download from '../../locales/en/download.json';
import type funGuess from '../../locales/en/fun-guess.json';
import type foresight from '../../locales/en/foresight.json';
import type dynamics from '../../locales/en/dynamics.json';
import type experts from '../../locales/en/experts.json';
import type home from '../../locales/en/home.json';
import type kit from '../../locales/en/kit.json';
import type liveEconomy from '../../locales/en/live-economy.json';
import type liveRoom from '../../locales/en/live-room.json';
import type mall from '../../locales/en/mall.json';
import type match from '../../locales/en/match.json';
import type member from '../../locales/en/member.json';
import type memberExtras from '../../locales/en/member-extras.json';
import type news from '../../locales/en/news.json';
import type rewards from '../../locales/en/rewards.json';
import type roomDynamics from '../../locales/en/room-dynamics.json';
import type roomNotices from '../../locales/en/room-notices.json';
import type roomVideos from '../../locales/en/room-videos.json';
import type rooms from '../../locales/en/rooms.json';
import type schedule from '../../locales/en/schedule.json';
import type scores from '../../locales/en/scores.json';
import type search from '../../locales/en/search.json';
import type sms from '../../locales/en/sms.json';
import type validation from '../../locales/en/validation.json';
import type videoLibrary from '../../locales/en/video-library.json';
import type videoPlayer from '../../locales/en/video-player.json';
import type videos from '../../locales/en/videos.json';
import type wallet from '../../locales/en/wallet.json';
import type worldCup from '../../locales/en/world-cup.json';

export interface Catalogues {
  about: typeof about;
  account: typeof account;
  'account-qr': typeof accountQr;
  alerts: typeof alerts;
  'anchor-centre': typeof anchorCentre;
  anchors: typeof anchors;
  apply: typeof apply;
  banners: typeof banners;
  chat: typeof chat;
  circles: typeof circles;
  comments: typeof comments;
  'customer-service': typeof customerService;
  common: typeof common;
  'database-basketball': typeof databaseBasketball;
  'database-football': typeof databaseFootball;
  'dev-pages': typeof devPages;
  download: typeof download;
  'fun-guess': typeof funGuess;
  foresight: typeof foresight;
  dynamics: typeof dynamics;
  experts: typeof experts;
  home: typeof home;
  kit: typeof kit;
  'live-economy': typeof liveEconomy;
  'live-room': typeof liveRoom;
  mall: typeof mall;
  match: typeof match;
  member: typeof member;
  'member-extras': typeof memberExtras;
  news: typeof news;
  rewards: typeof rewards;
  'room-dynamics': typeof roomDynamics;
  'room-notices': typeof roomNotices;
  'room-videos': typeof roomVideos;
  rooms: typeof rooms;
  schedule: typeof schedule;
  scores: typeof scores;
  search: typeof search;
  sms: typeof sms;
  validation: typeof validation;
  'video-library': typeof videoLibrary;
  'video-player': typeof videoPlayer;
  videos: typeof videos;
  wallet: typeof wallet;
  'world-cup': typeof worldCup;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Catalogues;
  }
}
