import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Clock } from './clock';
import { MINUTE_MS } from './clock';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { adminRoutes } from './features/admin/admin.routes';
import { AdminJobsService } from './features/admin/admin.service';
import { authRoutes } from './features/auth/auth.routes';
import { AuthService } from './features/auth/auth.service';
import { DeviceCookies } from './features/auth/device-cookie';
import { HashGate } from './features/auth/hash-gate';
import { LoginRateLimiter } from './features/auth/login-rate-limiter';
import { RegistrationLimiter } from './features/auth/registration-limiter';
import { SessionCache } from './features/auth/session-cache';
import { resolveJwtSecret, TokenService } from './features/auth/tokens';
import { crowdRoutes } from './features/crowd/crowd.routes';
import { CrowdService } from './features/crowd/crowd.service';
import { DemoPlayers } from './features/demo/demo-players.service';
import { eventsRoutes } from './features/events/events.routes';
import { EventsService } from './features/events/events.service';
import { groupsRoutes } from './features/groups/groups.routes';
import { GroupsService } from './features/groups/groups.service';
import { healthRoutes } from './features/health/health.routes';
import { leaderboardRoutes } from './features/leaderboard/leaderboard.routes';
import { LeaderboardService } from './features/leaderboard/leaderboard.service';
import { newsRoutes } from './features/news/news.routes';
import { NewsService } from './features/news/news.service';
import { profileRoutes } from './features/profile/profile.routes';
import { ProfileService } from './features/profile/profile.service';
import { sentimentRoutes } from './features/sentiment/sentiment.routes';
import { SentimentService } from './features/sentiment/sentiment.service';
import type { EventSettler } from './features/settlement/event-settler';
import { SettlementService, settlementChunks } from './features/settlement/settlement.service';
import { shareRoutes } from './features/share/share.routes';
import { ShareService } from './features/share/share.service';
import { registerSharePage } from './features/share/share-page';
import { statsRoutes } from './features/stats/stats.routes';
import { StatsService } from './features/stats/stats.service';
import { streamRoutes } from './features/stream/stream.routes';
import { StreamHub } from './features/stream/stream-hub';
import { StreamTickets } from './features/stream/stream-tickets';
import { clockRoutes } from './features/test-tools/clock.routes';
import { testDataRoutes } from './features/test-tools/test-data.routes';
import { TestDataService } from './features/test-tools/test-data.service';
import { testEventsRoutes } from './features/test-tools/test-events.routes';
import { TestEventsService } from './features/test-tools/test-events.service';
import { foldAfterSettling, foldQuietly } from './features/windowed-boards/score-window-folding';
import { windowedBoardsRoutes } from './features/windowed-boards/windowed-boards.routes';
import { WindowedBoardsService } from './features/windowed-boards/windowed-boards.service';
import { createFeeds } from './feeds/create-feeds';
import type { NewsFeed } from './feeds/news/news-feed';
import type { OddsFeed } from './feeds/odds-feed';
import { UPCOMING_MINUTES } from './feeds/simulated/simulated-sportsbook';
import { LifecycleJobs } from './jobs/lifecycle-jobs';
import { attachDrain, type Drain } from './ops/drain';
import { countOpenStreamsWith } from './ops/metrics';
import { registerMetrics } from './ops/metrics-route';
import { observeNewsFeed, observeOddsFeed, observeSettler } from './ops/observed';
import { AccessLog, requestLoggerFactory } from './plugins/access-log';
import { authPlugin } from './plugins/auth';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/error-handler';
import { webAppScriptHashes } from './plugins/inline-script-hashes';
import { registerOverload } from './plugins/overload';
import { registerRejectNul } from './plugins/reject-nul';
import { registerSecurityHeaders } from './plugins/security-headers';
import { requestTimeouts } from './plugins/timeouts';
import { registerWebApp } from './plugins/web-app';

export interface AppDeps {
  database: Database;
  clock: Clock;
  config: AppConfig;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to The Odds API with a key configured, else the simulated sportsbook. */
  oddsFeed?: OddsFeed;
  /** Defaults to the configured RSS feeds, falling back to the simulated desk offline. */
  newsFeed?: NewsFeed;
  /** Defaults to the settlement service. */
  settler?: EventSettler;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The lifecycle jobs; main.ts schedules them, admin routes trigger them. */
    lifecycle: LifecycleJobs;
    /** The odds feed, for its status. */
    oddsFeed: OddsFeed;
    /** Readiness and the drain hooks a SIGTERM runs (streams register their close-all here). */
    drain: Drain;
    /** Live streams; `streamHub.closeAllStreams(reason)` sends them elsewhere before a drain. */
    streamHub: StreamHub;
  }
}

/**
 * Builds the whole app from its dependencies. Every plugin and feature is
 * registered here, explicitly, so the wiring reads top to bottom. Tests call
 * this and `app.inject()`; they never need a port.
 */
export async function buildApp(deps: AppDeps) {
  const { database, clock, config } = deps;
  const db = database.db;

  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: 256 * 1024,
    trustProxy: config.trustProxy,
    // Request ids are ours (they appear in 500 answers and logs), never a client's header.
    requestIdHeader: false,
    // Event ids in paths may be up to 200 characters (the contract allows it).
    routerOptions: { maxParamLength: 256 },
    ...requestTimeouts(config.requestTimeoutMs),
    // One access-log line per request instead of Fastify's two (decision 0111), written by hand
    // into the log stream, and per-request loggers made only when used (decision 0190).
    logController: new AccessLog(deps.logger),
    ...(deps.logger ? { childLoggerFactory: requestLoggerFactory } : {}),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRejectNul(app);
  registerMetrics(app, { token: config.metricsToken, database });
  const drain = attachDrain(app);
  await registerSecurityHeaders(app, {
    publicUrl: config.publicUrl,
    scriptHashes: webAppScriptHashes(config.webDist),
  });
  if (config.maxEventLoopDelayMs > 0) {
    await registerOverload(app, { maxEventLoopDelayMs: config.maxEventLoopDelayMs });
  }
  // A GET or HEAD has no body to inflate: no route that reads only gets @fastify/compress's
  // request-decompression hook, which it adds per route from this option (decision 0191).
  app.addHook('onRoute', (route) => {
    const reads = [route.method].flat().every((method) => method === 'GET' || method === 'HEAD');
    if (reads) route.decompress ??= false;
  });
  await app.register(fastifyCompress, { threshold: 2048 });
  await registerDocs(app);

  const jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const tokens = new TokenService(jwtSecret, clock, config.jwtExpiresInSeconds);
  const sessions = new SessionCache(clock, config.sessionCacheMs);
  await app.register(authPlugin, { tokens, db, sessions });

  const limiter = new LoginRateLimiter(
    db,
    clock,
    config.loginMaxFailures,
    config.loginFailureWindowSeconds * 1000,
  );
  const authService = new AuthService({
    db,
    clock,
    tokens,
    limiter,
    registrations: new RegistrationLimiter(db, clock, config.registrationsPerHour),
    hashGate: new HashGate(config.hashConcurrency, config.hashQueue),
    deviceCookies: new DeviceCookies(jwtSecret, config.publicUrl.startsWith('https://')),
    sessions,
  });
  const profileService = new ProfileService({ db, clock });
  const sentimentService = new SentimentService({
    db,
    clock,
    testTools: config.testTools,
    logger: app.log.child({ module: 'crowd' }),
  });
  const leaderboardService = new LeaderboardService({ db });
  const statsService = new StatsService({ db });
  const shareService = new ShareService({ db, clock });

  const feeds = createFeeds(config, clock, app.log);
  const oddsFeed = observeOddsFeed(deps.oddsFeed ?? feeds.oddsFeed);
  const eventsService = new EventsService({
    db,
    clock,
    testTools: config.testTools,
    scheduleCacheTtlMs: config.scheduleCacheTtlMs,
  });
  const newsService = new NewsService({
    db,
    feed: observeNewsFeed(deps.newsFeed ?? feeds.newsFeed),
    logger: app.log.child({ module: 'news' }),
    testTools: config.testTools,
  });
  const windowsLog = app.log.child({ module: 'windowed-boards' });
  const settler = foldAfterSettling(
    observeSettler(
      deps.settler ??
        new SettlementService({
          db,
          clock,
          chunks: settlementChunks(config, database.driver),
        }),
      app.log.child({ module: 'settlement' }),
    ),
    db,
    windowsLog,
  );
  // The demo crowd plays only with the simulated sportsbook (docs/game-rules.md#demo-players).
  const demoPlayers = new DemoPlayers({
    db,
    clock,
    sentiments: sentimentService,
    logger: app.log.child({ module: 'demo' }),
    players: oddsFeed.source === 'simulated' ? config.simPlayers : 0,
    seed: config.simSeed,
    leadMs: (UPCOMING_MINUTES * MINUTE_MS) / config.simSpeed,
    everyMs: config.jobIntervals.demoPicks,
  });
  app.addHook('onClose', () => demoPlayers.release());
  const lifecycle = new LifecycleJobs({
    db,
    clock,
    feed: oddsFeed,
    settler,
    news: newsService,
    scheduleCache: eventsService.scheduleCache,
    logger: app.log.child({ module: 'jobs' }),
    demoPicks: demoPlayers,
    foldScoreWindows: () => foldQuietly(db, windowsLog),
  });
  app.decorate('lifecycle', lifecycle);
  const streamHub = new StreamHub({ database, logger: app.log.child({ module: 'stream' }) });
  await streamHub.start();
  // Streams never end by themselves: end them before the server waits for open connections.
  app.addHook('preClose', async () => {
    streamHub.closeAllStreams('The server is shutting down.');
  });
  // A SIGTERM's drain sends streams to another server at once (docs/architecture.md#operations).
  drain.add(() => {
    streamHub.closeAllStreams('The server is draining; reconnect.');
  });
  countOpenStreamsWith(() => streamHub.size);
  app.addHook('onClose', () => {
    countOpenStreamsWith(null);
    return streamHub.stop();
  });
  app.decorate('streamHub', streamHub);
  app.decorate('oddsFeed', oddsFeed);
  const adminJobs = new AdminJobsService({ jobs: lifecycle, feed: oddsFeed });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, drain });
      await api.register(authRoutes, { service: authService });
      await api.register(profileRoutes, { service: profileService });
      await api.register(eventsRoutes, { service: eventsService });
      await api.register(sentimentRoutes, { service: sentimentService });
      await api.register(leaderboardRoutes, { service: leaderboardService });
      await api.register(statsRoutes, { service: statsService });
      await api.register(crowdRoutes, { service: new CrowdService({ db }) });
      await api.register(streamRoutes, {
        hub: streamHub,
        tickets: new StreamTickets({ db, clock }),
      });
      await api.register(windowedBoardsRoutes, {
        service: new WindowedBoardsService({ db, clock, leaderboard: leaderboardService }),
      });
      await api.register(groupsRoutes, {
        service: new GroupsService({ db, clock, testTools: config.testTools }),
      });
      await api.register(newsRoutes, { service: newsService });
      await api.register(shareRoutes, { service: shareService });
      await api.register(adminRoutes, { service: adminJobs });
      if (config.testTools) {
        const requireAdmin = config.testToolsRequireAdmin;
        const testTools = { db, clock, settler, scheduleCache: eventsService.scheduleCache };
        await api.register(clockRoutes, { clock, requireAdmin });
        await api.register(testDataRoutes, {
          service: new TestDataService(testTools),
          requireAdmin,
        });
        await api.register(testEventsRoutes, {
          service: new TestEventsService(testTools),
          requireAdmin,
        });
      }
    },
    { prefix: '/api' },
  );

  await registerSharePage(app, {
    service: shareService,
    webDist: config.webDist,
    publicUrl: config.publicUrl,
  });
  await registerWebApp(app, config.webDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
