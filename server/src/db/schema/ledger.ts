import { sql } from 'drizzle-orm';
import { boolean, check, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Base units (18 decimals) as PostgreSQL numeric(78,0), read and written as bigint. */
const units = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

/**
 * One ledger account. `balance` is a cache of the sum of its transfers, kept in the same transaction as
 * each transfer; the CHECK makes a negative balance impossible except for the treasury (the source of credits).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    questId: uuid('quest_id'),
    /** A SEASON_ESCROW account's season. */
    seasonId: uuid('season_id'),
    balance: units('balance').notNull().default(sql`0`),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_identity').on(
      t.kind,
      t.currency,
      sql`coalesce(${t.userId}, '00000000-0000-0000-0000-000000000000')`,
      sql`coalesce(${t.questId}, '00000000-0000-0000-0000-000000000000')`,
      sql`coalesce(${t.seasonId}, '00000000-0000-0000-0000-000000000000')`,
    ),
    // Quest lists read each quest's escrow balance.
    index('ledger_accounts_quest').on(t.questId).where(sql`${t.questId} is not null`),
    check('ledger_accounts_not_negative', sql`${t.allowNegative} or ${t.balance} >= 0`),
    check(
      'ledger_accounts_kind_known',
      sql`${t.kind} in ('TREASURY', 'PLATFORM_FEE', 'USER', 'QUEST_ESCROW', 'WITHDRAWALS_IN_FLIGHT', 'STAKING_POOL', 'STAKING_REWARDS', 'SEASON_ESCROW')`,
    ),
    check('ledger_accounts_currency_known', sql`${t.currency} in ('TOKEN', 'NATIVE')`),
  ],
);

/** One movement of money: `amount` leaves `debitAccountId` and arrives in `creditAccountId`, once per key. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    debitAccountId: uuid('debit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: uuid('credit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: units('amount').notNull(),
    reason: text('reason').notNull(),
    questId: uuid('quest_id'),
    memo: text('memo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_transfers_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_two_sides', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    index('ledger_transfers_debit_idx').on(t.debitAccountId, t.createdAt),
    index('ledger_transfers_credit_idx').on(t.creditAccountId, t.createdAt),
    index('ledger_transfers_quest_idx').on(t.questId),
  ],
);
export type LedgerTransferRow = typeof ledgerTransfers.$inferSelect;
