import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const baseUrl = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://')
    .transform((v) => v.replace(/\/$/, ''));

/** The environment variables of social checks, merged into the app's env schema. */
export const socialChecksEnv = {
  /** How long a "not there yet" answer of a provider is reused before asking again. */
  SOCIAL_CHECK_CACHE_SECONDS: z.coerce.number().int().min(0).max(3_600).default(10),
  TWITTER_API_BASE_URL: baseUrl('https://api.x.com'),
  DISCORD_API_BASE_URL: baseUrl('https://discord.com/api/v10'),
  TELEGRAM_API_BASE_URL: baseUrl('https://api.telegram.org'),
  TELEGRAM_BOT_TOKEN: optionalText,
};

export interface SocialChecksConfig {
  cacheSeconds: number;
  apiBase: { TWITTER: string; DISCORD: string; TELEGRAM: string };
  /** Telegram JOIN checks ask the Bot API with this token; without it they go to review. */
  telegramBotToken?: string;
}

type SocialChecksEnv = { [K in keyof typeof socialChecksEnv]: z.output<(typeof socialChecksEnv)[K]> };

export function readSocialChecksConfig(env: SocialChecksEnv): SocialChecksConfig {
  return {
    cacheSeconds: env.SOCIAL_CHECK_CACHE_SECONDS,
    apiBase: {
      TWITTER: env.TWITTER_API_BASE_URL,
      DISCORD: env.DISCORD_API_BASE_URL,
      TELEGRAM: env.TELEGRAM_API_BASE_URL,
    },
    telegramBotToken: env.TELEGRAM_BOT_TOKEN,
  };
}
