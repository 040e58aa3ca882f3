import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/executor';
import { escrowSql, isPublicQuest, paysAtEndSql } from './quest-rules';
import { samplePercent } from './quests.repository';

/**
 * Every public quest (PUBLISHED or ENDED, of an ACTIVE brand: isPublicQuest) with what the sorts and filters of a
 * guest list read, one entry per quest in id order, as columns: about 45 bytes a quest (4.5 MB at 100,000 quests,
 * measured; 6 MB more for the map of ids once a keyword is asked).
 * Keyword match sets (quest-match-set.ts) hold only their quests' places in it and their ranks, so that every
 * keyword, however many quests it matches, is answered from memory. Times are microseconds since the epoch (NaN for
 * none), as exact as PostgreSQL's. What time changes (a quest going live, ending) is worked out when a page is asked;
 * what data changes is the cache's version (quest-match-set-cache.ts).
 */
export interface PublicQuests {
  size: number;
  /** The ids end to end, 36 characters each, in PostgreSQL's uuid order (one string: a tenth of the memory). */
  ids: string;
  /** The distinct brands, and each quest's place in that list (4 bytes a quest, not 36). */
  brands: string[];
  brand: Int32Array;
  ended: Uint8Array; // status ENDED (else PUBLISHED)
  startAt: Float64Array;
  endAt: Float64Array;
  createdAt: Float64Array;
  /** The reward's place among the rewards (equal rewards, equal places). */
  reward: Int32Array;
  /** Reward above zero, escrow covering one more, paid first come: claimable whenever LIVE. */
  payable: Uint8Array;
  categoryIds: string[][];
  /** The quests among the count's sample pages (countQuests), and that sample's percentage. */
  sampled: Uint8Array;
  percent: number;
}

interface PublicRow {
  id: string;
  brand_id: string;
  status: string;
  category_ids: string[] | null;
  start_us: number | string | null;
  end_us: number | string | null;
  created_us: number | string;
  reward: string;
  payable: boolean;
}

const micros = (column: string) => sql.raw(`(extract(epoch from "quests"."${column}") * 1000000)::float8`);

/** Reads every public quest (one statement) and the count's sample of them (one more). */
export async function loadPublicQuests(db: Executor): Promise<PublicQuests> {
  const rows = rowsOf<PublicRow>(
    await db.execute(sql`select "quests"."id", "quests"."brand_id", "quests"."status", "quests"."category_ids",
      ${micros('start_at')} as start_us, ${micros('end_at')} as end_us, ${micros('created_at')} as created_us,
      "quests"."reward_amount"::text as reward,
      case when "quests"."status" = 'PUBLISHED' and "quests"."reward_amount" > 0
        then ${escrowSql} >= "quests"."reward_amount" and not ${paysAtEndSql} else false end as payable
      from quests inner join brands on brands.id = "quests"."brand_id" where ${isPublicQuest}
      order by "quests"."id"`),
  );
  const percent = await samplePercent(db);
  const sampledIds = new Set(
    rowsOf<{ id: string }>(
      await db.execute(sql`select "quests"."id" from quests tablesample system (${sql.raw(percent.toFixed(4))})
        repeatable (0) inner join brands on brands.id = "quests"."brand_id" where ${isPublicQuest}`),
    ).map((row) => row.id),
  );
  const rewards = [...new Set(rows.map((row) => row.reward))].map(BigInt).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const rewardPlace = new Map(rewards.map((reward, i) => [reward.toString(), i]));
  const brandPlace = new Map<string, number>();
  for (const row of rows) if (!brandPlace.has(row.brand_id)) brandPlace.set(row.brand_id, brandPlace.size);
  // One list per list of categories, shared by the quests.
  const categoryLists = new Map<string, string[]>();
  const categoriesOf = (ids: string[]) => {
    const key = ids.join(',');
    const known = categoryLists.get(key);
    if (known) return known;
    categoryLists.set(key, ids);
    return ids;
  };
  return {
    size: rows.length,
    ids: rows.map((row) => row.id).join(''),
    brands: [...brandPlace.keys()],
    brand: Int32Array.from(rows, (row) => brandPlace.get(row.brand_id) ?? -1),
    ended: Uint8Array.from(rows, (row) => (row.status === 'ENDED' ? 1 : 0)),
    startAt: Float64Array.from(rows, (row) => (row.start_us === null ? Number.NaN : Number(row.start_us))),
    endAt: Float64Array.from(rows, (row) => (row.end_us === null ? Number.NaN : Number(row.end_us))),
    createdAt: Float64Array.from(rows, (row) => Number(row.created_us)),
    reward: Int32Array.from(rows, (row) => rewardPlace.get(BigInt(row.reward).toString()) ?? 0),
    payable: Uint8Array.from(rows, (row) => (row.payable ? 1 : 0)),
    categoryIds: rows.map((row) => categoriesOf(row.category_ids ?? [])),
    sampled: Uint8Array.from(rows, (row) => (sampledIds.has(row.id) ? 1 : 0)),
    percent,
  };
}

/** The id of public quest `i`. */
export const publicIdOf = (all: PublicQuests, i: number) => all.ids.slice(i * 36, i * 36 + 36);

const places = new WeakMap<PublicQuests, Map<string, number>>();

/** The place of `id` among `all`'s quests, or -1 (a map made at the first ask: about 6 MB at 100,000 quests). */
export function placeOf(all: PublicQuests, id: string): number {
  let byId = places.get(all);
  if (!byId) {
    byId = new Map();
    for (let i = 0; i < all.size; i++) byId.set(publicIdOf(all, i), i);
    places.set(all, byId);
  }
  return byId.get(id) ?? -1;
}
