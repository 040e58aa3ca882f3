// One Questboard server for bench:claims in its own process (so that the load's own work does not slow it down).
// It answers its parent over IPC: `seed` publishes a quest and makes participants who completed it, `check`
// reads the ledger's invariants and the quest's escrow, `stop` closes it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';
import { balanceOf, questEscrow } from '../../server/src/modules/ledger/ledger-accounts';
import { buildFundedQuest, buildParticipants } from '../../test/factories/rewards';
import { checkLedger } from '../../test/helpers/ledger-invariants';

export interface SeededQuest {
  questId: string;
  people: Array<{ id: string; authorization: string }>;
}
export interface ClaimsCheck {
  escrow: string;
  total: string;
  negative: number;
  drifted: number;
}
export type InstanceCommand =
  | { cmd: 'seed'; participants: number; paidSlots: number }
  | { cmd: 'check'; questId: string }
  | { cmd: 'stop' };
export type InstanceRequest = InstanceCommand & { id: number };

const config = loadConfig({
  NODE_ENV: 'production',
  SIGN_UP: 'off',
  LOG_LEVEL: 'silent',
  BOT_CHECK: 'altcha',
  PORT: '0',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'qb-bench-claims-')),
  DATABASE_URL: process.env.BENCH_DATABASE_URL || undefined,
  GLOBAL_RATE_LIMIT_PER_MINUTE: '100000000',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
});
const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
await database.migrate();
const app = await buildApp(config, database);
const url = await app.listen({ host: '127.0.0.1', port: 0 });

async function seed(participants: number, paidSlots: number): Promise<SeededQuest> {
  const { quest } = await buildFundedQuest(app, {
    reward: '1',
    amount: String(paidSlots),
    balance: String(paidSlots * 2),
  });
  const people = await buildParticipants(app, participants, { questId: quest.id });
  return { questId: quest.id, people: people.map((p) => ({ id: p.id, authorization: p.headers.authorization })) };
}

async function check(questId: string): Promise<ClaimsCheck> {
  const ledger = await checkLedger(database.db);
  const escrow = await balanceOf(database.db, questEscrow(questId));
  return {
    escrow: escrow.toString(),
    total: ledger.total.toString(),
    negative: ledger.negative,
    drifted: ledger.drifted,
  };
}

process.on('message', async (message: InstanceRequest) => {
  if (message.cmd === 'stop') {
    await app.close();
    await database.close();
    process.exit(0);
  }
  const result =
    message.cmd === 'seed' ? await seed(message.participants, message.paidSlots) : await check(message.questId);
  process.send?.({ id: message.id, result });
});
process.send?.({ url });
