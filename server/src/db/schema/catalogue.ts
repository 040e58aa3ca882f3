import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** The fixed category list; rows come from a hand-written migration. The id is the slug. */
export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});
export type CategoryRow = typeof categories.$inferSelect;

/** Countries, provinces and cities (country-state-city data set), loaded at start when empty. */
export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: ['COUNTRY', 'PROVINCE', 'CITY'] }).notNull(),
    countryId: integer('country_id'),
    provinceId: integer('province_id'),
    label: text('label').notNull(),
  },
  (t) => [
    index('locations_type_country').on(t.type, t.countryId),
    index('locations_province').on(t.provinceId),
    uniqueIndex('locations_country_code').on(t.code).where(sql`${t.type} = 'COUNTRY'`),
  ],
);
export type LocationRow = typeof locations.$inferSelect;
