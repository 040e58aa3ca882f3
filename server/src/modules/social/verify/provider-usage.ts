import type { Network } from '@questboard/contract/conditions';
import type { ProviderUsage, SocialAccountNetwork } from '@questboard/contract/socials';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { providerUsage } from '../../../db/schema/social';
import { assertDashboard } from '../../../lib/policy';
import type { SignedInViewer } from '../../../lib/viewer';
import { assertOwner, loadQuest } from '../../quests/quests.module';
import { networkLabel } from './verifier';

/** What one check asked its provider: each call, and the records its answer carried (what X bills by). */
export class UsageTally {
  calls = 0;
  records = 0;

  read(records: number): void {
    this.calls += 1;
    this.records += records;
  }
}

/** How many records a provider's JSON answer carried: its `data` list, or one object (a lookup), or none. */
export function recordsIn(body: unknown): number {
  const data = (body as { data?: unknown } | null)?.data;
  if (Array.isArray(data)) return data.length;
  return data ? 1 : 0;
}

/** Adds a check's calls to its quest's meter (nothing when it reached no provider). */
export async function addUsage(db: Database, questId: string, network: Network, tally: UsageTally): Promise<void> {
  if (tally.calls === 0) return;
  await db
    .insert(providerUsage)
    .values({ questId, network, calls: tally.calls, records: tally.records })
    .onConflictDoUpdate({
      target: [providerUsage.questId, providerUsage.network],
      set: {
        calls: sql`${providerUsage.calls} + excluded.calls`,
        records: sql`${providerUsage.records} + excluded.records`,
        updatedAt: sql`now()`,
      },
    });
}

/** `micros` millionths of a dollar as dollars with up to four decimals, rounded up (what the brand may owe). */
function dollars(micros: bigint): string {
  const cents4 = (micros + 99n) / 100n; // ten-thousandths, rounded up
  const whole = cents4 / 10_000n;
  const fraction = (cents4 % 10_000n)
    .toString()
    .padStart(4, '0')
    .replace(/0{1,2}$/, '');
  return `${whole}.${fraction}`;
}

/** A quest's meter: per network, the calls and records its checks cost, and X's at the configured price. */
export async function usageOf(db: Database, questId: string, xPricePerRecordMicros: bigint): Promise<ProviderUsage> {
  const rows = await db
    .select({ network: providerUsage.network, calls: providerUsage.calls, records: providerUsage.records })
    .from(providerUsage)
    .where(eq(providerUsage.questId, questId))
    .orderBy(providerUsage.network);
  return {
    items: rows.map((row) => ({
      network: row.network as SocialAccountNetwork,
      label: networkLabel(row.network as Network),
      calls: row.calls,
      records: row.records,
      costUsd: row.network === 'TWITTER' ? dollars(BigInt(row.records) * xPricePerRecordMicros) : null,
    })),
    xPricePerRecordUsd: dollars(xPricePerRecordMicros),
  };
}

/** The brand's meter of one of its quests (its owner only). */
export class ProviderUsageService {
  constructor(
    private readonly db: Database,
    private readonly xPricePerRecordMicros: bigint,
  ) {}

  async of(viewer: SignedInViewer, questId: string): Promise<ProviderUsage> {
    assertDashboard(viewer.ability);
    assertOwner(await loadQuest(this.db, questId), viewer);
    return usageOf(this.db, questId, this.xPricePerRecordMicros);
  }
}
