// The floor under the product's claim: a bare `pg` script that writes the same rows for the same claims (the
// participation marked CLAIMED, the participant's account created if missing, one CLAIM transfer, the escrow
// debited without going below zero, the participant credited), with none of the HTTP, auth or answer work.
import type pg from 'pg';
import { runConcurrently } from './claims-load';

const REWARD = 10n ** 18n;

interface Claim {
  questId: string;
  userId: string;
}

/** Claims of one transaction: whatever the escrow covers is paid; answers how many were paid. */
async function payBatch(client: pg.PoolClient, escrowId: string, claims: Claim[]): Promise<number> {
  const questId = claims[0]?.questId ?? '';
  const users = claims.map((c) => c.userId);
  await client.query('begin');
  try {
    const open = await client.query<{ id: string; user_id: string }>(
      `select id, user_id from user_quests where quest_id = $1 and user_id = any($2::uuid[]) and status = 'COMPLETED'
       order by id for update`,
      [questId, users],
    );
    await client.query(
      `insert into ledger_accounts (kind, currency, user_id) select 'USER', 'TOKEN', u from unnest($1::uuid[]) u
       on conflict do nothing`,
      [open.rows.map((r) => r.user_id)],
    );
    const accounts = await client.query<{ id: string; user_id: string }>(
      `select id, user_id from ledger_accounts where kind = 'USER' and currency = 'TOKEN' and quest_id is null
       and user_id = any($1::uuid[]) order by id for update`,
      [open.rows.map((r) => r.user_id)],
    );
    const [escrow] = (
      await client.query<{ balance: string }>('select balance from ledger_accounts where id = $1 for update', [
        escrowId,
      ])
    ).rows;
    const slots = Number(BigInt(escrow?.balance ?? '0') / REWARD);
    const paid = accounts.rows.slice(0, Math.min(slots, accounts.rows.length));
    if (paid.length > 0) {
      const paidUsers = paid.map((a) => a.user_id);
      await client.query(
        `update user_quests set status = 'CLAIMED', claimed_at = now(), claimed_amount = $3
         where quest_id = $1 and user_id = any($2::uuid[])`,
        [questId, paidUsers, REWARD.toString()],
      );
      await client.query(
        `insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount, reason, quest_id)
         select 'claim:' || $1 || ':' || u, $2, a, $3, 'CLAIM', $1::uuid from unnest($4::uuid[], $5::uuid[]) as t(u, a)`,
        [questId, escrowId, REWARD.toString(), paidUsers, paid.map((a) => a.id)],
      );
      await client.query('update ledger_accounts set balance = balance - $2 where id = $1 and balance >= $2', [
        escrowId,
        (REWARD * BigInt(paid.length)).toString(),
      ]);
      await client.query('update ledger_accounts set balance = balance + $2 where id = any($1::uuid[])', [
        paid.map((a) => a.id),
        REWARD.toString(),
      ]);
    }
    await client.query('commit');
    return paid.length;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/**
 * Every claim of `userIds` on the quest, `concurrency` claimers at a time over the pool; `perTransaction` claims
 * share one transaction (1: one transaction per claim). Answers claims per second and how many were paid.
 */
export async function bareClaims(
  pool: pg.Pool,
  questId: string,
  userIds: string[],
  opts: { concurrency: number; perTransaction: number },
): Promise<{ rate: number; paid: number; p99: number }> {
  const [escrow] = (
    await pool.query<{ id: string }>(
      `select id from ledger_accounts where kind = 'QUEST_ESCROW' and quest_id = $1 and user_id is null`,
      [questId],
    )
  ).rows;
  if (!escrow) throw new Error('no escrow for the bare claims');
  const groups: Claim[][] = [];
  for (let i = 0; i < userIds.length; i += opts.perTransaction) {
    groups.push(userIds.slice(i, i + opts.perTransaction).map((userId) => ({ questId, userId })));
  }
  let paid = 0;
  const { latencies, seconds } = await runConcurrently(groups, opts.concurrency, async (group) => {
    const client = await pool.connect();
    try {
      const n = await payBatch(client, escrow.id, group);
      paid += n;
    } finally {
      client.release();
    }
  });
  return { rate: userIds.length / seconds, paid, p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0) };
}
