import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { AccessTokens } from './lib/access-tokens';
import { AuthLimiter } from './lib/auth-limiter';
import { type BotCheck, createBotCheck } from './lib/bot-check';
import { createMailer, DevMailbox, type Mailer } from './lib/mail';
import { MailLimits } from './lib/mail-limits';
import { AppMetrics } from './lib/metrics';
import { loadRedis } from './lib/redis-packages';
import { S3Storage } from './lib/s3-storage';
import { DiskStorage } from './lib/storage';

/** Everything the services need, built once per app from the config. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  redis?: Redis;
  mailer: Mailer;
  mailbox?: DevMailbox;
  storage: DiskStorage | S3Storage;
  botCheck: BotCheck;
  authLimiter: AuthLimiter;
  mailLimits: MailLimits;
  accessTokens: AccessTokens;
  log: FastifyBaseLogger;
  /** This instance's Prometheus metrics (GET /metrics). */
  metrics: AppMetrics;
  /** `draining` once shutdown began: readiness answers 503 so the load balancer sends no new work. */
  lifecycle: { draining: boolean };
  /**
   * What time it is for the rules that count periods and days (recurring quests, streaks). The system clock; an
   * integration test may point `now` elsewhere to live through several days without waiting.
   */
  clock: { now(): Date };
}

export function createContext(config: Config, database: DatabaseHandle, log: FastifyBaseLogger): AppContext {
  const redis = config.redisUrl ? new (loadRedis())(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  redis?.on('error', (err) => log.warn({ err: err.message }, 'redis error'));
  const mailbox = config.devMailbox ? new DevMailbox() : undefined;
  return {
    config,
    database,
    db: database.db,
    redis,
    mailbox,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log,
      mailbox,
      production: config.env === 'production',
    }),
    storage: createStorage(config),
    botCheck: createBotCheck(config, database.db),
    authLimiter: new AuthLimiter(config.authRateLimit, redis),
    mailLimits: new MailLimits(config.mailLimits, redis),
    accessTokens: new AccessTokens(config.jwtSecret),
    log,
    metrics: new AppMetrics(),
    lifecycle: { draining: false },
    clock: { now: () => new Date() },
  };
}

/** Uploads on local disk under DATA_DIR/uploads, or in the S3-compatible bucket of S3_* (shared by every instance). */
export function createStorage(config: Config): DiskStorage | S3Storage {
  return config.storage.kind === 's3'
    ? new S3Storage(config.storage)
    : new DiskStorage(join(config.dataDir, 'uploads'));
}
