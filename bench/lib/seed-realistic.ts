import { sql } from 'drizzle-orm';
import type { Database } from '../../server/src/db/client';

// Common words of quest titles; the long tail is made of syllables (see `vocabulary`).
export const COMMON_WORDS =
  `swap stake mint bridge vote join follow share quest challenge weekly daily season launch airdrop token
  community festival summit race trail sprint cup league tour market harbor garden river mountain forest city night
  summer winter spring autumn photo video music art game play build code learn read write design craft cook run ride
  climb swim dance sing paint draw create explore discover collect trade earn save win first final grand open great
  golden silver bright wild quiet lucky brave clever swift hidden secret little big new old local global digital green
  ocean island desert canyon valley lagoon glacier prairie meadow galaxy star moon sun planet comet rocket pixel voxel`
    .split(/\s+/)
    .filter(Boolean);
const SYLLABLES =
  'ka lo mi ra ven tor sel ne qua zi po lum dar fen gri hal jo kes mar nol pri sar tin vol wen yor zan'.split(' ');
const BRAND_SUFFIXES = [
  'Labs',
  'Studio',
  'Protocol',
  'Collective',
  'Network',
  'Games',
  'Finance',
  'Club',
  'Works',
  'DAO',
];
export const CATEGORIES = [
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

/** `size` words: the common ones first, then made-up ones from two or three syllables (each one rare). */
function vocabulary(size: number): string[] {
  const words = new Set(COMMON_WORDS);
  let n = 0;
  while (words.size < size) {
    const a = SYLLABLES[n % SYLLABLES.length];
    const b = SYLLABLES[Math.floor(n / SYLLABLES.length) % SYLLABLES.length];
    const c = n >= SYLLABLES.length ** 2 ? SYLLABLES[Math.floor(n / SYLLABLES.length ** 2) % SYLLABLES.length] : '';
    words.add(`${a}${b}${c}`);
    n++;
  }
  return [...words];
}

const textArray = (items: string[]) => sql.raw(`array['${items.join("','")}']`);

/**
 * Writes `brandCount` brands (made-up names with a suffix such as "Labs") and `questCount` quests whose titles take
 * 2–5 words from a 6,000-word vocabulary with a skewed (Zipf-like) draw: a few words are in thousands of titles,
 * most in a handful. Creation dates spread over two years; quests run 7–90 days, so the older ones are ENDED;
 * categories are skewed too (DeFi and gaming common, fitness rare). Set-based SQL, through the product's triggers.
 */
export async function seedRealisticQuests(db: Database, ownerId: string, brandCount: number, questCount: number) {
  const words = vocabulary(6_000);
  const vocab = textArray(words);
  const suffixes = textArray(BRAND_SUFFIXES);
  const categories = textArray(CATEGORIES);
  await db.execute(sql`
    insert into brands (owner_id, name, slug, description, category_ids, fee_bps, status, created_at)
    select ${ownerId}::uuid,
           initcap((${vocab})[101 + (g * 7919) % 5800]) || ' ' || (${suffixes})[1 + g % 10],
           'bench-brand-' || g,
           'We make ' || (${vocab})[1 + (g * 31) % 100] || ' and ' || (${vocab})[1 + (g * 17) % 100] || ' for everyone.',
           array[(${categories})[1 + floor(15 * power(random(), 2))::int]],
           500, 'ACTIVE', now() - (g * 140 || ' minutes')::interval
    from generate_series(1, ${brandCount}) g`);
  await db.execute(sql`
    with b as (select id, row_number() over (order by created_at) - 1 as n from brands where slug like 'bench-brand-%'),
    q as (
      select g, now() - (random() * 730 || ' days')::interval as created, 7 + floor(random() * 84)::int as days
      from generate_series(1, ${questCount}) g
    )
    insert into quests (brand_id, title, slug, description, category_ids, reward_amount, start_at, end_at, status,
                        created_at)
    select b.id,
           initcap((select string_agg((${vocab})[1 + floor(5999 * power(random(), 4) + 0 * k)::int], ' ')
                    from generate_series(1, 2 + q.g % 4) k)),
           'bench-quest-' || q.g,
           'Take part: ' || (select string_agg((${vocab})[1 + floor(5999 * power(random(), 3) + 0 * k)::int], ' ')
                            from generate_series(1, 8 + q.g % 10) k) || '.',
           case when q.g % 3 = 0
                then array[(${categories})[1 + floor(15 * power(random(), 2))::int], (${categories})[1 + q.g % 15]]
                else array[(${categories})[1 + floor(15 * power(random(), 2))::int]] end,
           (1 + floor(500 * power(random(), 3)))::numeric * 1000000000000000000,
           q.created, q.created + (q.days || ' days')::interval,
           case when q.created + (q.days || ' days')::interval > now() then 'PUBLISHED' else 'ENDED' end,
           q.created
    from q join b on b.n = q.g % ${brandCount}
    on conflict do nothing`);
  await db.execute(sql`analyze brands`);
  await db.execute(sql`analyze quests`);
  await db.execute(sql`analyze search_terms`);
}
