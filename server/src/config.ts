import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { type ChainConfig, ChainConfigError, chainConfig, chainEnv } from './config-chain';
import { type SocialConfig, socialConfig, socialEnv } from './config-social';
import { readSocialChecksConfig, type SocialChecksConfig, socialChecksEnv } from './config-social-checks';
import { readStorageConfig, type StorageConfig, StorageConfigError, storageEnv } from './config-storage';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const onOff = (fallback: 'on' | 'off') =>
  z
    .enum(['on', 'off', 'true', 'false', '1', '0'])
    .default(fallback)
    .transform((v) => v === 'on' || v === 'true' || v === '1');

/** `TRUST_PROXY`: empty (trust no proxy), a hop count, or a comma-separated list of addresses/CIDRs. */
const trustProxy = z
  .string()
  .trim()
  .default('')
  .refine(
    (v) => v === '' || /^\d{1,2}$/.test(v) || v.split(',').every((part) => /^[0-9a-fA-F.:/]+$/.test(part.trim())),
    {
      message: 'must be a hop count (e.g. 1) or a comma-separated list of addresses or CIDRs',
    },
  )
  .transform((v): false | number | string[] =>
    v === '' || v === '0' ? false : /^\d+$/.test(v) ? Number(v) : v.split(',').map((part) => part.trim()),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().default('Questboard <no-reply@questboard.local>'),
  BOT_CHECK: z.enum(['altcha', 'recaptcha', 'off']).default('altcha'),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  ALTCHA_MAX_NUMBER: positiveInt(100_000),
  DEV_MAILBOX: onOff('off'),
  DEV_CLOCK: onOff('off'),
  DEV_LEDGER: onOff('off'),
  SIGN_UP: onOff('on'),
  TRUST_PROXY: trustProxy,
  SESSION_MAX_AGE_DAYS: positiveInt(90),
  SESSION_IDLE_DAYS: positiveInt(30),
  AUTH_RATE_LIMIT_PER_IP: positiveInt(30),
  AUTH_RATE_LIMIT_PER_EMAIL: positiveInt(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: positiveInt(600),
  CLAIM_BURST_PER_ADDRESS: positiveInt(20),
  CLAIM_BURST_WINDOW_SECONDS: positiveInt(60),
  RISK_BOT_CHECK_SCORE: z.coerce.number().int().min(0).max(101).default(50),
  MAIL_LIMIT_PER_IP_PER_DAY: positiveInt(20),
  MAIL_LIMIT_PER_USER_PER_DAY: positiveInt(5),
  MAIL_LIMIT_PER_ADDRESS_PER_DAY: positiveInt(2),
  GLOBAL_RATE_LIMIT_PER_MINUTE: positiveInt(1200),
  API_KEY_RATE_LIMIT_PER_MINUTE: positiveInt(600),
  /** Tests and local development only: lets webhook URLs point at loopback and private addresses. */
  WEBHOOK_ALLOW_PRIVATE_URLS: onOff('off'),
  /**
   * A delivery that fails is tried again for WEBHOOK_RETRY_HOURS after its first failure, the first retry after
   * WEBHOOK_RETRY_DELAY_SECONDS, each next wait twice as long (×1–2 jitter) but at most an hour, the last one at the
   * window's end; then it has failed, and its endpoint (if nothing reached it since) is turned off. At most
   * WEBHOOK_RETRY_LIMIT retries (a day of them from 30 s is about 30).
   */
  WEBHOOK_RETRY_LIMIT: z.coerce.number().int().min(0).max(100).default(40),
  WEBHOOK_RETRY_DELAY_SECONDS: positiveInt(30),
  WEBHOOK_RETRY_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 7)
    .default(24),
  WEBHOOK_TIMEOUT_SECONDS: positiveInt(10),
  PLATFORM_FEE_BPS: z.coerce.number().int().min(0).max(10_000).default(500),
  MINIMUM_REWARD: z
    .string()
    .regex(/^\d{1,30}(\.\d{1,18})?$/, 'must be a token amount such as 0.5')
    .default('1'),
  INVITES_PER_BRAND_PER_DAY: positiveInt(50),
  REVIEW_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(8),
  ...chainEnv,
  ...socialChecksEnv,
  ...storageEnv,
  STAKING_WEEK_SECONDS: z.coerce.number().int().min(60).max(604_800).default(604_800),
  STAKING_PERFORMANCE_FEE_BPS: z.coerce.number().int().min(0).max(2_000).default(200),
  STAKING_WITHDRAW_FEE_BPS: z.coerce.number().int().min(0).max(500).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_DATA: z.enum(['auto', 'on', 'off']).default('auto'),
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Daily caps on mails sent to addresses nobody has proven yet (see lib/mail-limits.ts). */
export interface MailLimitsConfig {
  /** Newsletter sign-ups one IP may ask for. */
  perIpPerDay: number;
  /** Add-email codes one signed-in user may ask for. */
  perUserPerDay: number;
  /** Such mails one address receives, whoever asks. */
  perAddressPerDay: number;
}

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  publicUrl: string;
  jwtSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  botCheck:
    | { kind: 'altcha'; maxNumber: number }
    | { kind: 'recaptcha'; secret: string; verifyUrl: string; minScore: number }
    | { kind: 'off' };
  authRateLimit: { perIp: number; perEmail: number; windowSeconds: number };
  /**
   * Claims in bursts (issue 41): past `perAddress` claims from one address within `windowSeconds`, each further
   * one needs the bot check (429 when the bot check is off); a claim scored `riskBotCheckScore` or more needs it too.
   */
  claimBurst: { perAddress: number; windowSeconds: number; riskBotCheckScore: number };
  /** Mails a caller may have sent to addresses not yet proven theirs (newsletter, add-email), per day. */
  mailLimits: MailLimitsConfig;
  /** Requests per minute each brand API key may make (shared across instances through Redis when configured). */
  apiKeys: { perMinute: number };
  /** Brands' webhooks: the SSRF guard (lifted only for tests and development), retries, and how long a try waits. */
  webhooks: {
    allowPrivateUrls: boolean;
    retryLimit: number;
    retryDelaySeconds: number;
    retryWindowSeconds: number;
    timeoutMs: number;
  };
  /** The /dev/mailbox endpoint (loopback callers only); never in production. */
  devMailbox: boolean;
  /** PUT /dev/clock (loopback callers only) moves the clock of periods and streaks; never in production. */
  devClock: boolean;
  /** `POST /api/v1/dev/ledger` runs operator ledger commands over loopback HTTP (end-to-end tests on PGlite). */
  devLedger: boolean;
  signUpEnabled: boolean;
  /** Fastify's `trustProxy`: false (default), a hop count, or the addresses/CIDRs of trusted proxies. */
  trustProxy: false | number | string[];
  /** A session ends this long after sign-in whatever happens, or after this long without a refresh. */
  sessions: { maxAgeSeconds: number; idleSeconds: number };
  globalRateLimitPerMinute: number;
  /** Platform fee in basis points, and the smallest reward per participant (whole-token decimal string). */
  fees: { feeBps: number; minimumReward: string };
  /** Quest invitations one brand may send in any 24 hours. */
  invitesPerBrandPerDay: number;
  /** Hour of the day (UTC) from which brand owners get the daily e-mail of submissions waiting for review. */
  reviewDigestHour: number;
  /** Staking pool settings (docs/staking.md): the week every duration scales with, and the fees. */
  staking: { weekSeconds: number; performanceFeeBps: number; withdrawFeeBps: number };
  logLevel: Env['LOG_LEVEL'];
  /** Bearer token that opens GET /metrics to other machines (without it only callers on this machine get it). */
  metricsToken?: string;
  /** Load the demo brands and funded quests when the server starts on an empty database. */
  demoData: boolean;
  /** The chain deposits arrive on and withdrawals leave by (the embedded development chain by default). */
  chain: ChainConfig;
  /** Where uploads are kept: local disk (DATA_DIR/uploads) or an S3-compatible bucket shared by every instance. */
  storage: StorageConfig;
  /** Automatic checks of social conditions (provider addresses and the bot are in `social`). */
  socialChecks: SocialChecksConfig;
  /** Social providers (OAuth credentials and addresses, Telegram bot) and the key of stored provider tokens. */
  social: SocialConfig & { tokenKey: string };
}

export class ConfigError extends Error {}

/** Reads the environment into a typed config; throws ConfigError naming the first bad variable. */
export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  baseDir = source.INIT_CWD ?? process.cwd(),
): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${String(issue?.path[0])} ${issue?.message ?? ''}`.trim());
  }
  const env = parsed.data;
  const socialParsed = z.object(socialEnv).safeParse(source);
  if (!socialParsed.success) {
    const issue = socialParsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${String(issue?.path[0])} ${issue?.message ?? ''}`.trim());
  }
  if (env.BOT_CHECK === 'off' && env.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration: BOT_CHECK=off is refused when NODE_ENV=production');
  }
  if (env.BOT_CHECK === 'recaptcha' && !env.RECAPTCHA_SECRET) {
    throw new ConfigError('Invalid configuration: RECAPTCHA_SECRET is required when BOT_CHECK=recaptcha');
  }
  if (env.NODE_ENV === 'production' && env.DEV_CLOCK) {
    throw new ConfigError('Invalid configuration: DEV_CLOCK is refused when NODE_ENV=production');
  }
  if (env.NODE_ENV === 'production' && env.DEV_LEDGER) {
    throw new ConfigError('Invalid configuration: DEV_LEDGER is refused when NODE_ENV=production');
  }
  if (env.NODE_ENV === 'production' && env.DEV_MAILBOX) {
    throw new ConfigError('Invalid configuration: DEV_MAILBOX is refused when NODE_ENV=production');
  }
  if (env.NODE_ENV === 'production' && !env.SMTP_URL && env.SIGN_UP) {
    throw new ConfigError(
      'Invalid configuration: SMTP_URL is required when NODE_ENV=production (or set SIGN_UP=off): codes are never logged in production',
    );
  }
  const dataDir = resolve(baseDir, env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    jwtSecret: env.JWT_SECRET ?? persistentSecret(dataDir),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    botCheck:
      env.BOT_CHECK === 'recaptcha'
        ? {
            kind: 'recaptcha',
            secret: env.RECAPTCHA_SECRET ?? '',
            verifyUrl: env.RECAPTCHA_VERIFY_URL,
            minScore: env.RECAPTCHA_MIN_SCORE,
          }
        : env.BOT_CHECK === 'altcha'
          ? { kind: 'altcha', maxNumber: env.ALTCHA_MAX_NUMBER }
          : { kind: 'off' },
    authRateLimit: {
      perIp: env.AUTH_RATE_LIMIT_PER_IP,
      perEmail: env.AUTH_RATE_LIMIT_PER_EMAIL,
      windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    },
    claimBurst: {
      perAddress: env.CLAIM_BURST_PER_ADDRESS,
      windowSeconds: env.CLAIM_BURST_WINDOW_SECONDS,
      riskBotCheckScore: env.RISK_BOT_CHECK_SCORE,
    },
    mailLimits: {
      perIpPerDay: env.MAIL_LIMIT_PER_IP_PER_DAY,
      perUserPerDay: env.MAIL_LIMIT_PER_USER_PER_DAY,
      perAddressPerDay: env.MAIL_LIMIT_PER_ADDRESS_PER_DAY,
    },
    globalRateLimitPerMinute: env.GLOBAL_RATE_LIMIT_PER_MINUTE,
    apiKeys: { perMinute: env.API_KEY_RATE_LIMIT_PER_MINUTE },
    webhooks: {
      allowPrivateUrls: env.WEBHOOK_ALLOW_PRIVATE_URLS,
      retryLimit: env.WEBHOOK_RETRY_LIMIT,
      retryDelaySeconds: env.WEBHOOK_RETRY_DELAY_SECONDS,
      retryWindowSeconds: Math.round(env.WEBHOOK_RETRY_HOURS * 3600),
      timeoutMs: env.WEBHOOK_TIMEOUT_SECONDS * 1000,
    },
    devMailbox: env.DEV_MAILBOX,
    devClock: env.DEV_CLOCK,
    devLedger: env.DEV_LEDGER,
    signUpEnabled: env.SIGN_UP,
    trustProxy: env.TRUST_PROXY,
    sessions: {
      maxAgeSeconds: env.SESSION_MAX_AGE_DAYS * 86_400,
      idleSeconds: Math.min(env.SESSION_IDLE_DAYS, env.SESSION_MAX_AGE_DAYS) * 86_400,
    },
    fees: { feeBps: env.PLATFORM_FEE_BPS, minimumReward: env.MINIMUM_REWARD },
    invitesPerBrandPerDay: env.INVITES_PER_BRAND_PER_DAY,
    reviewDigestHour: env.REVIEW_DIGEST_HOUR,
    staking: {
      weekSeconds: env.STAKING_WEEK_SECONDS,
      performanceFeeBps: env.STAKING_PERFORMANCE_FEE_BPS,
      withdrawFeeBps: env.STAKING_WITHDRAW_FEE_BPS,
    },
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN,
    // `auto`: a first start shows a living product, except in production where the demo account must not appear.
    demoData: env.DEMO_DATA === 'on' || (env.DEMO_DATA === 'auto' && env.NODE_ENV !== 'production'),
    chain: readChainConfig(env, dataDir),
    storage: readStorage(env),
    socialChecks: readSocialChecksConfig(env),
    social: readSocialConfig(socialParsed.data, dataDir),
  };
}

function readChainConfig(env: Env, dataDir: string): ChainConfig {
  try {
    return chainConfig(env, dataDir);
  } catch (error) {
    if (error instanceof ChainConfigError) throw new ConfigError(`Invalid configuration: ${error.message}`);
    throw error;
  }
}

function readStorage(env: Env): StorageConfig {
  try {
    return readStorageConfig(env);
  } catch (error) {
    if (error instanceof StorageConfigError) throw new ConfigError(`Invalid configuration: ${error.message}`);
    throw error;
  }
}

function readSocialConfig(env: Record<string, string | undefined>, dataDir: string) {
  const social = socialConfig(env);
  return { ...social, tokenKey: social.tokenKey ?? persistentSecret(dataDir, 'social-token-key', 32) };
}

/** A secret generated on first start and kept in DATA_DIR so sessions (and stored tokens) survive restarts. */
function persistentSecret(dataDir: string, name = 'jwt-secret', bytes = 48): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(bytes).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
