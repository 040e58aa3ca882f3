import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export interface BackerValue {
  name: string;
  url: string | null;
  logo: string | null;
}

export const brands = pgTable(
  'brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name'),
    slug: text('slug').notNull(),
    description: text('description'),
    website: text('website'),
    twitter: text('twitter'),
    logo: text('logo'),
    cover: text('cover'),
    categoryIds: text('category_ids').array().notNull().default(sql`'{}'::text[]`),
    backers: jsonb('backers').$type<BackerValue[]>().notNull().default([]),
    feeBps: integer('fee_bps').notNull(),
    status: text('status', { enum: ['CREATING', 'ACTIVE', 'INACTIVE'] })
      .notNull()
      .default('CREATING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('brands_name_unique').on(sql`lower(${t.name})`),
    uniqueIndex('brands_slug_unique').on(t.slug),
    // One draft per owner (docs/domain.md).
    uniqueIndex('brands_one_draft_per_owner').on(t.ownerId).where(sql`${t.status} = 'CREATING'`),
    index('brands_owner').on(t.ownerId, t.createdAt),
    index('brands_status_created').on(t.status, t.createdAt),
    index('brands_categories').using('gin', t.categoryIds),
    check('brands_status_known', sql`${t.status} in ('CREATING', 'ACTIVE', 'INACTIVE')`),
    check('brands_fee_bps_range', sql`${t.feeBps} between 0 and 10000`),
  ],
);
export type BrandRow = typeof brands.$inferSelect;
