import { EXACT_TOTAL_MAX } from '@questboard/contract/constants';
import type { QuestListQuery } from '@questboard/contract/quests';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, rowsOf } from '../../db/executor';
import { prefixQuery, rankOf } from '../../lib/full-text';
import { escrowSql, isPublicQuest, paysAtEndSql } from './quest-rules';
import { estimateFromSample, type QuestTotal, samplePercent } from './quests.repository';

/**
 * Every public quest matching the words of one keyword, with what each sort and filter of a guest list reads
 * (columns, one entry per match), so that every page, sort, category, status and claimability of that keyword is
 * answered from memory with the order and totals the statements of quest-list-filter.ts give. What time changes
 * (a quest going live, ending) is worked out when a page is asked; what data changes is the cache's version
 * (quest-match-set-cache.ts). Times are microseconds since the epoch (NaN for none), as exact as PostgreSQL's.
 */
export interface MatchSet {
  size: number;
  /** The matches' ids end to end, 36 characters each (one string: a tenth of the memory of one string each). */
  ids: string;
  /** The distinct brands of the matches, and each match's place in that list (4 bytes a match, not 36). */
  brands: string[];
  brand: Int32Array;
  ended: Uint8Array; // status ENDED (else PUBLISHED)
  startAt: Float64Array;
  endAt: Float64Array;
  createdAt: Float64Array;
  rank: Float64Array;
  /** The reward's place among the set's rewards (equal rewards, equal places). */
  reward: Int32Array;
  /** Reward above zero, escrow covering one more, paid first come: claimable whenever LIVE. */
  payable: Uint8Array;
  categoryIds: string[][];
  /** The matches among the count's sample pages (countQuests), and that sample's percentage. */
  sampled: Uint8Array;
  percent: number;
}

interface MatchRow {
  id: string;
  brand_id: string;
  status: string;
  category_ids: string[];
  start_us: number | string | null;
  end_us: number | string | null;
  created_us: number | string;
  rank: number | string;
  reward: string;
  payable: boolean;
}

const micros = (column: string) => sql.raw(`(extract(epoch from "quests"."${column}") * 1000000)::float8`);

/** The match set of `words`, or null past `cap` matches (the caller then asks PostgreSQL for each page). */
export async function loadMatchSet(db: Executor, words: readonly string[], cap: number): Promise<MatchSet | null> {
  const query = prefixQuery(words);
  const where = sql`${isPublicQuest} and "quests"."search_document" @@ ${query}`;
  const rows = rowsOf<MatchRow>(
    await db.execute(sql`select "quests"."id", "quests"."brand_id", "quests"."status", "quests"."category_ids",
      ${micros('start_at')} as start_us, ${micros('end_at')} as end_us, ${micros('created_at')} as created_us,
      ${rankOf(sql`"quests"."search_document"`, query)}::float8 as rank, "quests"."reward_amount"::text as reward,
      case when "quests"."status" = 'PUBLISHED' and "quests"."reward_amount" > 0
        then ${escrowSql} >= "quests"."reward_amount" and not ${paysAtEndSql} else false end as payable
      from quests inner join brands on brands.id = "quests"."brand_id" where ${where} limit ${cap + 1}`),
  );
  if (rows.length > cap) return null;
  const percent = await samplePercent(db);
  const sampledIds = new Set(
    rowsOf<{ id: string }>(
      await db.execute(sql`select "quests"."id" from quests tablesample system (${sql.raw(percent.toFixed(4))})
        repeatable (0) inner join brands on brands.id = "quests"."brand_id" where ${where}`),
    ).map((row) => row.id),
  );
  const rewards = [...new Set(rows.map((row) => row.reward))].map(BigInt).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const rewardPlace = new Map(rewards.map((reward, i) => [reward.toString(), i]));
  const n = rows.length;
  const brandPlace = new Map<string, number>();
  for (const row of rows) if (!brandPlace.has(row.brand_id)) brandPlace.set(row.brand_id, brandPlace.size);
  // One list per list of categories, shared by the matches (memory: many sets are kept).
  const categoryLists = new Map<string, string[]>();
  const shared = <T>(map: Map<string, T>, key: string, value: T): T => {
    const known = map.get(key);
    if (known !== undefined) return known;
    map.set(key, value);
    return value;
  };
  const set: MatchSet = {
    size: n,
    ids: rows.map((row) => row.id).join(''),
    brands: [...brandPlace.keys()],
    brand: Int32Array.from(rows, (row) => brandPlace.get(row.brand_id) ?? -1),
    ended: Uint8Array.from(rows, (row) => (row.status === 'ENDED' ? 1 : 0)),
    startAt: Float64Array.from(rows, (row) => (row.start_us === null ? Number.NaN : Number(row.start_us))),
    endAt: Float64Array.from(rows, (row) => (row.end_us === null ? Number.NaN : Number(row.end_us))),
    createdAt: Float64Array.from(rows, (row) => Number(row.created_us)),
    rank: Float64Array.from(rows, (row) => Number(row.rank)),
    reward: Int32Array.from(rows, (row) => rewardPlace.get(BigInt(row.reward).toString()) ?? 0),
    payable: Uint8Array.from(rows, (row) => (row.payable ? 1 : 0)),
    categoryIds: rows.map((row) => shared(categoryLists, (row.category_ids ?? []).join(','), row.category_ids ?? [])),
    sampled: new Uint8Array(n),
    percent,
  };
  for (let i = 0; i < n; i++) if (sampledIds.has(idOf(set, i))) set.sampled[i] = 1;
  return set;
}

/** The id of match `i`. */
export const idOf = (set: MatchSet, i: number) => set.ids.slice(i * 36, i * 36 + 36);

type Query = z.output<typeof QuestListQuery>;
const [LIVE, UPCOMING, ENDED] = [0, 1, 2] as const;
type Phase = typeof LIVE | typeof UPCOMING | typeof ENDED;

/**
 * The phases of a set's matches from `from` until `until` (µs, the next start or end to come): the orders of the
 * set are worked out once for that span, the same for every request in it.
 */
interface View {
  from: number;
  until: number;
  phases: Uint8Array;
  sorted: Map<string, Int32Array>;
}
const views = new WeakMap<MatchSet, View>();

/** Each match's phase at `now` (µs), as phaseSql: ended (status or end passed), upcoming (start to come) or live. */
function viewAt(set: MatchSet, now: number): View {
  const kept = views.get(set);
  if (kept && now >= kept.from && now < kept.until) return kept;
  const phases = new Uint8Array(set.size);
  let until = Number.POSITIVE_INFINITY;
  for (let i = 0; i < phases.length; i++) {
    const end = set.endAt[i] as number;
    const start = set.startAt[i] as number;
    if (set.ended[i] || (!Number.isNaN(end) && end <= now)) phases[i] = ENDED;
    else if (!Number.isNaN(start) && start > now) phases[i] = UPCOMING;
    if (!set.ended[i]) {
      if (start > now && start < until) until = start;
      if (end > now && end < until) until = end;
    }
  }
  const view = { from: now, until, phases, sorted: new Map<string, Int32Array>() };
  views.set(set, view);
  return view;
}

/** Every match of `set` in the order of `sort` during `view` (filters keep this order). */
function sortedIn(set: MatchSet, view: View, sort: string): Int32Array {
  let order = view.sorted.get(sort);
  if (!order) {
    const { phases } = view;
    const claimable = (i: number) => set.payable[i] === 1 && phases[i] === LIVE;
    order = Int32Array.from({ length: set.size }, (_, i) => i).sort(
      comparator(set, sort, (i) => phases[i] as Phase, claimable),
    );
    view.sorted.set(sort, order);
  }
  return order;
}

/**
 * The ids of one page of `query` over `set` at `nowMs`, and its total as pageQuests tells it (a short page its
 * exact count; else exact up to EXACT_TOTAL_MAX, past it the sample's estimate; 0 when not `counted`).
 */
export function pageOfMatchSet(
  set: MatchSet,
  query: Query,
  nowMs: number,
  counted: boolean,
): { ids: string[] } & QuestTotal {
  const view = viewAt(set, nowMs * 1000);
  const { phases } = view;
  const statuses = query.statuses?.length ? new Set<string>(query.statuses) : null;
  const categories = query.categoryIds?.length ? new Set(query.categoryIds) : null;
  const { offset, limit } = query;
  // The asked brand's place among the set's brands (-1: none of the matches is of that brand).
  const brand = query.brandId ? set.brands.indexOf(query.brandId) : undefined;
  const ids: string[] = [];
  let matching = 0;
  let sampled = 0;
  for (const i of sortedIn(set, view, query.sort ?? 'relevance')) {
    if (statuses && !statuses.has(set.ended[i] ? 'ENDED' : 'PUBLISHED')) continue;
    if (brand !== undefined && set.brand[i] !== brand) continue;
    if (categories && !(set.categoryIds[i] as string[]).some((id) => categories.has(id))) continue;
    if (query.isAvailableClaim !== undefined) {
      const claimable = set.payable[i] === 1 && phases[i] === LIVE;
      if (claimable !== query.isAvailableClaim) continue;
    }
    if (matching >= offset && ids.length < limit) ids.push(idOf(set, i));
    matching++;
    sampled += set.sampled[i] as number;
  }
  return { ids, ...totalOf(set, { matching, sampled }, ids.length, query, counted) };
}

function totalOf(
  set: MatchSet,
  found: { matching: number; sampled: number },
  onPage: number,
  page: Query,
  counted: boolean,
): QuestTotal {
  if (onPage > 0 && onPage < page.limit) return { total: page.offset + onPage, totalEstimated: false };
  if (page.offset === 0 && onPage === 0) return { total: 0, totalEstimated: false };
  if (!counted) return { total: 0, totalEstimated: false };
  if (found.matching <= EXACT_TOTAL_MAX) return { total: found.matching, totalEstimated: false };
  return { total: estimateFromSample(found.sampled, set.percent), totalEstimated: true };
}

/** PostgreSQL's order for each sort (quest-list-filter.ts, questKeyword), every one ending with the id. */
function comparator(set: MatchSet, sort: string, phase: (i: number) => Phase, claimable: (i: number) => boolean) {
  const { createdAt, rank, reward, endAt } = set;
  const byId = (a: number, b: number) => (idOf(set, a) < idOf(set, b) ? -1 : 1);
  const newest = (a: number, b: number) => (createdAt[b] as number) - (createdAt[a] as number);
  // `end_at asc nulls last`
  const endFirst = (a: number, b: number) => {
    const x = endAt[a] as number;
    const y = endAt[b] as number;
    if (Number.isNaN(x) || Number.isNaN(y)) return Number(Number.isNaN(x)) - Number(Number.isNaN(y));
    return x - y;
  };
  const then =
    (...orders: ((a: number, b: number) => number)[]) =>
    (a: number, b: number) => {
      for (const order of orders) {
        const d = order(a, b);
        if (d !== 0) return d;
      }
      return byId(a, b);
    };
  switch (sort) {
    case 'newest':
      return then(newest);
    case 'oldest':
      return then((a, b) => -newest(a, b));
    case 'reward_desc':
      return then((a, b) => (reward[b] as number) - (reward[a] as number), newest);
    case 'reward_asc':
      return then((a, b) => (reward[a] as number) - (reward[b] as number), newest);
    case 'ending_soon': {
      // Claimable, then upcoming, then the rest (pageInParts), each soonest end first.
      const part = (i: number) => (claimable(i) ? 0 : phase(i) === UPCOMING ? 1 : 2);
      return then((a, b) => part(a) - part(b), endFirst);
    }
    default: {
      // Open quests first (questKeyword's endedLast), then ts_rank, then newest.
      const over = (i: number) => (phase(i) === ENDED ? 1 : 0);
      return then(
        (a, b) => over(a) - over(b),
        (a, b) => (rank[b] as number) - (rank[a] as number),
        newest,
      );
    }
  }
}
