// One Questboard server for bench:claims in its own process (so that the load's own work does not slow it down).
// It answers its parent over IPC: `seed` publishes a quest and makes participants who completed it,
// `seedReviews` one whose participants each wait for the owner's review of their one condition, `check` reads the
// ledger's invariants and the quest's escrow, `stop` closes it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';
import { conditionChecks } from '../../server/src/db/schema/participation';
import { questConditions } from '../../server/src/db/schema/quests';
import { balanceOf, questEscrow } from '../../server/src/modules/ledger/ledger-accounts';
import { buildFundedQuest, buildParticipants } from '../../test/factories/rewards';
import { checkLedger } from '../../test/helpers/ledger-invariants';
import { ownCpu } from './process-cpu';
import { PRODUCTION_LOG_LEVEL, productionLogFile } from './production-log';

export interface SeededQuest {
  questId: string;
  people: Array<{ id: string; authorization: string }>;
}
export interface SeededReviews {
  questId: string;
  ownerAuthorization: string;
  items: Array<{ kind: 'CONDITION'; id: string }>;
}
export interface ClaimsCheck {
  escrow: string;
  total: string;
  negative: number;
  drifted: number;
}
export type InstanceCommand =
  | { cmd: 'seed'; participants: number; paidSlots: number }
  | { cmd: 'seedReviews'; participants: number; paidSlots: number }
  | { cmd: 'check'; questId: string }
  | { cmd: 'cpu' }
  | { cmd: 'profile'; start: true }
  | { cmd: 'profile'; start: false; file: string }
  | { cmd: 'stop' };
export type InstanceRequest = InstanceCommand & { id: number };

const config = loadConfig({
  NODE_ENV: 'production',
  SIGN_UP: 'off',
  LOG_LEVEL: PRODUCTION_LOG_LEVEL,
  BOT_CHECK: 'altcha',
  PORT: '0',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'qb-bench-claims-')),
  DATABASE_URL: process.env.BENCH_DATABASE_URL || undefined,
  GLOBAL_RATE_LIMIT_PER_MINUTE: '100000000',
  // Every claim comes from this machine's address: no burst slowing (bench:sybil measures it).
  CLAIM_BURST_PER_ADDRESS: '100000000',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
});
const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
await database.migrate();
const serverLog = productionLogFile('claims');
const app = await buildApp(config, database, { logStream: serverLog.stream });
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

async function seedReviews(participants: number, paidSlots: number): Promise<SeededReviews> {
  const { quest, owner } = await buildFundedQuest(app, {
    reward: '1',
    amount: String(paidSlots),
    balance: String(paidSlots * 2),
  });
  const [condition] = await database.db.select().from(questConditions).where(eq(questConditions.questId, quest.id));
  if (!condition) throw new Error('the funded quest has no condition');
  const people = await buildParticipants(app, participants, { questId: quest.id, status: 'STARTED' });
  const checks = await database.db
    .insert(conditionChecks)
    .values(
      people.map((p) => ({
        questConditionId: condition.id,
        questId: quest.id,
        userId: p.id,
        status: 'PENDING' as const,
      })),
    )
    .returning({ id: conditionChecks.id });
  return {
    questId: quest.id,
    ownerAuthorization: owner.headers.authorization,
    items: checks.map((c) => ({ kind: 'CONDITION' as const, id: c.id })),
  };
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

/** Profiles this process's CPU between two commands (the claim run alone, without the seeding around it). */
const profiler = new Session();
async function profile(command: { start: true } | { start: false; file: string }): Promise<null> {
  if (command.start) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  } else {
    const { profile: taken } = await profiler.post('Profiler.stop');
    writeFileSync(command.file, JSON.stringify(taken));
    profiler.disconnect();
  }
  return null;
}

// The parent's Child.stop() sends the bare string 'stop'.
process.on('message', async (message: InstanceRequest | 'stop') => {
  if (message === 'stop' || message.cmd === 'stop') {
    await app.close();
    await database.close();
    process.exit(0);
  }
  const result =
    message.cmd === 'seed'
      ? await seed(message.participants, message.paidSlots)
      : message.cmd === 'seedReviews'
        ? await seedReviews(message.participants, message.paidSlots)
        : message.cmd === 'profile'
          ? await profile(message)
          : message.cmd === 'cpu'
            ? ownCpu()
            : await check(message.questId);
  process.send?.({ id: message.id, result });
});
process.send?.({ url });
