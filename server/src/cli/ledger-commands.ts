import { parseArgs } from 'node:util';
import { formatTokens, isTokenAmount, parseTokens } from '@questboard/contract/money';
import type { Database } from '../db/client';
import { creditUser } from '../modules/ledger/ledger.module';
import { findUserByEmail } from '../modules/users/users.module';
import { fundStaking, setMasterChef } from './staking-commands';

export const LEDGER_USAGE = [
  'usage: npm run ledger -- credit <email> <amount> --reason "…" [--native] [--key <idempotency key>]',
  '       npm run ledger -- fund-staking <amount> [--key <idempotency key>]',
  '       npm run ledger -- master-chef [--reward-per-second <tokens>] [--alloc-point <n>] [--total-alloc-point <n>]',
].join('\n');

/** Thrown for arguments the operator must correct; the command has changed nothing. */
export class LedgerUsageError extends Error {}

function fail(message: string): never {
  throw new LedgerUsageError(message);
}

function readArgs(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        reason: { type: 'string' },
        native: { type: 'boolean' },
        key: { type: 'string' },
        'reward-per-second': { type: 'string' },
        'alloc-point': { type: 'string' },
        'total-alloc-point': { type: 'string' },
      },
    });
  } catch (error) {
    fail(`${error instanceof Error ? error.message.split('.')[0] : String(error)}\n${LEDGER_USAGE}`);
  }
}

/**
 * Checks an operator ledger command's arguments (throws LedgerUsageError) and answers the work to run on the open
 * database, which answers what to print. The `npm run ledger` command and DEV_LEDGER's loopback route both use it.
 */
export function planLedgerCommand(argv: string[]): (db: Database) => Promise<string> {
  const { positionals, values } = readArgs(argv);
  const [command, ...rest] = positionals;
  if (command === 'credit') {
    const [email, amountText] = rest;
    if (!email || !amountText) fail(LEDGER_USAGE);
    if (!isTokenAmount(amountText) || parseTokens(amountText) === 0n)
      fail(`amount must be a positive number of tokens, got "${amountText}"`);
    const reason = values.reason?.trim();
    if (!reason) fail(`--reason is required\n${LEDGER_USAGE}`);
    return async (db) => {
      const user = await findUserByEmail(db, email.trim().toLowerCase());
      if (!user) fail(`no user with e-mail ${email}`);
      const currency = values.native ? 'NATIVE' : 'TOKEN';
      const result = await creditUser(db, {
        userId: user.id,
        amount: parseTokens(amountText),
        reason,
        currency,
        key: values.key,
      });
      const what = result.replayed ? 'already credited with this key; nothing changed' : 'credited';
      return `${user.email}: ${what} ${amountText} ${currency}; balance now ${formatTokens(result.balance)}`;
    };
  }
  if (command === 'fund-staking') return fundStaking(rest[0], values.key, fail);
  if (command === 'master-chef') return setMasterChef(values, fail);
  return fail(LEDGER_USAGE);
}
