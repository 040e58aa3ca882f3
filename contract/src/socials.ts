import { z } from 'zod';
import { endpoint } from './endpoint';
import { referralCodeInput } from './referrals';

/** Networks a person (or a brand) can connect: the four sign-in networks plus Discord and Telegram for JOIN checks. */
export const SOCIAL_ACCOUNT_NETWORKS = ['TWITTER', 'FACEBOOK', 'INSTAGRAM', 'TIKTOK', 'DISCORD', 'TELEGRAM'] as const;
export type SocialAccountNetwork = (typeof SOCIAL_ACCOUNT_NETWORKS)[number];
/** Networks that offer "sign in with" (spec §1). */
export const SOCIAL_LOGIN_NETWORKS = ['TWITTER', 'FACEBOOK', 'INSTAGRAM', 'TIKTOK'] as const;
export type SocialLoginNetwork = (typeof SOCIAL_LOGIN_NETWORKS)[number];
/** Networks connected through an OAuth 2 redirect (Telegram uses its login widget instead). */
export const OAUTH_NETWORKS = ['TWITTER', 'FACEBOOK', 'INSTAGRAM', 'TIKTOK', 'DISCORD'] as const;
export type OAuthNetwork = (typeof OAUTH_NETWORKS)[number];

/** The lower-case spelling used in paths: /auth/connect-twitter. */
export const networkSlug = (network: SocialAccountNetwork) => network.toLowerCase();
export const networkFromSlug = (slug: string): SocialAccountNetwork | undefined =>
  SOCIAL_ACCOUNT_NETWORKS.find((n) => n.toLowerCase() === slug.toLowerCase());

/** A connected account as its owner sees it: who it is at the provider, never its tokens. */
export const SocialAccount = z.object({
  network: z.enum(SOCIAL_ACCOUNT_NETWORKS),
  providerUserId: z.string(),
  username: z.string(),
  profileUrl: z.string().nullable(),
  scopes: z.array(z.string()),
  connectedAt: z.string(),
  /** False when the stored token expired and could not be refreshed: reconnect to resume automatic checks. */
  active: z.boolean(),
});
export type SocialAccount = z.infer<typeof SocialAccount>;

/** What anyone may see of a connected account (profile pages). */
export const PublicSocialAccount = SocialAccount.pick({ network: true, username: true, profileUrl: true });
export type PublicSocialAccount = z.infer<typeof PublicSocialAccount>;

/** A network as the web app offers it: whether the server has credentials for it (else it is hidden). */
export const SocialProvider = z.object({
  network: z.enum(SOCIAL_ACCOUNT_NETWORKS),
  configured: z.boolean(),
  /** Sign-in with this network is offered (spec §1 networks only). */
  login: z.boolean(),
  /** Telegram: the bot name the login widget needs. */
  telegramBotUsername: z.string().optional(),
});

export const AuthorizeRedirect = z.object({
  /** Open this address in the browser (same tab) to continue at the provider. */
  url: z.string(),
});

const redirectQuery = z
  .string()
  .trim()
  .max(2000)
  .optional()
  .describe('Where to come back to afterwards: a path of this site (other origins are ignored)');

export const ConnectQuery = z.object({ redirect: redirectQuery });
/** Signing in with a network may make a new account: the referral code of the link that brought the person goes along. */
export const SocialLoginQuery = ConnectQuery.extend({ ref: referralCodeInput });
export const BrandConnectQuery = z.object({
  brandId: z.uuid({ error: 'brandId must be a UUID' }),
  redirect: redirectQuery,
});

/** Telegram login widget's signed answer (https://core.telegram.org/widgets/login#checking-authorization). */
export const TelegramAuthBody = z.object({
  id: z.coerce.string().regex(/^\d{1,20}$/),
  first_name: z.string().max(200).optional(),
  last_name: z.string().max(200).optional(),
  username: z.string().max(64).optional(),
  photo_url: z.string().max(2000).optional(),
  auth_date: z.coerce.number().int().positive(),
  hash: z.string().regex(/^[0-9a-f]{64}$/, 'hash must be 64 hex digits'),
});

export const FacebookProfileBody = z.object({
  facebookProfileUrl: z
    .string()
    .trim()
    .max(300)
    .regex(
      /^https:\/\/(www\.|m\.)?facebook\.com\/[A-Za-z0-9.\-_/?=&]+$/,
      'Must be the address of a Facebook profile (https://facebook.com/…)',
    ),
});

export const BrandSocialAccount = z.object({
  network: z.enum(SOCIAL_ACCOUNT_NETWORKS),
  username: z.string(),
  profileUrl: z.string().nullable(),
  verifiedAt: z.string(),
});
export type BrandSocialAccount = z.infer<typeof BrandSocialAccount>;

const networkParam = z.object({
  network: z.string().transform((v, ctx) => {
    const network = networkFromSlug(v);
    if (!network) {
      ctx.addIssue({
        code: 'custom',
        message: `network must be one of ${SOCIAL_ACCOUNT_NETWORKS.map((n) => n.toLowerCase()).join(', ')}`,
      });
      return z.NEVER;
    }
    return network;
  }),
});

/** What checks of a quest's social conditions cost at each provider (the brand's meter). */
export const ProviderUsage = z.object({
  items: z.array(
    z.object({
      network: z.enum(SOCIAL_ACCOUNT_NETWORKS),
      /** The network's name as people know it (X for TWITTER). */
      label: z.string(),
      /** Calls made to the provider (answers reused from the short cache and held quotas cost none). */
      calls: z.number().int(),
      /** Whose credentials paid: the platform's app, or the brand's own X app (at X's owner rate). */
      payer: z.enum(['PLATFORM', 'BRAND']),
      /** Records its answers carried: what X bills by. */
      records: z.number().int(),
      /** X only: records at the configured price, in US dollars, rounded up to a ten-thousandth; null elsewhere. */
      costUsd: z.string().nullable(),
    }),
  ),
  /** The price per record X reads are counted at (X_PRICE_PER_RECORD_USD). */
  xPricePerRecordUsd: z.string(),
  /** The price per record of the brand's own X app reading its own account (X_OWNER_PRICE_PER_RECORD_USD). */
  xOwnerPricePerRecordUsd: z.string(),
});
export type ProviderUsage = z.infer<typeof ProviderUsage>;

/** Social accounts of the signed-in user (spec §7 Users) and the providers this server offers. */
export const socialsApi = {
  providerUsage: endpoint({
    method: 'GET',
    path: '/quests/:id/provider-usage',
    auth: true,
    params: z.object({ id: z.uuid({ error: 'A quest id is a UUID' }) }),
    summary:
      "What checking this quest's social conditions cost at each provider: calls, records, X's cost (owner only)",
    response: ProviderUsage,
  }),
  providers: endpoint({
    method: 'GET',
    path: '/auth/social-providers',
    auth: false,
    summary: 'The social networks this server can connect (those without credentials are hidden in the web app)',
    response: z.object({ items: z.array(SocialProvider) }),
  }),
  mySocials: endpoint({
    method: 'GET',
    path: '/users/profile/socials',
    auth: true,
    summary: "The signed-in user's connected social accounts (never their tokens)",
    response: z.object({ items: z.array(SocialAccount), facebookProfileUrl: z.string().nullable() }),
  }),
  mySocial: endpoint({
    method: 'GET',
    path: '/users/social/:network',
    auth: true,
    summary: "The signed-in user's account on one network (404 SOCIAL_NOT_CONNECTED when none)",
    params: networkParam,
    response: SocialAccount,
  }),
  disconnect: endpoint({
    method: 'DELETE',
    path: '/users/social/:network',
    auth: true,
    summary: 'Disconnect one network (its stored tokens are deleted)',
    params: networkParam,
    response: z.object({ ok: z.literal(true) }),
  }),
  setFacebookProfile: endpoint({
    method: 'POST',
    path: '/users/set-facebook-profile',
    auth: true,
    summary: "Set the address of the user's Facebook profile (shown on their profile)",
    body: FacebookProfileBody,
    response: z.object({ facebookProfileUrl: z.string() }),
  }),
  publicSocials: endpoint({
    method: 'GET',
    path: '/users/:userKey/socials',
    auth: false,
    summary: "A user's connected social accounts as anyone sees them (network, handle, profile link)",
    params: z.object({ userKey: z.string().min(1).max(100) }),
    response: z.object({ items: z.array(PublicSocialAccount) }),
  }),
  brandSocials: endpoint({
    method: 'GET',
    path: '/brands/:brandId/socials',
    auth: false,
    summary: "A brand's verified social accounts",
    params: z.object({ brandId: z.uuid({ error: 'brandId must be a UUID' }) }),
    response: z.object({ items: z.array(BrandSocialAccount) }),
  }),
  telegramConnect: endpoint({
    method: 'POST',
    path: '/auth/connect-telegram',
    auth: true,
    summary: "Connect Telegram with the login widget's signed answer (hash checked with the bot token)",
    body: TelegramAuthBody,
    response: SocialAccount,
  }),
};

/** How an OAuth round trip ended, as the result page (/oauth/result?status=…) explains it. */
export const OAUTH_RESULTS = [
  'connected',
  'signed_in',
  'brand_verified',
  'denied',
  'provider_error',
  'state_mismatch',
  'expired',
  'replayed',
  'code_rejected',
  'taken',
  'email_exists',
  'sign_up_closed',
  'not_owner',
  'unavailable',
] as const;
export type OAuthResult = (typeof OAUTH_RESULTS)[number];

const oauthNetworkParam = z.object({
  network: z.string().transform((v, ctx) => {
    const network = OAUTH_NETWORKS.find((n) => n.toLowerCase() === v.toLowerCase());
    if (!network) {
      ctx.addIssue({
        code: 'custom',
        message: `network must be one of ${OAUTH_NETWORKS.map((n) => n.toLowerCase()).join(', ')}`,
      });
      return z.NEVER;
    }
    return network;
  }),
});

export const SocialLoginBody = z.object({ ticket: z.string().min(20).max(200) });

/** The OAuth round trips of spec §7 Auth: connect, sign in, prove a brand's account, and finish a sign-in. */
export const socialAuthApi = {
  connect: endpoint({
    method: 'GET',
    path: '/auth/connect-:network',
    auth: true,
    summary:
      "Start linking a social account to the signed-in user (with brandId: prove that brand's account, owner only). Answers the provider address to open; sets a short-lived cookie binding the round trip to this browser",
    params: oauthNetworkParam,
    query: z.object({ brandId: z.uuid({ error: 'brandId must be a UUID' }).optional(), redirect: redirectQuery }),
    response: AuthorizeRedirect,
  }),
  login: endpoint({
    method: 'GET',
    path: '/auth/login-:network',
    auth: false,
    summary:
      'Start signing in (or up) with a social account; the callback sends the browser to /oauth/result with a one-time ticket',
    params: oauthNetworkParam,
    query: SocialLoginQuery,
    response: AuthorizeRedirect,
  }),
  finishLogin: endpoint({
    method: 'POST',
    path: '/auth/social-login',
    auth: false,
    summary: 'Trade the one-time ticket of a social sign-in for tokens (same browser only); newUser: pick a role next',
    body: SocialLoginBody,
    response: z.object({
      accessToken: z.string(),
      refreshToken: z.string(),
      expiresIn: z.number().int(),
      newUser: z.boolean(),
    }),
  }),
};
