import path from 'node:path';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { loadFeedCatalogue } from './catalogue/feed-catalogue.ts';
import type { ServerConfig } from './config.ts';
import { createDatabase, type AppDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrations.ts';
import type { LiveFeedProvider } from './feed/feed-provider.ts';
import { registerFeedControlRoutes } from './feed/feed-control-routes.ts';
import { createFeedControlRelay, type FeedControlRelay } from './feed/feed-control-relay.ts';
import { createSimulatorFeed } from './feed/simulator/simulator-feed.ts';
import { ApiError, fail } from './http/envelope.ts';
import { importSeedData } from './import/import-seed-data.ts';
import { startFeedLeader, type FeedLeader } from './live/feed-leader.ts';
import { createInProcessBus } from './live/in-process-bus.ts';
import type { LiveBus } from './live/live-bus.ts';
import { createLiveMirror } from './live/live-mirror.ts';
import { createFinalResults } from './settlement/final-results.ts';
import { createRedisBus } from './live/redis-bus.ts';
import { createRedisLeadership } from './live/redis-leadership.ts';
import { attachLiveGateway } from './live/socket-gateway.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import { createAccountContext, type AccountContext } from './accounts/account-context.ts';
import { createSliderCaptcha, type CaptchaProvider } from './accounts/captcha.ts';
import { loadSecret } from './accounts/secrets.ts';
import { createDevOutbox, noSmsProvider, type SmsSender } from './accounts/sms.ts';
import { createMemoryStore, createRedisStore } from './kv/kv-store.ts';
import { installLoginCheck } from './http/api-route.ts';
import { registerAuthRoutes } from './routes/auth-routes.ts';
import { createQrWaiters, qrPublicId } from './accounts/qr-login.ts';
import { registerQrLoginRoutes } from './routes/qr-login-routes.ts';
import { registerRewardRoutes } from './routes/reward-routes.ts';
import { registerWalletRoutes } from './routes/wallet-routes.ts';
import { createPaymentProvider, describePayments } from './wallet/payment-provider.ts';
import { clientAddressOf, listenOrigin, socketUrlOf } from './http/public-url.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebRoot } from './http/web-root.ts';
import { registerApplicationRoutes } from './routes/application-routes.ts';
import { registerMallRoutes } from './routes/mall-routes.ts';
import { registerNewsRoutes } from './routes/news-routes.ts';
import { registerBannerRoutes } from './routes/banner-routes.ts';
import { registerMemberRoutes } from './routes/member-routes.ts';
import { registerMemberExtrasRoutes } from './routes/member-extras-routes.ts';
import { registerRoomRoutes } from './routes/room-routes.ts';
import { createBannedWords } from './rooms/banned-words.ts';
import { tencentSigner } from './chat/tls-sig.ts';
import { registerChat } from './chat/register-chat.ts';
import { createInProcessRoomHub, type RoomHub } from './rooms/room-hub.ts';
import { createRedisRoomHub } from './rooms/redis-room-hub.ts';
import { isOddsPayload } from '../contracts/live-protocol.ts';
import { startMedia } from './media/media-service.ts';
import { registerVideoLibraryRoutes } from './routes/video-library-routes.ts';
import { createGoalMarker } from './videos/goal-marks.ts';
import { createClipMaker } from './videos/highlight-clips.ts';
import { findFfmpeg } from './videos/video-ffmpeg.ts';
import { videosDir } from './videos/video-files.ts';
import type { MediaLinks } from './rooms/room-context.ts';
import { registerDevOutboxRoutes } from './routes/dev-outbox-routes.ts';
import { registerDatabaseBasketballRoutes } from './routes/database-basketball-routes.ts';
import { registerDatabaseFootballRoutes } from './routes/database-football-routes.ts';
import { registerLiveRoutes } from './routes/live-routes.ts';
import { registerMatchCentreRoutes } from './routes/match-centre-routes.ts';
import { registerForesightRoutes } from './routes/foresight-routes.ts';
import { foresightSchemes } from './foresight/expert-schemes.ts';
import { registerScheduleRoutes } from './routes/schedule-routes.ts';
import { registerSearchRoutes } from './routes/search-routes.ts';
import { createSearchIndex } from './search/search-index.ts';
import { createSearchService } from './search/search-service.ts';
import { refreshSearchIndex } from './search/search-sources.ts';
import { registerSystemRoutes } from './routes/system-routes.ts';
import { syncCircles } from './circles/circle-sync.ts';
import { registerCircleRoutes } from './routes/circle-routes.ts';
import { registerFunGuessRoutes } from './routes/fun-guess-routes.ts';
import { registerExpertRoutes } from './routes/expert-routes.ts';
import { registerWorldCupRoutes } from './routes/world-cup-routes.ts';

export interface BuildOptions {
  /** Replace the feed (tests); `null` runs without one. Default: the simulator unless FEED=off. */
  provider?: LiveFeedProvider | null;
  now?: () => number;
  logger?: boolean;
  /** Key prefix on the Redis bus, so parallel test servers do not hear each other (default: REDIS_PREFIX). */
  busPrefix?: string;
  seedDir?: string;
  /** Tests: wrap the captcha (e.g. to let a burst of logins through to the password lock). */
  captcha?: (real: CaptchaProvider) => CaptchaProvider;
  /** Tests: wrap the SMS provider (e.g. one that takes its time, as a real provider's call does). */
  sms?: (real: SmsSender) => SmsSender;
  /** Tests: hears every route as it is registered (the route-table coverage test). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
}

export interface LiveApp {
  app: FastifyInstance;
  database: AppDatabase;
  /** The feed leader, when this process leads (always in the embedded default). */
  leader(): FeedLeader | null;
  /** Room fan-out to the live sockets of every gateway. */
  hub: RoomHub;
  /** Where OBS pushes and viewers play. */
  media: MediaLinks;
  metrics: Metrics;
  /** The site's origin for links and callbacks (PUBLIC_URL, else the listen address). */
  publicUrl(): string;
  /** Accounts, wallet and rewards (tests wait on `accounts.settled()` for work done after an answer). */
  accounts: AccountContext;
  close(): Promise<void>;
}

const SEED_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), 'seed-data');

/** Build the whole server: database, import, feed, bus, mirror, HTTP API, live socket. */
export async function buildApp(config: ServerConfig, options: BuildOptions = {}): Promise<LiveApp> {
  const now = options.now ?? Date.now;
  const metrics = createMetrics();
  /** The site's origin for links and callbacks: PUBLIC_URL, else where we listen (never a request's Host). */
  const publicUrl = () => config.publicUrl ?? listenOrigin(app.server.address());
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db);
  await importSeedData(database.db, { seedDir: options.seedDir ?? SEED_DIR });
  const searchIndex = createSearchIndex(database.db, database.dialect);
  await refreshSearchIndex(database.db, searchIndex);
  await syncCircles(database.db, Math.floor(now() / 1000));
  const catalogue = await loadFeedCatalogue(database.db);
  const tiers = new Map(catalogue.leagues.map((l) => [l.id, l.tier]));

  const app = Fastify({
    logger: options.logger ? { level: config.logLevel } : false,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // Behind N proxies, request.ip is the address N hops back in X-Forwarded-For (never a client's own claim).
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
    logController: new LogController({ disableRequestLogging: true }),
  });
  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (route) => onRoute({ method: route.method, url: route.url }));
  await app.register(formbody);
  await registerSecurityHeaders(app, config);
  // API answers and pages compressed on the fly (built assets come precompressed, see below).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  app.addHook('onResponse', async (request, reply) => {
    metrics.httpDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) return reply.status(200).send(fail(error.message, error.code));
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) {
      // Malformed JSON, a body too large, a bad content type: the client's fault, said plainly.
      return reply.status(200).send(fail(`request: ${(error as Error).message}`));
    }
    request.log.error(error);
    return reply.status(500).send(fail('Server error, please try again'));
  });

  const busPrefix = options.busPrefix ?? config.redisPrefix;
  const bus: LiveBus = config.redisUrl ? createRedisBus(config.redisUrl, { prefix: busPrefix }) : createInProcessBus();
  const provider =
    options.provider !== undefined
      ? options.provider
      : config.feed === 'off'
        ? null
        : createSimulatorFeed({
            catalogue,
            speed: config.feedSpeed,
            incidents: !config.feedQuiet,
            clock: { now },
            timers: { setInterval, clearInterval },
          });
  let leader: FeedLeader | null = null;
  // Each lease won is a term; a leader that starts after its term ended (the lease lost while it
  // loaded the state) stops at once instead of running beside the new one.
  let term = 0;
  const onError = (error: unknown) => app.log.error(error);
  const lead = () => {
    const mine = ++term;
    return startFeedLeader({
      db: database.db,
      bus,
      provider,
      metrics,
      now,
      timers: { setInterval, clearInterval },
      onError,
    }).then((l) => {
      if (mine === term) leader = l;
      else void l.stop().catch(onError);
    });
  };
  const leadership = config.redisUrl
    ? createRedisLeadership(config.redisUrl, { key: `${busPrefix}live:feed-leader` })
    : null;
  if (leadership) {
    leadership.run(
      () => void lead().catch(onError),
      () => {
        term++;
        const lost = leader;
        leader = null;
        void lost?.stop().catch(onError);
      },
    );
  } else {
    await lead();
  }

  const mirror = createLiveMirror(bus);
  await mirror.start();
  // QR login waiters of this process; the store they poll is created below (sockets open after listen).
  const qrWaiters = createQrWaiters({ kv: () => kv, now, onError });
  // The room hub exists before the gateway: the gateway delivers its messages and feeds its counts.
  const hub = config.redisUrl ? createRedisRoomHub(config.redisUrl, { prefix: busPrefix }) : createInProcessRoomHub();
  const gateway = attachLiveGateway({
    rooms: { db: database.db, hub, onError },
    server: app.server,
    mirror,
    metrics,
    allowedOrigins: config.allowedOrigins,
    publicUrl: config.publicUrl,
    perAddress: config.socketsPerAddress,
    addressOf: (request) => clientAddressOf(request, config.trustProxy),
    now,
    onLoginWait: (code, send) => qrWaiters.wait(qrPublicId(accounts.secret, code), send),
  });

  registerLiveRoutes(app, mirror, (leagueId) => tiers.get(leagueId) ?? 9);
  // Tests only (FEED_CONTROL=1, refused in production by the configuration, and checked again here).
  // An order that reaches a process which does not lead the feed is relayed to the one that does.
  const control = config.feedControl && !config.production ? provider?.control : undefined;
  const feedControl: FeedControlRelay | null = control
    ? createFeedControlRelay({
        redisUrl: config.redisUrl,
        prefix: busPrefix,
        local: () => (leader ? control : null),
        onError,
      })
    : null;
  if (feedControl) registerFeedControlRoutes(app, feedControl);
  registerScheduleRoutes(app, { db: database.db, mirror, speed: config.feedSpeed, now });
  registerSystemRoutes(app, {
    mirror,
    metrics,
    sockets: () => gateway.size,
    socketUrl: () => socketUrlOf(publicUrl()),
    metricsAllowed: (request) =>
      !config.production || (config.metricsPort === 0 && config.metricsAllow.includes(request.ip)),
    chat: config.tencentIm ? { service: 'tencent', sdk_app_id: config.tencentIm.sdkAppId } : { service: 'builtin' },
    download: {
      android: config.appLinks.android,
      ios: config.appLinks.ios,
      streaming_tool: config.appLinks.streamingTool,
    },
    contact: config.customerService,
  });
  const matchCentre = registerMatchCentreRoutes(app, { db: database.db, mirror, onError });
  registerForesightRoutes(app, {
    matches: () => mirror.matches(),
    history: matchCentre.history,
    odds: matchCentre.recorder.odds,
    schemes: foresightSchemes(database.db),
  });
  // Settlement of what waits on final scores: features add their settlers before it starts below.
  const finalResults = createFinalResults({ db: database.db, mirror, now, onError });
  registerWorldCupRoutes(app, { db: database.db });
  registerDatabaseBasketballRoutes(app, { db: database.db });
  registerDatabaseFootballRoutes(app, { db: database.db });

  const kv = config.redisUrl ? createRedisStore(config.redisUrl, busPrefix) : createMemoryStore(now);
  const outbox = config.production ? null : createDevOutbox({ log: (line) => app.log.info(line), now });
  const accounts = await createAccountContext({
    db: database.db,
    now,
    kv,
    sms: (options.sms ?? ((real) => real))(outbox ?? noSmsProvider),
    outbox,
    captcha: (options.captcha ?? ((real) => real))(
      createSliderCaptcha(kv, {
        hmacKey: (await loadSecret(database.db, 'captcha')).toString('base64'),
        powMaxNumber: config.captchaPowMax,
      }),
    ),
    production: config.production,
    publicUrl,
    onTokensRevoked: (userId) => hub.revoked(userId),
    onHash: (purpose) => metrics.passwordHashes.inc({ purpose }),
    onError,
    chatSigner: tencentSigner(config, now),
  });
  // `login: true` calls of the route table turn visitors away before their handlers run.
  installLoginCheck(app, (request) => accounts.auth.requireUser(request));
  registerAuthRoutes(app, accounts);
  registerQrLoginRoutes(app, accounts, qrWaiters);
  registerRewardRoutes(app, accounts);
  const payments = createPaymentProvider(config.payment, publicUrl);
  if (!payments && config.production) app.log.warn(describePayments(config.payment));
  registerWalletRoutes(app, accounts, payments);
  registerApplicationRoutes(app, accounts);
  registerMallRoutes(app, accounts);
  registerNewsRoutes(app, accounts);
  registerBannerRoutes(app, accounts);
  await registerMemberRoutes(app, accounts, { dataDir: config.dataDir });
  const clips = createClipMaker({
    db: database.db,
    ffmpeg: findFfmpeg(config.ffmpegPath),
    recordingsDir: config.media === 'embedded' ? path.join(config.dataDir, 'recordings') : null,
    videosDir: videosDir(config.dataDir),
    now,
    log: (level, message) => app.log[level](message),
  });
  const sweepClips = () => void clips.sweep();
  const goalMarks = createGoalMarker({ db: database.db, now, onError });
  const stopGoalMarks = mirror.listen({
    onFrame: ({ frame }) => {
      if (isOddsPayload(frame.data)) return;
      const goals = frame.data.list.filter((delta) => delta.event?.kind === 'goal');
      if (goals.length === 0) return;
      const rows = new Map(mirror.matches().map((m) => [m.id, m]));
      goalMarks.onDeltas(goals, (id) => rows.get(id));
    },
    onReset: () => undefined,
  });
  const media = await startMedia(app, { config, db: database.db, hub, kv, now, onError, onRecordingKept: sweepClips });
  // Broadcasts that ended while this server was down (or cuts it did not finish) are picked up now.
  sweepClips();
  const bannedWords = createBannedWords(database.db, now);
  const rooms = {
    accounts,
    hub,
    bannedWords,
    media: media.links,
    streaming: media.streaming,
    dataDir: config.dataDir,
    onVideoPosted: sweepClips,
  };
  registerRoomRoutes(app, rooms);
  registerMemberExtrasRoutes(app, rooms, { customerService: config.customerService, activity: config.activity });
  registerSearchRoutes(
    app,
    createSearchService({ db: database.db, index: searchIndex, rooms, matches: () => mirror.matches() }),
  );
  registerVideoLibraryRoutes(app, { accounts, media: media.links });
  registerCircleRoutes(app, { accounts, bannedWords, dataDir: config.dataDir, matches: () => mirror.matches() });
  registerExpertRoutes(app, { accounts, bannedWords, mirror, finalResults });
  // Tests only (FEED_CONTROL=1, refused in production): chat messages stamped at times the test picks.
  const testClock = config.feedControl && !config.production;
  await registerChat(app, { accounts, hub, bannedWords, dataDir: config.dataDir, testClock });
  if (outbox) registerDevOutboxRoutes(app, outbox);
  registerFunGuessRoutes(app, { accounts, mirror, finalResults, testClock, onError });

  const stopFinalResults = finalResults.start();
  await registerWebRoot(app, { webRoot: config.webRoot, production: config.production });

  return {
    app,
    database,
    leader: () => leader,
    hub,
    media: media.links,
    accounts,
    metrics,
    publicUrl,
    async close() {
      await accounts.settled();
      await gateway.close();
      await media.close();
      stopGoalMarks();
      await goalMarks.settled();
      await clips.close();
      await hub.close();
      qrWaiters.close();
      matchCentre.stop();
      stopFinalResults();
      await finalResults.idle();
      mirror.stop();
      await feedControl?.close();
      await leadership?.close();
      await (leader as FeedLeader | null)?.stop();
      await app.close();
      await kv.close();
      await bus.close();
      await database.close();
    },
  };
}
