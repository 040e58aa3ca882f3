// One Questboard server for bench:sybil in its own process, as it runs in production (ALTCHA bot check, requests
// logged at info), behind a trusted proxy on loopback so that the load gives each claim its address through
// X-Forwarded-For. CLAIM_BURST_PER_ADDRESS comes from the parent: the run without rules sets it out of reach.
// It answers its parent over IPC: `seed` publishes a funded quest (with rules: a verified e-mail and a maximum risk
// score) whose honest participants each proved a wallet of their own and whose farm holds nothing yet; `move` gives
// one of the farm's identities (the one wallet, the two X accounts) to one farm account, as a farm does between
// claims; `check` counts who was paid and reads the ledger's invariants; `stop` closes it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';
import { questEligibility } from '../../server/src/db/schema/eligibility';
import { userQuests } from '../../server/src/db/schema/participation';
import { socialAccounts } from '../../server/src/db/schema/social';
import { users } from '../../server/src/db/schema/users';
import { balanceOf, userAccount } from '../../server/src/modules/ledger/ledger-accounts';
import { buildFundedQuest, buildParticipants } from '../../test/factories/rewards';
import { connectSocialAccount } from '../../test/factories/social';
import { checkLedger } from '../../test/helpers/ledger-invariants';
import { PRODUCTION_LOG_LEVEL, productionLogFile } from './production-log';

export const FARM_IDENTITIES = ['WALLET', 'X1', 'X2'] as const;
export type FarmIdentity = (typeof FARM_IDENTITIES)[number];
/** The farm's one wallet: proven by whichever farm account claims next. */
const FARM_WALLET = `0x${'fa4d'.padStart(40, '0')}`;

export interface SybilQuest {
  questId: string;
  honest: Array<{ id: string; authorization: string }>;
  farm: Array<{ id: string; authorization: string }>;
}
export interface SybilCheck {
  honestPaid: number;
  farmPaid: string[];
  ledgerTotal: string;
  negative: number;
  drifted: number;
}
export type SybilCommand =
  | { cmd: 'seed'; honest: number; farm: number; rules: boolean; maxRisk: number | null }
  | { cmd: 'move'; userId: string; identity: FarmIdentity }
  | { cmd: 'check'; quest: SybilQuest }
  | { cmd: 'stop' };

const config = loadConfig({
  NODE_ENV: 'production',
  SIGN_UP: 'off',
  LOG_LEVEL: PRODUCTION_LOG_LEVEL,
  BOT_CHECK: 'altcha',
  TRUST_PROXY: '127.0.0.1',
  PORT: '0',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'qb-bench-sybil-')),
  DATABASE_URL: process.env.BENCH_DATABASE_URL || undefined,
  GLOBAL_RATE_LIMIT_PER_MINUTE: '100000000',
  CLAIM_BURST_PER_ADDRESS: process.env.CLAIM_BURST_PER_ADDRESS || undefined,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
});
const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
await database.migrate();
const serverLog = productionLogFile('sybil');
const app = await buildApp(config, database, { logStream: serverLog.stream });
const url = await app.listen({ host: '127.0.0.1', port: 0 });
const db = database.db;

const wallet = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;

async function seed(
  honestCount: number,
  farmCount: number,
  rules: boolean,
  maxRisk: number | null,
): Promise<SybilQuest> {
  const slots = honestCount + farmCount;
  const { quest } = await buildFundedQuest(app, { reward: '1', amount: String(slots), balance: String(slots * 2) });
  if (rules) {
    await db.insert(questEligibility).values({ questId: quest.id, rules: [{ kind: 'VERIFIED_EMAIL' }], maxRisk });
  }
  const honest = await buildParticipants(app, honestCount, { questId: quest.id });
  const farm = await buildParticipants(app, farmCount, { questId: quest.id });
  // Ten minutes on the quest, a human pace for both (completion speed is not what this measures).
  await db
    .update(userQuests)
    .set({ startedAt: new Date(Date.now() - 600_000) })
    .where(eq(userQuests.questId, quest.id));
  const base = Math.floor(Math.random() * 1e9) * 10_000;
  for (const [i, person] of honest.entries()) {
    await db
      .update(users)
      .set({ cryptoAddress: wallet(base + i + 1), cryptoAddressProvenAt: new Date() })
      .where(eq(users.id, person.id));
  }
  const plain = (people: typeof honest) => people.map((p) => ({ id: p.id, authorization: p.headers.authorization }));
  return { questId: quest.id, honest: plain(honest), farm: plain(farm) };
}

/** The identity leaves whichever account held it (unproved, disconnected) and is proven or connected by `userId`. */
async function move(userId: string, identity: FarmIdentity): Promise<null> {
  if (identity === 'WALLET') {
    await db
      .update(users)
      .set({ cryptoAddress: null, cryptoAddressProvenAt: null })
      .where(eq(users.cryptoAddress, FARM_WALLET));
    await db
      .update(users)
      .set({ cryptoAddress: FARM_WALLET, cryptoAddressProvenAt: new Date() })
      .where(eq(users.id, userId));
  } else {
    const xId = `x-farm-${identity}`;
    await db.delete(socialAccounts).where(eq(socialAccounts.providerUserId, xId));
    await connectSocialAccount(app, userId, { network: 'TWITTER', providerUserId: xId, username: xId });
  }
  return null;
}

async function check(quest: SybilQuest): Promise<SybilCheck> {
  const paid = async (people: SybilQuest['honest']) => {
    const balances = await Promise.all(people.map((p) => balanceOf(db, userAccount(p.id))));
    return people.filter((_, i) => (balances[i] ?? 0n) > 0n).map((p) => p.id);
  };
  const ledger = await checkLedger(db);
  const farmPaid = await paid(quest.farm);
  return {
    honestPaid: (await paid(quest.honest)).length,
    farmPaid,
    ledgerTotal: ledger.total.toString(),
    negative: ledger.negative,
    drifted: ledger.drifted,
  };
}

// The parent's Child.stop() sends the bare string 'stop'.
process.on('message', async (message: (SybilCommand & { id: number }) | 'stop') => {
  if (message === 'stop' || message.cmd === 'stop') {
    await app.close();
    await database.close();
    serverLog.close();
    process.exit(0);
  }
  const result =
    message.cmd === 'seed'
      ? await seed(message.honest, message.farm, message.rules, message.maxRisk)
      : message.cmd === 'move'
        ? await move(message.userId, message.identity)
        : await check(message.quest);
  process.send?.({ id: message.id, result });
});
process.send?.({ url });
