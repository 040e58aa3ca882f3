import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** Base units (18 decimals) as PostgreSQL numeric(78,0), read and written as bigint. */
const units = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

/** Single-use nonces of "Sign-In with Ethereum" messages that prove a user's address. */
export const walletNonces = pgTable(
  'wallet_nonces',
  {
    nonce: text('nonce').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_nonces_user_idx').on(t.userId)],
);

/**
 * One withdrawal: REQUESTED (money held in flight) → SENT (the signed transaction is stored, then broadcast)
 * → CONFIRMED, or FAILED (refunded once). `rawTx` is written before broadcasting so a restart re-sends the same one.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    chainId: integer('chain_id').notNull(),
    asset: text('asset').notNull(),
    amount: units('amount').notNull(),
    fee: units('fee').notNull(),
    toAddress: text('to_address').notNull(),
    status: text('status').notNull().default('REQUESTED'),
    requestKey: text('request_key'),
    fromAddress: text('from_address'),
    nonce: integer('nonce'),
    rawTx: text('raw_tx'),
    txHash: text('tx_hash'),
    failureReason: text('failure_reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    check('withdrawals_status_known', sql`${t.status} in ('REQUESTED', 'SENT', 'CONFIRMED', 'FAILED')`),
    check('withdrawals_asset_known', sql`${t.asset} in ('TOKEN', 'NATIVE')`),
    check('withdrawals_amount_positive', sql`${t.amount} > 0 and ${t.fee} >= 0`),
    index('withdrawals_work_idx').on(t.chainId, t.status, t.requestedAt),
    index('withdrawals_user_idx').on(t.userId, t.requestedAt),
    uniqueIndex('withdrawals_request_key').on(t.userId, t.requestKey),
    uniqueIndex('withdrawals_nonce').on(t.chainId, t.fromAddress, t.nonce),
  ],
);
export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** A transfer seen arriving at the deposit address; credited once it has enough confirmations. */
export const chainDeposits = pgTable(
  'chain_deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    // -1 for a native coin transfer (it has no log).
    logIndex: integer('log_index').notNull(),
    asset: text('asset').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    amount: units('amount').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
    status: text('status').notNull().default('PENDING'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chain_deposits_identity').on(t.chainId, t.txHash, t.logIndex),
    check('chain_deposits_status_known', sql`${t.status} in ('PENDING', 'CREDITED', 'UNMATCHED', 'REORGED')`),
    check('chain_deposits_asset_known', sql`${t.asset} in ('TOKEN', 'NATIVE')`),
    index('chain_deposits_status_idx').on(t.chainId, t.status),
    index('chain_deposits_from_idx').on(t.chainId, t.fromAddress),
  ],
);
export type ChainDepositRow = typeof chainDeposits.$inferSelect;

/** Small named values of the chain workers: the watcher's last block, the hot wallet's next nonce, the pause switch. */
export const chainState = pgTable('chain_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Development chain only: the wallet the product holds for a user to fund their balance in one click (the key is
 * derived from the chain's faucet key and the user id, never stored). A deposit from it is credited to its user,
 * as one from their proven address is.
 */
export const devWallets = pgTable(
  'dev_wallets',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chainId: integer('chain_id').notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dev_wallets_user').on(t.chainId, t.userId),
    uniqueIndex('dev_wallets_address').on(t.chainId, t.address),
  ],
);
