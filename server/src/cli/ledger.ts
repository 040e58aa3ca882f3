// Operator command: npm run ledger -- credit <email> <amount> --reason "…" [--native] [--key <idempotency key>]
import { parseArgs } from 'node:util';
import { formatTokens, isTokenAmount, parseTokens } from '@questboard/contract/money';
import { ConfigError, loadConfig } from '../config';
import { DataDirInUse } from '../db/data-dir-lock';
import { openConfiguredDatabase } from '../db/open-configured';
import { creditUser } from '../modules/ledger/credits';
import { findUserByEmail } from '../modules/users/users.repository';

const usage = 'usage: npm run ledger -- credit <email> <amount> --reason "…" [--native] [--key <idempotency key>]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readArgs() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { reason: { type: 'string' }, native: { type: 'boolean' }, key: { type: 'string' } },
    });
  } catch (error) {
    fail(`${error instanceof Error ? error.message.split('.')[0] : String(error)}\n${usage}`);
  }
}

const { positionals, values } = readArgs();
const [command, email, amountText] = positionals;
if (command !== 'credit' || !email || !amountText) fail(usage);
if (!isTokenAmount(amountText) || parseTokens(amountText) === 0n)
  fail(`amount must be a positive number of tokens, got "${amountText}"`);
const reason = values.reason?.trim();
if (!reason) fail(`--reason is required\n${usage}`);

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
  const user = await findUserByEmail(database.db, email.trim().toLowerCase());
  if (!user) fail(`no user with e-mail ${email}`);
  const currency = values.native ? 'NATIVE' : 'TOKEN';
  const result = await creditUser(database.db, {
    userId: user.id,
    amount: parseTokens(amountText),
    reason,
    currency,
    key: values.key,
  });
  const what = result.replayed ? 'already credited with this key; nothing changed' : 'credited';
  console.log(`${user.email}: ${what} ${amountText} ${currency}; balance now ${formatTokens(result.balance)}`);
} finally {
  await database.close();
}
