import { OAUTH_NETWORKS, type OAuthNetwork, type SocialAccountNetwork } from '@questboard/contract/socials';
import { z } from 'zod';

/** The real providers' addresses; each is overridable (tests and the e2e point them at local fakes). */
export const PROVIDER_DEFAULTS: Record<OAuthNetwork, { authorizeUrl: string; tokenUrl: string; apiBaseUrl: string }> = {
  TWITTER: {
    authorizeUrl: 'https://x.com/i/oauth2/authorize',
    tokenUrl: 'https://api.x.com/2/oauth2/token',
    apiBaseUrl: 'https://api.x.com/2',
  },
  FACEBOOK: {
    authorizeUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v21.0/oauth/access_token',
    apiBaseUrl: 'https://graph.facebook.com/v21.0',
  },
  INSTAGRAM: {
    authorizeUrl: 'https://www.instagram.com/oauth/authorize',
    tokenUrl: 'https://api.instagram.com/oauth/access_token',
    apiBaseUrl: 'https://graph.instagram.com',
  },
  TIKTOK: {
    authorizeUrl: 'https://www.tiktok.com/v2/auth/authorize/',
    tokenUrl: 'https://open.tiktokapis.com/v2/oauth/token/',
    apiBaseUrl: 'https://open.tiktokapis.com/v2',
  },
  DISCORD: {
    authorizeUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    apiBaseUrl: 'https://discord.com/api/v10',
  },
};

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const optionalHttpUrl = optionalText.refine((v) => v === undefined || /^https?:\/\//.test(v), {
  message: 'must start with http:// or https://',
});

/** Each OAuth network's variables: TWITTER_CLIENT_ID, TWITTER_CLIENT_SECRET, TWITTER_AUTHORIZE_URL, … */
export const socialEnv = {
  ...Object.fromEntries(
    OAUTH_NETWORKS.flatMap((n) => [
      [`${n}_CLIENT_ID`, optionalText],
      [`${n}_CLIENT_SECRET`, optionalText],
      [`${n}_AUTHORIZE_URL`, optionalHttpUrl],
      [`${n}_TOKEN_URL`, optionalHttpUrl],
      [`${n}_API_BASE_URL`, optionalHttpUrl],
    ]),
  ),
  TELEGRAM_BOT_TOKEN: optionalText,
  TELEGRAM_BOT_USERNAME: optionalText,
  TELEGRAM_API_BASE_URL: optionalHttpUrl,
  SOCIAL_TOKEN_KEY: optionalText.refine((v) => v === undefined || /^[A-Za-z0-9_-]{43}=?$/.test(v), {
    message: 'must be 32 bytes in base64url (43 characters)',
  }),
} as Record<string, typeof optionalText>;

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  apiBaseUrl: string;
}

export interface SocialConfig {
  /** Only networks with both credentials set; the others are hidden and their checks fall back to review. */
  oauth: Partial<Record<OAuthNetwork, OAuthProviderConfig>>;
  /** Base URLs per network even when unconfigured (verifiers and fakes read them). */
  apiBaseUrls: Record<OAuthNetwork | 'TELEGRAM', string>;
  telegram?: { botToken: string; botUsername: string; apiBaseUrl: string };
  /** AES-256-GCM key for stored provider tokens (SOCIAL_TOKEN_KEY, else generated into DATA_DIR). */
  tokenKey?: string;
  /** What X charges per record read, in millionths of a US dollar (X_PRICE_PER_RECORD_USD, 0.01 by default). */
  xPricePerRecordMicros: bigint;
  /** What X charges an app reading its own account's data, per record (X_OWNER_PRICE_PER_RECORD_USD, 0.001). */
  xOwnerPricePerRecordMicros: bigint;
}

/** `0.01` (US dollars, at most six decimals) → 10,000 millionths. */
function micros(name: string, value: string): bigint {
  const match = /^(\d{1,6})(?:\.(\d{1,6}))?$/.exec(value);
  if (!match) throw new Error(`${name} is an amount in US dollars with at most six decimals, like 0.01`);
  return BigInt(match[1] ?? '0') * 1_000_000n + BigInt((match[2] ?? '').padEnd(6, '0'));
}

/** Reads the social providers' settings from the parsed environment. */
export function socialConfig(env: Record<string, string | undefined>): SocialConfig {
  const oauth: SocialConfig['oauth'] = {};
  const apiBaseUrls = {} as SocialConfig['apiBaseUrls'];
  for (const network of OAUTH_NETWORKS) {
    const defaults = PROVIDER_DEFAULTS[network];
    const apiBaseUrl = (env[`${network}_API_BASE_URL`] ?? defaults.apiBaseUrl).replace(/\/$/, '');
    apiBaseUrls[network] = apiBaseUrl;
    const clientId = env[`${network}_CLIENT_ID`];
    const clientSecret = env[`${network}_CLIENT_SECRET`];
    if (!clientId || !clientSecret) continue;
    oauth[network] = {
      clientId,
      clientSecret,
      authorizeUrl: env[`${network}_AUTHORIZE_URL`] ?? defaults.authorizeUrl,
      tokenUrl: env[`${network}_TOKEN_URL`] ?? defaults.tokenUrl,
      apiBaseUrl,
    };
  }
  const telegramBase = (env.TELEGRAM_API_BASE_URL ?? 'https://api.telegram.org').replace(/\/$/, '');
  apiBaseUrls.TELEGRAM = telegramBase;
  const telegram =
    env.TELEGRAM_BOT_TOKEN && env.TELEGRAM_BOT_USERNAME
      ? { botToken: env.TELEGRAM_BOT_TOKEN, botUsername: env.TELEGRAM_BOT_USERNAME, apiBaseUrl: telegramBase }
      : undefined;
  const xPricePerRecordMicros = micros('X_PRICE_PER_RECORD_USD', env.X_PRICE_PER_RECORD_USD ?? '0.01');
  const xOwnerPricePerRecordMicros = micros(
    'X_OWNER_PRICE_PER_RECORD_USD',
    env.X_OWNER_PRICE_PER_RECORD_USD ?? '0.001',
  );
  return {
    oauth,
    apiBaseUrls,
    telegram,
    tokenKey: env.SOCIAL_TOKEN_KEY,
    xPricePerRecordMicros,
    xOwnerPricePerRecordMicros,
  };
}

/** The networks this server can connect (credentials present). */
export function configuredNetworks(config: SocialConfig): SocialAccountNetwork[] {
  const networks: SocialAccountNetwork[] = OAUTH_NETWORKS.filter((n) => config.oauth[n] !== undefined);
  if (config.telegram) networks.push('TELEGRAM');
  return networks;
}

/** Whether a network has credentials here; without them its conditions go to review by a person. */
export function isProviderConfigured(config: SocialConfig, network: string): boolean {
  return (configuredNetworks(config) as string[]).includes(network);
}
