import { EXACT_TOTAL_MAX } from '@questboard/contract/constants';
import type { QuestListQuery } from '@questboard/contract/quests';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, rowsOf } from '../../db/executor';
import { prefixQuery, rankOf } from '../../lib/full-text';
import { type PublicQuests, placeOf, publicIdOf } from './public-quests';
import { isPublicQuest } from './quest-rules';
import { estimateFromSample, type QuestTotal } from './quests.repository';

/**
 * The public quests matching the words of one keyword (or, without words, every public quest), as places in the
 * public quests (public-quests.ts) with their ranks, so that every page, sort, category, status and claimability of
 * that keyword is answered from memory with the order and totals the statements of quest-list-filter.ts give:
 * 12 bytes a match, plus 4 for each sort asked.
 */
export interface MatchSet {
  all: PublicQuests;
  size: number;
  /** Each match's place in `all`, in id order. */
  at: Int32Array;
  /** Each match's ts_rank (0 without words). */
  rank: Float64Array;
  /** No words: the list's own orders (no relevance: the default is "open first, newest"; relevance is newest). */
  everything: boolean;
}

/** Every public quest, as the match set of a list without keyword. */
export function everyPublicQuest(all: PublicQuests): MatchSet {
  const at = Int32Array.from({ length: all.size }, (_, i) => i);
  return { all, size: all.size, at, rank: new Float64Array(all.size), everything: true };
}

/**
 * The match set of `words` among `all` (read at the same version of the data), or null past `cap` matches (the
 * caller then asks PostgreSQL for each page). One statement: the matches' ids and ranks, in id order.
 */
export async function loadMatchSet(
  db: Executor,
  all: PublicQuests,
  words: readonly string[],
  cap: number,
): Promise<MatchSet | null> {
  const query = prefixQuery(words);
  const rows = rowsOf<{ id: string; rank: number | string }>(
    await db.execute(sql`select "quests"."id", ${rankOf(sql`"quests"."search_document"`, query)}::float8 as rank
      from quests inner join brands on brands.id = "quests"."brand_id"
      where ${isPublicQuest} and "quests"."search_document" @@ ${query} order by "quests"."id" limit ${cap + 1}`),
  );
  if (rows.length > cap) return null;
  const at = new Int32Array(rows.length);
  const rank = new Float64Array(rows.length);
  let n = 0;
  for (const row of rows) {
    // A quest made public after `all` was read (the version has moved then: both are read again at the next ask).
    const place = placeOf(all, row.id);
    if (place < 0) continue;
    at[n] = place;
    rank[n++] = Number(row.rank);
  }
  return { all, size: n, at: at.subarray(0, n), rank: rank.subarray(0, n), everything: false };
}

/** The id of match `i`. */
export const idOf = (set: MatchSet, i: number) => publicIdOf(set.all, set.at[i] as number);

type Query = z.output<typeof QuestListQuery>;
const [LIVE, UPCOMING, ENDED] = [0, 1, 2] as const;
type Phase = typeof LIVE | typeof UPCOMING | typeof ENDED;

/**
 * The phases of the public quests from `from` until `until` (µs, the next start or end to come): the orders of
 * every match set are worked out once for that span, the same for every request in it.
 */
interface View {
  from: number;
  until: number;
  phases: Uint8Array;
}
const views = new WeakMap<PublicQuests, View>();
/** Per match set, in the view they were made for: its orders by sort, and its counts by filter. */
interface Worked {
  view: View;
  sorted: Map<string, Int32Array>;
  counts: Map<string, { matching: number; sampled: number }>;
}
const worked = new WeakMap<MatchSet, Worked>();

/** Each quest's phase at `now` (µs), as phaseSql: ended (status or end passed), upcoming (start to come) or live. */
function viewAt(all: PublicQuests, now: number): View {
  const kept = views.get(all);
  if (kept && now >= kept.from && now < kept.until) return kept;
  const phases = new Uint8Array(all.size);
  let until = Number.POSITIVE_INFINITY;
  for (let i = 0; i < phases.length; i++) {
    const end = all.endAt[i] as number;
    const start = all.startAt[i] as number;
    if (all.ended[i] || (!Number.isNaN(end) && end <= now)) phases[i] = ENDED;
    else if (!Number.isNaN(start) && start > now) phases[i] = UPCOMING;
    if (!all.ended[i]) {
      if (start > now && start < until) until = start;
      if (end > now && end < until) until = end;
    }
  }
  const view = { from: now, until, phases };
  views.set(all, view);
  return view;
}

function workedIn(set: MatchSet, view: View): Worked {
  let kept = worked.get(set);
  if (!kept || kept.view !== view) {
    kept = { view, sorted: new Map(), counts: new Map() };
    worked.set(set, kept);
  }
  return kept;
}

/** Every match of `set` in the order of `sort` during `view` (filters keep this order). */
function sortedIn(set: MatchSet, view: View, sort: string): Int32Array {
  const { sorted } = workedIn(set, view);
  let order = sorted.get(sort);
  if (!order) {
    order = Int32Array.from({ length: set.size }, (_, i) => i).sort(comparator(set, sort, view.phases));
    sorted.set(sort, order);
  }
  return order;
}

/** The list's sort for a set: without words, the default lists open quests first and relevance is newest first. */
const sortOf = (set: MatchSet, query: Query) =>
  set.everything
    ? query.sort === 'relevance'
      ? 'newest'
      : (query.sort ?? 'recommended')
    : (query.sort ?? 'relevance');

/**
 * The ids of one page of `query` over `set` at `nowMs`, and its total as pageQuests tells it (a short page its
 * exact count; else exact up to EXACT_TOTAL_MAX, past it the sample's estimate; 0 when not `counted`). The walk
 * stops at the end of the page; a filter's count is made once per set and span of time.
 */
export function pageOfMatchSet(
  set: MatchSet,
  query: Query,
  nowMs: number,
  counted: boolean,
): { ids: string[] } & QuestTotal {
  const { all, at } = set;
  const view = viewAt(all, nowMs * 1000);
  const { phases } = view;
  const statuses = query.statuses?.length ? new Set<string>(query.statuses) : null;
  const categories = query.categoryIds?.length ? new Set(query.categoryIds) : null;
  const { offset, limit } = query;
  // The asked brand's place among the brands (-1: no public quest is of that brand).
  const brand = query.brandId ? all.brands.indexOf(query.brandId) : undefined;
  const claim = query.isAvailableClaim;
  const keeps = (q: number) =>
    !(
      (statuses && !statuses.has(all.ended[q] ? 'ENDED' : 'PUBLISHED')) ||
      (brand !== undefined && all.brand[q] !== brand) ||
      (categories && !(all.categoryIds[q] as string[]).some((id) => categories.has(id))) ||
      (claim !== undefined && (all.payable[q] === 1 && phases[q] === LIVE) !== claim)
    );
  const ids: string[] = [];
  let passed = 0;
  for (const i of sortedIn(set, view, sortOf(set, query))) {
    const q = at[i] as number;
    if (!keeps(q)) continue;
    if (passed++ >= offset) {
      ids.push(publicIdOf(all, q));
      if (ids.length === limit) break;
    }
  }
  if (!counted || (ids.length > 0 && ids.length < limit) || (offset === 0 && ids.length === 0))
    return totalOf(all, { matching: 0, sampled: 0 }, ids, query, counted);
  const filter = JSON.stringify([query.statuses, query.brandId, query.categoryIds, claim]);
  const { counts } = workedIn(set, view);
  let found = counts.get(filter);
  if (!found) {
    found = { matching: 0, sampled: 0 };
    for (let i = 0; i < set.size; i++) {
      const q = at[i] as number;
      if (!keeps(q)) continue;
      found.matching++;
      found.sampled += all.sampled[q] as number;
    }
    counts.set(filter, found);
  }
  return totalOf(all, found, ids, query, counted);
}

function totalOf(
  all: PublicQuests,
  found: { matching: number; sampled: number },
  ids: string[],
  page: Query,
  counted: boolean,
): { ids: string[] } & QuestTotal {
  const onPage = ids.length;
  if (onPage > 0 && onPage < page.limit) return { ids, total: page.offset + onPage, totalEstimated: false };
  if (page.offset === 0 && onPage === 0) return { ids, total: 0, totalEstimated: false };
  if (!counted) return { ids, total: 0, totalEstimated: false };
  if (found.matching <= EXACT_TOTAL_MAX) return { ids, total: found.matching, totalEstimated: false };
  return { ids, total: estimateFromSample(found.sampled, all.percent), totalEstimated: true };
}

/**
 * PostgreSQL's order for each sort (quest-list-filter.ts, questKeyword), every one ending with the id, over match
 * indices (matches are in id order, so the id's order is theirs).
 */
function comparator(set: MatchSet, sort: string, phases: Uint8Array) {
  const { all, at, rank } = set;
  const { createdAt, reward, endAt } = all;
  const q = (i: number) => at[i] as number;
  const phase = (i: number) => phases[q(i)] as Phase;
  const claimable = (i: number) => all.payable[q(i)] === 1 && phase(i) === LIVE;
  const newest = (a: number, b: number) => (createdAt[q(b)] as number) - (createdAt[q(a)] as number);
  // `end_at asc nulls last`
  const endFirst = (a: number, b: number) => {
    const x = endAt[q(a)] as number;
    const y = endAt[q(b)] as number;
    if (Number.isNaN(x) || Number.isNaN(y)) return Number(Number.isNaN(x)) - Number(Number.isNaN(y));
    return x - y;
  };
  // Open quests first (questKeyword's endedLast, the default list's `notOver` part).
  const over = (i: number) => (phase(i) === ENDED ? 1 : 0);
  const openFirst = (a: number, b: number) => over(a) - over(b);
  const then =
    (...orders: ((a: number, b: number) => number)[]) =>
    (a: number, b: number) => {
      for (const order of orders) {
        const d = order(a, b);
        if (d !== 0) return d;
      }
      return a - b;
    };
  switch (sort) {
    case 'newest':
      return then(newest);
    case 'oldest':
      return then((a, b) => -newest(a, b));
    case 'reward_desc':
      return then((a, b) => (reward[q(b)] as number) - (reward[q(a)] as number), newest);
    case 'reward_asc':
      return then((a, b) => (reward[q(a)] as number) - (reward[q(b)] as number), newest);
    case 'ending_soon': {
      // Claimable, then upcoming, then the rest (pageInParts), each soonest end first.
      const part = (i: number) => (claimable(i) ? 0 : phase(i) === UPCOMING ? 1 : 2);
      return then((a, b) => part(a) - part(b), endFirst);
    }
    case 'recommended':
      return then(openFirst, newest);
    default:
      // Relevance: open quests first, then ts_rank, then newest.
      return then(openFirst, (a, b) => (rank[b] as number) - (rank[a] as number), newest);
  }
}
