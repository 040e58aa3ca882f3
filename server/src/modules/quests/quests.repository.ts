import { EXACT_TOTAL_MAX } from '@questboard/contract/constants';
import { and, asc, desc, eq, getTableColumns, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type Executor, rowsOf } from '../../db/executor';
import { brands } from '../../db/schema/brands';
import { questDistributions } from '../../db/schema/distribution';
import { ledgerAccounts } from '../../db/schema/ledger';
import {
  type QuestConditionRow,
  type QuestRow,
  questConditions,
  quests,
  type TaskRow,
  tasks,
} from '../../db/schema/quests';
import { isUuid } from '../../db/uuid-list';
import { escrowSql, paysAtEndSql, settledPoolSql } from './quest-rules';

export interface QuestBrandRow {
  id: string;
  name: string | null;
  slug: string;
  logo: string | null;
  status: 'CREATING' | 'ACTIVE' | 'INACTIVE';
  ownerId: string;
}
/** `escrow`: base units the quest's escrow holds now (0 before it is funded); `escrowOpened`: ever funded. */
export type QuestWithBrand = QuestRow & {
  brand: QuestBrandRow;
  escrow: bigint;
  escrowOpened: boolean;
  /** Its pool is paid at its end (a distribution mode other than first come). */
  paysAtEnd: boolean;
  /** Such a pool once settled: what it held then (its escrow is empty afterwards); else null. */
  settledPool: bigint | null;
};

const escrowOpened = sql<boolean>`exists (select 1 from ${ledgerAccounts}
  where ${ledgerAccounts.questId} = ${quests.id} and ${ledgerAccounts.kind} = 'QUEST_ESCROW')`.mapWith(Boolean);

/** Published with an escrow covering one more reward (live or not yet started): what banners may show. */
export const isFundedPublished = sql`(${quests.status} = 'PUBLISHED' and ${quests.rewardAmount} > 0
  and ${escrowSql} >= ${quests.rewardAmount})`;

const brandColumns = {
  id: brands.id,
  name: brands.name,
  slug: brands.slug,
  logo: brands.logo,
  status: brands.status,
  ownerId: brands.ownerId,
};

/** A quest with its brand, escrow and pool, as QuestWithBrand says: one quest's row (lists read these per page). */
const questWithBrandColumns = {
  ...getTableColumns(quests),
  brand: brandColumns,
  escrow: escrowSql,
  escrowOpened,
  paysAtEnd: paysAtEndSql,
  settledPool: settledPoolSql,
};

export async function findQuest(db: Executor, key: string): Promise<QuestWithBrand | undefined> {
  const where = isUuid(key) ? eq(quests.id, key) : eq(quests.slug, key.toLowerCase());
  const [row] = await db
    .select(questWithBrandColumns)
    .from(quests)
    .innerJoin(brands, eq(brands.id, quests.brandId))
    .where(where)
    .limit(1);
  return row;
}

/** How many quests match: exact, or past EXACT_TOTAL_MAX an estimate said to be one. */
export interface QuestTotal {
  total: number;
  totalEstimated: boolean;
}
/** Runs the count of matches, or answers it from somewhere that already knows it (a cache). */
export type CountVia = (count: () => Promise<QuestTotal>) => Promise<QuestTotal>;
const exactly = (total: number): QuestTotal => ({ total, totalEstimated: false });

/**
 * A page of quests (with their brand) matching `where`, in `order`, and how many match. The page is read first and
 * stops after `limit` rows (an index walk for the common orders); the escrow balances are read for that page only,
 * and the count runs only when the page does not already tell it, through `countVia` when given; past EXACT_TOTAL_MAX
 * matches it is an estimate (`countQuests`). A window
 * `count(*) over ()` here would make PostgreSQL build every match, with its escrow, before returning 20 rows
 * (docs/decisions.md, Search and speed). With `first`, the quests matching it come before the others, each part
 * in `order`; with `parts`, the quests matching each part in turn, then the rest, each in `order`.
 */
export async function pageQuests(
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
  page: { offset: number; limit: number },
  { countVia = (count) => count(), parts, hydrate }: { countVia?: CountVia; parts?: SQL[]; hydrate?: Hydrate } = {},
): Promise<{ rows: QuestWithBrand[] } & QuestTotal> {
  // With `hydrate`, the walk reads the page's ids only and `hydrate` makes their rows (from a cache: one statement
  // for the rows it does not keep, instead of the page's columns and two more statements for escrows and pools).
  const read = hydrate ? questIdPageStatement : questPageStatement;
  const found: { id: string }[] = parts?.length
    ? await pageInParts(db, where, parts, order, page, read)
    : await read(db, where, order, page);
  const knownTotal = found.length > 0 && found.length < page.limit ? page.offset + found.length : undefined;
  const [rows, counted] = await Promise.all([
    hydrate ? hydrate(found.map((row) => row.id)) : withEscrows(db, found as QuestAndBrand[]),
    knownTotal !== undefined
      ? exactly(knownTotal)
      : page.offset === 0 && found.length === 0
        ? exactly(0)
        : countVia(() => countQuests(db, where)),
  ]);
  return { rows, ...counted };
}

type QuestAndBrand = Awaited<ReturnType<typeof questPageStatement>>[number];
/** The rows of the quests of `ids`, in that order (for example QuestRowCache.inOrder). */
export type Hydrate = (ids: string[]) => Promise<QuestWithBrand[]>;

/** `found` with each quest's escrow balance and pool (its mode, and what it held once settled), for those only. */
async function withEscrows(db: Executor, found: QuestAndBrand[]): Promise<QuestWithBrand[]> {
  const ids = found.map((row) => row.id);
  const [escrows, pooled] = await Promise.all([escrowsOf(db, ids), paidAtEnd(db, ids)]);
  return found.map((row) => ({
    ...row,
    escrow: escrows.get(row.id) ?? 0n,
    escrowOpened: escrows.has(row.id),
    paysAtEnd: pooled.has(row.id),
    settledPool: pooled.get(row.id) ?? null,
  }));
}

/**
 * The quests of `ids` (with brand, escrow and pool) in the order of `ids`, ids not found left out: one prepared
 * statement of `db` (planned once per connection, its SQL built once), for the card rows of public lists, read for
 * every page that shows quests not yet kept (QuestRowCache).
 */
export function preparedQuestsInOrder(db: Database): (ids: string[]) => Promise<QuestWithBrand[]> {
  const query = db
    .select(questWithBrandColumns)
    .from(quests)
    .innerJoin(brands, eq(brands.id, quests.brandId))
    .where(sql`${quests.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('quests_in_order');
  return async (ids) => {
    if (ids.length === 0) return [];
    const byId = new Map((await query.execute({ ids })).map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  };
}

/**
 * A page in the order "quests matching `parts[0]`, then `parts[1]`, …, then the others, each part in `order`", read
 * part by part: each is a walk in `order` that an index can hand over in order and that stops at the page, where
 * ordering by the parts too would sort every match (the recommended order, live before over: 55–100 ms over 100k
 * quests on PGlite; ending soonest, claimable then upcoming then the rest: 1.3 s on PostgreSQL, every quest's escrow
 * read). A part is read only when the page reaches past the ones before it.
 */
async function pageInParts<Row>(
  db: Executor,
  where: SQL | undefined,
  parts: SQL[],
  order: SQL[],
  page: { offset: number; limit: number },
  read: (db: Executor, where: SQL | undefined, order: SQL[], page: { offset: number; limit: number }) => Promise<Row[]>,
): Promise<Row[]> {
  const rows: Row[] = [];
  const notBefore: SQL[] = [];
  // Quests of the whole order still to pass over before the page starts.
  let skip = page.offset;
  for (const part of [...parts, undefined]) {
    const inPart = and(where, part, ...notBefore);
    const found = await read(db, inPart, order, { offset: skip, limit: page.limit - rows.length });
    rows.push(...found);
    if (rows.length === page.limit || !part) break;
    const partSize = found.length > 0 || skip === 0 ? skip + found.length : await countAll(db, inPart);
    skip = Math.max(0, skip - partSize);
    notBefore.push(sql`(${part}) is not true`);
  }
  return rows;
}

/** The statement reading one page of `pageQuests` (exported for bench/quests.ts, which shows its plan). */
export function questPageStatement(
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
  page: { offset: number; limit: number },
) {
  return db
    .select({ ...getTableColumns(quests), brand: brandColumns })
    .from(quests)
    .innerJoin(brands, eq(brands.id, quests.brandId))
    .where(where)
    .orderBy(...order, asc(quests.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** `questPageStatement` reading the ids only. */
function questIdPageStatement(
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
  page: { offset: number; limit: number },
): Promise<{ id: string }[]> {
  return db
    .select({ id: quests.id })
    .from(quests)
    .innerJoin(brands, eq(brands.id, quests.brandId))
    .where(where)
    .orderBy(...order, asc(quests.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The statement counting every match of `pageQuests` when the page does not tell (exported for bench/quests.ts). */
export function questCountStatement(db: Executor, where: SQL | undefined) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(quests)
    .innerJoin(brands, eq(brands.id, quests.brandId))
    .where(where);
}

/** The exact count (where to start the second part of a page read in two parts must be exact). */
async function countAll(db: Executor, where: SQL | undefined): Promise<number> {
  const [count] = await questCountStatement(db, where);
  return count?.n ?? 0;
}

/**
 * How many quests match `where`: counted exactly up to EXACT_TOTAL_MAX (the count stops one match later); past it,
 * an estimate from a sample (`estimatedMatches`), rounded to three significant digits and said to be one. Counting millions of matches exactly reads every one of them.
 */
/** About this many quests are read to estimate a large count of matches. */
const SAMPLE_QUESTS = 5000;

export async function countQuests(
  db: Executor,
  where: SQL | undefined,
  sampleQuests = SAMPLE_QUESTS,
): Promise<QuestTotal> {
  const counted = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (select 1 from ${quests}
      inner join ${brands} on ${brands.id} = ${quests.brandId} where ${where ?? sql`true`}
      limit ${EXACT_TOTAL_MAX + 1}) as m`),
  );
  const n = Number(counted[0]?.n ?? 0);
  if (n <= EXACT_TOTAL_MAX) return exactly(n);
  return { total: roundEstimate(await estimatedMatches(db, where, n, sampleQuests)), totalEstimated: true };
}

/**
 * An estimate of how many quests match `where`, never below `counted`: the matches among a sample of about
 * `sampleQuests` quests (whole pages, each kept with the same chance: TABLESAMPLE SYSTEM, the same pages each time
 * so paging keeps one total), scaled by that chance. The planner's size of the table only sets the chance. Not the
 * planner's guess for the matches themselves: without fresh statistics (embedded PGlite has no autovacuum) it said
 * 33 for 1,001 matches (and 1,180 quests for 1,500), and even with them it reads a prefix ("fest:*") as rarer than
 * it is (176 for 1,000 of 3,000 quests).
 */
async function estimatedMatches(
  db: Executor,
  where: SQL | undefined,
  counted: number,
  sampleQuests: number,
): Promise<number> {
  const percent = await samplePercent(db, sampleQuests);
  const [sample] = rowsOf<{ hits: number }>(
    await db.execute(sql`select count(*)::int as hits
      from ${quests} tablesample system (${sql.raw(percent.toFixed(4))}) repeatable (0)
      inner join ${brands} on ${brands.id} = ${quests.brandId} where ${where ?? sql`true`}`),
  );
  return Math.max(counted, Math.round((Number(sample?.hits ?? 0) * 100) / percent));
}

/**
 * The TABLESAMPLE SYSTEM percentage that reads about `sampleQuests` quests (the planner's size of the table only sets
 * it). Exported for match sets (quest-match-sets.ts), which count the same sample in memory.
 */
export async function samplePercent(db: Executor, sampleQuests = SAMPLE_QUESTS): Promise<number> {
  const size = await plannedRows(db, sql`select 1 from ${quests}`);
  return Math.min(100, Math.max(0.01, (sampleQuests / Math.max(size, 1)) * 100));
}

/** An estimated count past EXACT_TOTAL_MAX: at least the 1,001 counted, from the sample's `hits`, rounded. */
export function estimateFromSample(hits: number, percent: number): number {
  return roundEstimate(Math.max(EXACT_TOTAL_MAX + 1, Math.round((hits * 100) / percent)));
}

/** The number of rows the planner expects `statement` to answer. */
async function plannedRows(db: Executor, statement: SQL): Promise<number> {
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`explain (format json) ${statement}`));
  const plan = Object.values(row ?? {})[0];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan?: { 'Plan Rows'?: number } }[];
  return Number(parsed[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** 12,437 → 12,400; 1,001 → 1,000: an estimate shows no more digits than it knows. */
export function roundEstimate(n: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 2);
  return Math.round(n / step) * step;
}

/** The TOKEN escrow balance of each quest of `ids` that has one. */
async function escrowsOf(db: Executor, ids: string[]): Promise<Map<string, bigint>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ questId: ledgerAccounts.questId, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        inArray(ledgerAccounts.questId, ids),
        eq(ledgerAccounts.kind, 'QUEST_ESCROW'),
        eq(ledgerAccounts.currency, 'TOKEN'),
      ),
    );
  return new Map(rows.map((row) => [row.questId ?? '', BigInt(row.balance)]));
}

/** Which of `ids` pay their pool at their end (see paysAtEndSql), each with its pool once settled (else null). */
async function paidAtEnd(db: Executor, ids: string[]): Promise<Map<string, bigint | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ questId: questDistributions.questId, state: questDistributions.state, pool: questDistributions.pool })
    .from(questDistributions)
    .where(and(inArray(questDistributions.questId, ids), ne(questDistributions.mode, 'FIRST_COME')));
  return new Map(rows.map((row) => [row.questId, row.state === 'SETTLED' ? row.pool : null]));
}

export async function questTitleTaken(db: Executor, brandId: string, title: string, exceptId?: string) {
  const [row] = await db
    .select({ id: quests.id })
    .from(quests)
    .where(
      and(
        eq(quests.brandId, brandId),
        sql`lower(${quests.title}) = lower(${title})`,
        exceptId ? ne(quests.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function newestDraftOf(db: Executor, brandId: string): Promise<QuestWithBrand | undefined> {
  const [row] = await db
    .select(questWithBrandColumns)
    .from(quests)
    .innerJoin(brands, eq(brands.id, quests.brandId))
    .where(and(eq(quests.brandId, brandId), eq(quests.status, 'DRAFT')))
    .orderBy(desc(quests.updatedAt), desc(quests.createdAt))
    .limit(1);
  return row;
}

export function conditionsOf(db: Executor, questId: string): Promise<QuestConditionRow[]> {
  return db
    .select()
    .from(questConditions)
    .where(eq(questConditions.questId, questId))
    .orderBy(asc(questConditions.position));
}

export function tasksOf(db: Executor, questId: string): Promise<TaskRow[]> {
  return db.select().from(tasks).where(eq(tasks.questId, questId)).orderBy(asc(tasks.position));
}
