import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { quests } from './quests';
import { users } from './users';

const networkCheck = (column: unknown) =>
  sql`${column} in ('TWITTER', 'FACEBOOK', 'INSTAGRAM', 'TIKTOK', 'DISCORD', 'TELEGRAM')`;

/** Columns shared by a person's and a brand's connected account: who it is at the provider, and its tokens. */
const accountColumns = () => ({
  network: text('network').notNull(),
  providerUserId: text('provider_user_id').notNull(),
  username: text('username').notNull(),
  profileUrl: text('profile_url'),
  // AES-256-GCM (lib/token-cipher.ts); never sent to the browser, never logged.
  accessTokenEnc: text('access_token_enc'),
  refreshTokenEnc: text('refresh_token_enc'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A social account a person connected; one account belongs to one user, one account per network per user. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...accountColumns(),
    // Followers at the provider when it tells us (X does), read at connect time; null when unknown.
    audience: integer('audience'),
    // When the account was made at the provider (X tells it), read at connect time; null when unknown.
    providerCreatedAt: timestamp('provider_created_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('social_accounts_provider_unique').on(t.network, t.providerUserId),
    uniqueIndex('social_accounts_user_network_unique').on(t.userId, t.network),
    check('social_accounts_network_known', networkCheck(t.network)),
  ],
);
export type SocialAccountRow = typeof socialAccounts.$inferSelect;

/** A brand's own account, proven by its owner through OAuth (the brand shows as verified on that network). */
export const brandSocialAccounts = pgTable(
  'brand_social_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    verifiedBy: uuid('verified_by')
      .notNull()
      .references(() => users.id),
    ...accountColumns(),
  },
  (t) => [
    uniqueIndex('brand_social_accounts_brand_network_unique').on(t.brandId, t.network),
    index('brand_social_accounts_provider').on(t.network, t.providerUserId),
    check('brand_social_accounts_network_known', networkCheck(t.network)),
  ],
);
export type BrandSocialAccountRow = typeof brandSocialAccounts.$inferSelect;

/**
 * One OAuth round trip: its state (hashed), bound to the browser that started it (hashed cookie), single use.
 * A sign-in ends with a one-time ticket the web app exchanges for tokens, from the same browser.
 */
export const oauthFlows = pgTable(
  'oauth_flows',
  {
    stateHash: text('state_hash').primaryKey(),
    browserHash: text('browser_hash').notNull(),
    network: text('network').notNull(),
    purpose: text('purpose', { enum: ['CONNECT', 'LOGIN', 'BRAND'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    codeVerifier: text('code_verifier'),
    redirect: text('redirect'),
    // The referral code a sign-in started from a referral link carries to the account it may make.
    referralCode: text('referral_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ticketHash: text('ticket_hash'),
    ticketUserId: uuid('ticket_user_id').references(() => users.id, { onDelete: 'cascade' }),
    ticketNewUser: boolean('ticket_new_user').notNull().default(false),
    ticketConsumedAt: timestamp('ticket_consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('oauth_flows_ticket_unique').on(t.ticketHash),
    index('oauth_flows_expires').on(t.expiresAt),
    check('oauth_flows_purpose_known', sql`${t.purpose} in ('CONNECT', 'LOGIN', 'BRAND')`),
  ],
);
export type OAuthFlowRow = typeof oauthFlows.$inferSelect;

/**
 * Telegram login widget answers already used, by the SHA-256 of their signature, with the account that used them;
 * kept until the answer itself expires (auth_date + a day), so nobody else can replay one within its day.
 */
export const telegramLoginAnswers = pgTable(
  'telegram_login_answers',
  {
    answerHash: text('answer_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('telegram_login_answers_expires').on(t.expiresAt)],
);

/**
 * What checks of a quest's social conditions asked each provider (issue 39 item 4): calls made and records read, the
 * units X bills by. Added to by every check that reached the provider (cached answers and held quotas cost nothing).
 */
export const providerUsage = pgTable(
  'provider_usage',
  {
    questId: uuid('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    network: text('network').notNull(),
    /** Whose credentials paid: the platform's app, or the brand's own X app (at X's owner rate). */
    payer: text('payer').notNull().default('PLATFORM'),
    calls: integer('calls').notNull().default(0),
    records: integer('records').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_usage_quest_network_payer').on(t.questId, t.network, t.payer),
    check('provider_usage_network_known', networkCheck(t.network)),
    check('provider_usage_payer_known', sql`${t.payer} in ('PLATFORM', 'BRAND')`),
  ],
);

/** A brand's own X app: its bearer token sealed (lib/token-cipher.ts), never sent back; reads of its own account use it. */
export const brandXApps = pgTable('brand_x_apps', {
  brandId: uuid('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  bearerSealed: text('bearer_sealed').notNull(),
  last4: text('last4').notNull(),
  setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
});
