// Operator command for the chain: npm run chain -- unmatched | assign <deposit id> <email> | pause | resume | status
import { formatTokens } from '@questboard/contract/money';
import { count, desc, eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config';
import { DataDirInUse } from '../db/data-dir-lock';
import { openConfiguredDatabase } from '../db/open-configured';
import { chainDeposits, withdrawals } from '../db/schema/chain';
import { assignDeposit, PAUSE_KEY, withdrawalsPaused, writeState } from '../modules/chain/chain.module';
import { findUserByEmail } from '../modules/users/users.module';
import { webhookEventsOfCommand } from '../modules/webhooks/webhooks.module';

const usage = 'usage: npm run chain -- unmatched | assign <deposit id> <email> | pause | resume | status';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [command, ...args] = process.argv.slice(2).filter((a) => a !== '--');
if (!command || !['unmatched', 'assign', 'pause', 'resume', 'status'].includes(command)) fail(usage);

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}
const database = await openConfiguredDatabase(config).catch((error: unknown) =>
  fail(error instanceof DataDirInUse ? error.message : String(error)),
);
const { db } = database;
try {
  if (command === 'unmatched') {
    const rows = await db
      .select()
      .from(chainDeposits)
      .where(eq(chainDeposits.status, 'UNMATCHED'))
      .orderBy(desc(chainDeposits.createdAt));
    if (rows.length === 0) console.log('no unmatched deposits');
    for (const r of rows) {
      console.log(`${r.id}  ${formatTokens(r.amount)} ${r.asset}  from ${r.fromAddress}  tx ${r.txHash}`);
    }
  } else if (command === 'assign') {
    const [depositId, email] = args;
    if (!depositId || !email) fail(usage);
    const user = await findUserByEmail(db, email.trim().toLowerCase());
    if (!user) fail(`no user with e-mail ${email}`);
    // The owner's brands that asked hear deposit.credited: stored now, sent by the server's sweep within minutes.
    const done = await assignDeposit(db, depositId, user.id, webhookEventsOfCommand(db));
    console.log(done ? `credited to ${user.email}` : 'not an unmatched deposit (already credited?); nothing changed');
  } else if (command === 'pause' || command === 'resume') {
    await writeState(db, PAUSE_KEY, command === 'pause' ? 'true' : 'false');
    console.log(command === 'pause' ? 'withdrawals paused' : 'withdrawals resumed');
  } else {
    const counts = await db
      .select({ status: withdrawals.status, n: count() })
      .from(withdrawals)
      .groupBy(withdrawals.status);
    const of = (status: string) => counts.find((c) => c.status === status)?.n ?? 0;
    console.log(`withdrawals ${(await withdrawalsPaused(db)) ? 'PAUSED' : 'running'}`);
    console.log(
      `requested ${of('REQUESTED')}, sent ${of('SENT')}, confirmed ${of('CONFIRMED')}, failed ${of('FAILED')}`,
    );
  }
} finally {
  await database.close();
}
