import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { authRoutes } from './features/auth/auth.routes';
import { AuthService } from './features/auth/auth.service';
import { LoginRateLimiter } from './features/auth/login-rate-limiter';
import { resolveJwtSecret, TokenService } from './features/auth/tokens';
import { healthRoutes } from './features/health/health.routes';
import { leaderboardRoutes } from './features/leaderboard/leaderboard.routes';
import { LeaderboardService } from './features/leaderboard/leaderboard.service';
import { profileRoutes } from './features/profile/profile.routes';
import { ProfileService } from './features/profile/profile.service';
import { sentimentRoutes } from './features/sentiment/sentiment.routes';
import { SentimentService } from './features/sentiment/sentiment.service';
import { statsRoutes } from './features/stats/stats.routes';
import { StatsService } from './features/stats/stats.service';
import { authPlugin } from './plugins/auth';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/error-handler';
import { registerWebApp } from './plugins/web-app';

export interface AppDeps {
  database: Database;
  clock: Clock;
  config: AppConfig;
  logger?: FastifyServerOptions['logger'];
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
    trustProxy: true,
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(fastifyCompress, { threshold: 2048 });
  await registerDocs(app);

  const tokens = new TokenService(
    resolveJwtSecret(config.jwtSecret, config.dataDir),
    clock,
    config.jwtExpiresInSeconds,
  );
  await app.register(authPlugin, { tokens, db });

  const limiter = new LoginRateLimiter(
    clock,
    config.loginMaxFailures,
    config.loginFailureWindowSeconds * 1000,
  );
  const authService = new AuthService({ db, clock, tokens, limiter });
  const profileService = new ProfileService({ db, clock });
  const sentimentService = new SentimentService({ db, clock });
  const leaderboardService = new LeaderboardService({ db });
  const statsService = new StatsService({ db });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(authRoutes, { service: authService });
      await api.register(profileRoutes, { service: profileService });
      await api.register(sentimentRoutes, { service: sentimentService });
      await api.register(leaderboardRoutes, { service: leaderboardService });
      await api.register(statsRoutes, { service: statsService });
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config.webDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
