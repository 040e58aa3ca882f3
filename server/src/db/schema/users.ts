import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null for an account made by signing in with a social network (no e-mail was proven).
    email: text('email'),
    username: text('username').notNull(),
    passwordHash: text('password_hash'),
    type: text('type').notNull().default('INFLUENCER'),
    cryptoAddress: text('crypto_address'),
    // Set when the user signed a message with that address (SIWE); withdrawals go only to a proven address.
    cryptoAddressProvenAt: timestamp('crypto_address_proven_at', { withTimezone: true }),
    avatar: text('avatar'),
    displayName: text('display_name'),
    bio: text('bio'),
    facebookProfileUrl: text('facebook_profile_url'),
    // Where the person is (a row of the locations catalogue); its label is copied so profiles need no join.
    locationId: integer('location_id'),
    locationLabel: text('location_label'),
    // The language the person last used the app in (`x-lang`): their notifications and e-mails are written in it.
    language: text('language').notNull().default('en'),
    // The IANA zone the person's days are counted in (streaks); null until the app sends the browser's.
    timeZone: text('time_zone'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    // When the person said how they use Questboard (the role choice); null until then, so the app can ask again.
    roleChosenAt: timestamp('role_chosen_at', { withTimezone: true }),
    // A keyed digest of the address the account signed up from (lib/address-digest.ts), never the address itself:
    // the risk score counts accounts made from the same one. Null for accounts made before it was recorded.
    signupAddress: text('signup_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    // One proven address belongs to one account: deposits from it are credited to that account.
    uniqueIndex('users_proven_address_unique')
      .on(sql`lower(${t.cryptoAddress})`)
      .where(sql`${t.cryptoAddressProvenAt} is not null`),
    index('users_location').on(t.locationId),
    index('users_signup_address').on(t.signupAddress).where(sql`${t.signupAddress} is not null`),
    check('users_language_known', sql`${t.language} in ('en', 'fr')`),
    check('users_type_known', sql`${t.type} in ('INFLUENCER', 'BUSINESS', 'AMBASSADOR')`),
  ],
);
export type UserRow = typeof users.$inferSelect;
