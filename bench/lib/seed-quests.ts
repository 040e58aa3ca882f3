import { sql } from 'drizzle-orm';
import type { Database } from '../../server/src/db/client';

export const TITLE_WORDS = [
  'galaxy',
  'harbor',
  'meadow',
  'summit',
  'canyon',
  'lagoon',
  'glacier',
  'prairie',
  'tundra',
  'delta',
];
const ADJECTIVES = ['Swift', 'Golden', 'Silent', 'Bright', 'Hidden', 'Lucky', 'Brave', 'Clever', 'Wild', 'Quiet'];
export const CATEGORY_IDS = [
  'defi',
  'gaming',
  'nft',
  'social',
  'education',
  'art',
  'music',
  'sports',
  'technology',
  'lifestyle',
  'fashion',
  'food',
  'travel',
  'fitness',
  'finance',
];

/**
 * Writes `brandCount` ACTIVE brands and `questCount` quests spread over them, in set-based SQL (seconds, not
 * minutes). Titles combine an adjective, a place word and a number, so a keyword such as "galaxy" matches about
 * a tenth of them; each quest has one or two of the 15 categories. Most quests are PUBLISHED and live.
 */
export async function seedQuests(db: Database, ownerId: string, brandCount: number, questCount: number): Promise<void> {
  const adjectives = sql.raw(`array['${ADJECTIVES.join("','")}']`);
  const words = sql.raw(`array['${TITLE_WORDS.join("','")}']`);
  const categories = sql.raw(`array['${CATEGORY_IDS.join("','")}']`);
  await db.execute(sql`
    insert into brands (owner_id, name, slug, description, category_ids, fee_bps, status, created_at)
    select ${ownerId}::uuid, 'Bench brand ' || g, 'bench-brand-' || g, 'A brand for the benchmark',
           array[(${categories})[1 + g % 15]], 500, 'ACTIVE', now() - (g || ' minutes')::interval
    from generate_series(1, ${brandCount}) g`);
  await db.execute(sql`
    with b as (select id, row_number() over (order by created_at) - 1 as n from brands where slug like 'bench-brand-%')
    insert into quests (brand_id, title, slug, description, category_ids, reward_amount, start_at, end_at, status, created_at)
    select b.id,
           (${adjectives})[1 + (g / 7) % 10] || ' ' || (${words})[1 + g % 10] || ' quest ' || g,
           'bench-quest-' || g,
           'Complete the steps of benchmark quest ' || g,
           case when g % 3 = 0 then array[(${categories})[1 + g % 15], (${categories})[1 + (g / 15) % 15]]
                else array[(${categories})[1 + g % 15]] end,
           (1 + g % 500)::numeric * 1000000000000000000,
           now() - interval '1 day',
           now() + ((g % 60) || ' days')::interval,
           case when g % 10 = 0 then 'ENDED' else 'PUBLISHED' end,
           now() - (g || ' seconds')::interval
    from generate_series(1, ${questCount}) g
    join b on b.n = g % ${brandCount}`);
  await db.execute(sql`analyze brands`);
  await db.execute(sql`analyze quests`);
}
