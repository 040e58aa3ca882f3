import { z } from 'zod';

/** The environment variables of social checks, merged into the app's env schema (providers: config-social.ts). */
export const socialChecksEnv = {
  /** How long a "not there yet" answer of a provider is reused before asking again. */
  SOCIAL_CHECK_CACHE_SECONDS: z.coerce.number().int().min(0).max(3_600).default(10),
};

export interface SocialChecksConfig {
  cacheSeconds: number;
}

export function readSocialChecksConfig(env: { SOCIAL_CHECK_CACHE_SECONDS: number }): SocialChecksConfig {
  return { cacheSeconds: env.SOCIAL_CHECK_CACHE_SECONDS };
}
