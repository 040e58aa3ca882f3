// Operator commands (LEDGER_USAGE in ledger-commands.ts):
//   npm run ledger -- credit <email> <amount> --reason "…" [--native] [--key <idempotency key>]
//   npm run ledger -- fund-staking <amount> [--key <idempotency key>]
//   npm run ledger -- master-chef [--reward-per-second <tokens>] [--alloc-point <n>] [--total-alloc-point <n>]
import { ConfigError, loadConfig } from '../config';
import { DataDirInUse } from '../db/data-dir-lock';
import { openConfiguredDatabase } from '../db/open-configured';
import { LedgerUsageError, planLedgerCommand } from './ledger-commands';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const message = (error: unknown) =>
  error instanceof ConfigError || error instanceof DataDirInUse || error instanceof LedgerUsageError
    ? error.message
    : String(error);

let work: ReturnType<typeof planLedgerCommand>;
try {
  work = planLedgerCommand(process.argv.slice(2));
} catch (error) {
  fail(message(error));
}
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
} catch (error) {
  fail(message(error));
}
const database = await openConfiguredDatabase(config).catch((error: unknown) => fail(message(error)));
const outcome = await work(database.db).then(
  (output) => ({ output }),
  (error: unknown) => ({ error }),
);
await database.close();
if ('error' in outcome) {
  if (!(outcome.error instanceof LedgerUsageError)) throw outcome.error;
  fail(outcome.error.message);
}
console.log(outcome.output);
