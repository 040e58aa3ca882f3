// Operator commands:
//   npm run ledger -- credit <email> <amount> --reason "…" [--native] [--key <idempotency key>]
//   npm run ledger -- fund-staking <amount> [--key <idempotency key>]
//   npm run ledger -- master-chef [--reward-per-second <tokens>] [--alloc-point <n>] [--total-alloc-point <n>]
import { parseArgs } from 'node:util';
import { formatTokens, isTokenAmount, parseTokens } from '@questboard/contract/money';
import { ConfigError, loadConfig } from '../config';
import type { Database } from '../db/client';
import { DataDirInUse } from '../db/data-dir-lock';
import { openConfiguredDatabase } from '../db/open-configured';
import { creditUser } from '../modules/ledger/ledger.module';
import { findUserByEmail } from '../modules/users/users.module';
import { fundStaking, setMasterChef } from './staking-commands';

const usage = [
  'usage: npm run ledger -- credit <email> <amount> --reason "…" [--native] [--key <idempotency key>]',
  '       npm run ledger -- fund-staking <amount> [--key <idempotency key>]',
  '       npm run ledger -- master-chef [--reward-per-second <tokens>] [--alloc-point <n>] [--total-alloc-point <n>]',
].join('\n');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readArgs() {
  try {
    return parseArgs({
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
    fail(`${error instanceof Error ? error.message.split('.')[0] : String(error)}\n${usage}`);
  }
}

const { positionals, values } = readArgs();
const [command, ...rest] = positionals;

/** Checks the arguments of `command`, then answers the work to run on the open database. */
function plan(): (db: Database) => Promise<string> {
  if (command === 'credit') {
    const [email, amountText] = rest;
    if (!email || !amountText) fail(usage);
    if (!isTokenAmount(amountText) || parseTokens(amountText) === 0n)
      fail(`amount must be a positive number of tokens, got "${amountText}"`);
    const reason = values.reason?.trim();
    if (!reason) fail(`--reason is required\n${usage}`);
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
  fail(usage);
}

const work = plan();
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}
const database = await openConfiguredDatabase(config).catch((error: unknown) =>
  fail(error instanceof DataDirInUse ? error.message : String(error)),
);
try {
  console.log(await work(database.db));
} finally {
  await database.close();
}
