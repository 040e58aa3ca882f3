import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ReadBatches } from '../../db/read-batches';
import { questEligibility } from '../../db/schema/eligibility';
import { taskResults, userQuests } from '../../db/schema/participation';
import { questConditions, tasks } from '../../db/schema/quests';
import { socialAccounts } from '../../db/schema/social';
import { type UserRow, users } from '../../db/schema/users';
import { isUuid } from '../../db/uuid-list';
import type { RiskFacts } from './risk-score';
import type { KnownWalletDays } from './wallet-signal';

const DAY_MS = 86_400_000;

/** A quest id: a value, the placeholder of a prepared statement, or a column of a batch's rows. */
type QuestIdParam = string | ReturnType<typeof sql.placeholder> | SQL;

/*
 * The risk signals of risk-score.ts read from the database, per participant of one quest, each as one scalar
 * subquery over `users` so one round trip reads a whole page of people (or, at claim, rides along the identities
 * read of quest-identities.ts).
 */

// The outer row's columns, qualified by hand: drizzle leaves a single table's columns unqualified, and a bare
// "id" inside a subquery would name the subquery's own.
const U = {
  id: sql.raw('"users"."id"'),
  signupAddress: sql.raw('"users"."signup_address"'),
  cryptoAddress: sql.raw('"users"."crypto_address"'),
  provenAt: sql.raw('"users"."crypto_address_proven_at"'),
};

/** Other accounts made from the same sign-up address digest. */
const sharedSignupSql = sql<number>`(case when ${U.signupAddress} is null then 0 else (
  select count(*)::int from users o where o.signup_address = ${U.signupAddress} and o.id <> ${U.id}) end)`;

const completionSecondsSql = (questId: QuestIdParam) => sql<number | null>`(
  select extract(epoch from (uq.completed_at - uq.started_at))::float8 from ${userQuests} uq
  where uq.quest_id = ${questId} and uq.user_id = ${U.id} order by uq.started_at desc limit 1)`;

/** Conditions and tasks of the quest. */
const stepsSql = (questId: QuestIdParam) => sql<number>`(
  (select count(*)::int from ${questConditions} c where c.quest_id = ${questId})
  + (select count(*)::int from ${tasks} t where t.quest_id = ${questId}))`;

/** Other participants who gave, to one of the quest's free-text tasks, the same answer (case and spaces aside). */
const identicalAnswersSql = (questId: QuestIdParam) => sql<number>`(
  select count(distinct o.user_id)::int from ${taskResults} m
  join ${tasks} t on t.id = m.task_id and t.result_type = 'TEXT'
  join ${taskResults} o on o.task_id = m.task_id and o.user_id <> m.user_id
    and lower(btrim(o.result)) = lower(btrim(m.result))
  where m.quest_id = ${questId} and m.user_id = ${U.id})`;

const identitiesSql = sql<number>`((select count(*)::int from ${socialAccounts} s where s.user_id = ${U.id})
  + (case when ${U.cryptoAddress} is not null and ${U.provenAt} is not null then 1 else 0 end))`;

/** Whole days since the youngest connected social account was made at its provider; null when none tells. */
const socialDaysSql = sql<
  number | null
>`(select floor(extract(epoch from (now() - max(s.provider_created_at))) / 86400)::int
  from ${socialAccounts} s where s.user_id = ${U.id})`;

const accountDays = (createdAt: Date, now: Date) => Math.floor((now.getTime() - createdAt.getTime()) / DAY_MS);

interface SignalRow {
  sharedSignup: number | null;
  completionSeconds: number | null;
  steps: number | null;
  identicalAnswers: number | null;
  socialDays: number | null;
}

function toFacts(
  person: Pick<UserRow, 'createdAt' | 'email'>,
  identities: number,
  row: SignalRow,
  now: Date,
): RiskFacts {
  return {
    accountDays: accountDays(person.createdAt, now),
    emailVerified: Boolean(person.email),
    identities,
    // X tells when an account was made; the other providers do not (docs/eligibility.md).
    socialDays: row.socialDays === null ? null : Math.max(0, Number(row.socialDays)),
    sharedSignup: Number(row.sharedSignup ?? 0),
    completionSeconds: row.completionSeconds === null ? null : Number(row.completionSeconds),
    steps: Number(row.steps ?? 0),
    identicalAnswers: Number(row.identicalAnswers ?? 0),
  };
}

/**
 * The risk facts of each of `userIds` in the quest, in one query (the brand's list, the viewer's own score); the
 * wallet history from `knownWallet` (answers already known, no chain read) when given.
 */
export async function riskFactsOf(
  db: Database,
  questId: string,
  userIds: string[],
  now = new Date(),
  knownWallet: KnownWalletDays | null = null,
): Promise<Map<string, RiskFacts>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      createdAt: users.createdAt,
      email: users.email,
      cryptoAddress: users.cryptoAddress,
      provenAt: users.cryptoAddressProvenAt,
      identities: identitiesSql,
      sharedSignup: sharedSignupSql,
      completionSeconds: completionSecondsSql(questId),
      steps: stepsSql(questId),
      identicalAnswers: identicalAnswersSql(questId),
      socialDays: socialDaysSql,
    })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(
    rows.map((row) => {
      const facts = toFacts(row, Number(row.identities), row, now);
      if (knownWallet && row.cryptoAddress && row.provenAt) facts.walletDays = knownWallet(row.cryptoAddress);
      return [row.id, facts];
    }),
  );
}

/** A quest's maximum risk score; null when it has none. */
export async function maxRiskOf(db: Database, questId: string): Promise<number | null> {
  const [row] = await db
    .select({ maxRisk: questEligibility.maxRisk })
    .from(questEligibility)
    .where(eq(questEligibility.questId, questId));
  return row?.maxRisk ?? null;
}

/** What one participation check reads at once: the quest's maximum, the person's social accounts, the risk facts. */
export interface CheckReads {
  maxRisk: number | null;
  accounts: Array<{ network: string; id: string }>;
  /** Read only at claim when the quest has a maximum; null otherwise. */
  risk: RiskFacts | null;
}

/**
 * The quest's maximum risk and each person's connected accounts for many (person, quest) pairs at once: every start
 * and claim reads them, and under load the round trip per request (socket writes, protocol parsing, the pool, the
 * backend's bind and execute) cost more than the read itself. A pair whose person does not exist has no row.
 */
function prepareCheckRead(db: Database) {
  return db
    .select({
      userId: sql<string>`t.user_id`,
      questId: sql<string>`t.quest_id`,
      maxRisk: sql<number | null>`(select ${questEligibility.maxRisk} from ${questEligibility}
        where ${questEligibility.questId} = t.quest_id)`,
      accounts: sql<Array<[string, string]>>`coalesce((select json_agg(json_build_array(s.network, s.provider_user_id))
        from ${socialAccounts} s where s.user_id = t.user_id), '[]'::json)`,
    })
    .from(
      sql`unnest(${sql.placeholder('userIds')}::uuid[], ${sql.placeholder('questIds')}::uuid[]) as t(user_id, quest_id)`,
    )
    .where(sql`exists (select 1 from ${users} where ${users.id} = t.user_id)`)
    .prepare('eligibility_check_reads');
}

type CheckRow = { maxRisk: number | null; accounts: Array<[string, string]> };

/** What a batch's statement answers: one row per (person, quest) pair found. */
type PairRow = { userId: string; questId: string };

/**
 * Reads of (person, quest) pairs made by the starts and claims that arrive together, many in one statement
 * (ReadBatches, as the session lookups are). `copy` gives each request its own row, sharing nothing mutable.
 */
class PairReadBatches<Row extends PairRow> {
  private readonly batches: ReadBatches<PairRow, Row>;

  constructor(
    private readonly query: (pairs: { userIds: string[]; questIds: string[] }) => Promise<Row[]>,
    copy: (row: Row) => Row,
  ) {
    this.batches = new ReadBatches(async (asks) => {
      const pairs = [...new Map(asks.map((a) => [`${a.userId}/${a.questId}`, a])).values()];
      const rows = await query({ userIds: pairs.map((p) => p.userId), questIds: pairs.map((p) => p.questId) });
      const rowOf = new Map(rows.map((row) => [`${row.userId}/${row.questId}`, row]));
      return (ask) => {
        const row = rowOf.get(`${ask.userId}/${ask.questId}`);
        return row && copy(row);
      };
    });
  }

  read(userId: string, questId: string): Promise<Row | undefined> {
    // Route schemas let only uuids through, but one malformed id must not fail the whole batch's uuid[] cast.
    if (!isUuid(userId) || !isUuid(questId)) {
      return this.query({ userIds: [userId], questIds: [questId] }).then(([row]) => row);
    }
    return this.batches.read({ userId: userId.toLowerCase(), questId: questId.toLowerCase() });
  }
}

function checkReadBatches(db: Database) {
  const query = prepareCheckRead(db);
  return new PairReadBatches<CheckRow & PairRow>(
    (pairs) => query.execute(pairs),
    (row) => ({ ...row, accounts: [...row.accounts] }),
  );
}
const checkReadsOf = new WeakMap<Database, ReturnType<typeof checkReadBatches>>();

/**
 * The risk signals of people in quests, read at claim of a quest with a maximum: the claims that arrive together in
 * one statement, prepared once too.
 */
function prepareSignalsRead(db: Database) {
  const questId = sql.raw('t.quest_id');
  return db
    .select({
      userId: sql<string>`t.user_id`,
      questId: sql<string>`t.quest_id`,
      sharedSignup: sharedSignupSql,
      completionSeconds: completionSecondsSql(questId),
      steps: stepsSql(questId),
      identicalAnswers: identicalAnswersSql(questId),
      socialDays: socialDaysSql,
    })
    .from(
      sql`unnest(${sql.placeholder('userIds')}::uuid[], ${sql.placeholder('questIds')}::uuid[]) as t(user_id, quest_id)
        join ${users} on ${users.id} = t.user_id`,
    )
    .prepare('eligibility_signals_reads');
}

function signalsReadBatches(db: Database) {
  const query = prepareSignalsRead(db);
  return new PairReadBatches(
    (pairs) => query.execute(pairs),
    (row) => ({ ...row }),
  );
}
const signalsReadOf = new WeakMap<Database, ReturnType<typeof signalsReadBatches>>();

/**
 * What a start or a claim reads: the quest's maximum risk and `user`'s connected accounts (their identities for
 * one-person-one-reward), with those of the starts and claims that arrive together in one round trip, a statement
 * prepared once per connection; at claim, only when the quest has a maximum, the risk signals in a second (batched
 * alike). They were once one statement
 * with the signals under CASE branches: PostgreSQL skipped running them but still planned them, 0.7 ms of its CPU
 * on every claim of every quest.
 */
export async function checkReads(
  db: Database,
  user: UserRow,
  questId: string,
  atClaim: boolean,
  now = new Date(),
): Promise<CheckReads> {
  let batches = checkReadsOf.get(db);
  if (!batches) {
    batches = checkReadBatches(db);
    checkReadsOf.set(db, batches);
  }
  const row = await batches.read(user.id, questId);
  const accounts = (row?.accounts ?? []).map(([network, id]) => ({ network, id }));
  const maxRisk = row?.maxRisk ?? null;
  if (!row || !atClaim || maxRisk === null) return { maxRisk, accounts, risk: null };
  let signalsRead = signalsReadOf.get(db);
  if (!signalsRead) {
    signalsRead = signalsReadBatches(db);
    signalsReadOf.set(db, signalsRead);
  }
  const signals = await signalsRead.read(user.id, questId);
  if (!signals) return { maxRisk, accounts, risk: null };
  const wallet = user.cryptoAddress && user.cryptoAddressProvenAt ? 1 : 0;
  return { maxRisk, accounts, risk: toFacts(user, accounts.length + wallet, signals, now) };
}
