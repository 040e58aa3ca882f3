import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { quests } from './quests';
import { users } from './users';

/** A brand's one badge: what it is called, says and shows (an icon, or one of the brand's uploads). */
export const brandBadges = pgTable(
  'brand_badges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** One of the contract's BADGE_ICONS. */
    icon: text('icon').notNull(),
    /** Which upload of the brand shows instead of the icon (its address is copied to `image` when saved). */
    imageFrom: text('image_from', { enum: ['LOGO', 'COVER'] }),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('brand_badges_one_per_brand').on(t.brandId),
    check('brand_badges_image_from_known', sql`${t.imageFrom} is null or ${t.imageFrom} in ('LOGO', 'COVER')`),
  ],
);
export type BrandBadgeRow = typeof brandBadges.$inferSelect;

/** The quests whose completion earns their brand's badge. */
export const questBadges = pgTable('quest_badges', {
  questId: uuid('quest_id')
    .primaryKey()
    .references(() => quests.id, { onDelete: 'cascade' }),
  badgeId: uuid('badge_id')
    .notNull()
    .references(() => brandBadges.id, { onDelete: 'cascade' }),
});

/**
 * The badges people hold. `badge` names the badge (a rule's kind, `SEASON_TOP_10:<season id>`, or `BRAND:<brand badge id>`); the unique key makes
 * each person hold each badge once, so an award heard twice adds nothing.
 */
export const userBadges = pgTable(
  'user_badges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badge: text('badge').notNull(),
    /** One of the contract's BADGE_KINDS. */
    kind: text('kind').notNull(),
    brandBadgeId: uuid('brand_badge_id').references(() => brandBadges.id, { onDelete: 'cascade' }),
    /** The quest whose completion earned a brand badge. */
    questId: uuid('quest_id').references(() => quests.id, { onDelete: 'set null' }),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_badges_once').on(t.userId, t.badge),
    index('user_badges_user_awarded').on(t.userId, t.awardedAt.desc()),
    check(
      'user_badges_kind_known',
      sql`${t.kind} in ('FIRST_QUEST', 'TEN_QUESTS', 'STREAK_7', 'TOP_10_XP', 'SEASON_TOP_10', 'BRAND')`,
    ),
  ],
);
export type UserBadgeRow = typeof userBadges.$inferSelect;

/**
 * The Ed25519 keys that sign badge credentials, as JWKs; the public halves are published at /.well-known/jwks.json
 * (every key ever used, so a credential signed before a new key was made still verifies). The private half is held
 * once: sealed (AES-256-GCM, modules/badges/signing-keys.ts), or in clear in a row stored before keys were sealed,
 * until the server loads and seals it.
 */
export const signingKeys = pgTable(
  'signing_keys',
  {
    kid: text('kid').primaryKey(),
    publicJwk: jsonb('public_jwk').notNull(),
    privateJwk: jsonb('private_jwk'),
    sealedPrivateJwk: text('sealed_private_jwk'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('signing_keys_private_held_once', sql`(${t.privateJwk} is null) <> (${t.sealedPrivateJwk} is null)`)],
);
