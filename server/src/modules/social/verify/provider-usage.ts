import type { Network } from '@questboard/contract/conditions';
import type { ProviderUsage, SocialAccountNetwork } from '@questboard/contract/socials';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { providerUsage } from '../../../db/schema/social';
import { assertDashboard } from '../../../lib/policy';
import type { SignedInViewer } from '../../../lib/viewer';
import { assertOwner, loadQuest } from '../../quests/quests.module';
import { networkLabel } from './verifier';

/** Whose credentials paid for a call: the platform's app, or the brand's own X app (at X's owner rate). */
export type UsagePayer = 'PLATFORM' | 'BRAND';

/** What one check asked its provider: each call, and the records its answer carried (what X bills by). */
export class UsageTally {
  calls = 0;
  records = 0;
  /** Of those, what the brand's own X app paid for. */
  brandCalls = 0;
  brandRecords = 0;

  read(records: number, payer: UsagePayer = 'PLATFORM'): void {
    this.calls += 1;
    this.records += records;
    if (payer === 'BRAND') {
      this.brandCalls += 1;
      this.brandRecords += records;
    }
  }
}

/** How many records a provider's JSON answer carried: its `data` list, or one object (a lookup), or none. */
export function recordsIn(body: unknown): number {
  const data = (body as { data?: unknown } | null)?.data;
  if (Array.isArray(data)) return data.length;
  return data ? 1 : 0;
}

/** Adds a check's calls to its quest's meter, a row per payer (nothing when it reached no provider). */
export async function addUsage(db: Database, questId: string, network: Network, tally: UsageTally): Promise<void> {
  const rows = [
    { payer: 'PLATFORM', calls: tally.calls - tally.brandCalls, records: tally.records - tally.brandRecords },
    { payer: 'BRAND', calls: tally.brandCalls, records: tally.brandRecords },
  ].filter((row) => row.calls > 0);
  if (rows.length === 0) return;
  await db
    .insert(providerUsage)
    .values(rows.map((row) => ({ questId, network, ...row })))
    .onConflictDoUpdate({
      target: [providerUsage.questId, providerUsage.network, providerUsage.payer],
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

/** X's prices per record, in millionths of a US dollar: the platform's reads, and an app's reads of its own account. */
export interface XPrices {
  perRecordMicros: bigint;
  ownerPerRecordMicros: bigint;
}

/**
 * A quest's meter: per network and payer, the calls and records its checks cost, and X's at the configured price
 * (the owner rate for what the brand's own X app paid).
 */
export async function usageOf(db: Database, questId: string, prices: XPrices): Promise<ProviderUsage> {
  const rows = await db
    .select({
      network: providerUsage.network,
      payer: providerUsage.payer,
      calls: providerUsage.calls,
      records: providerUsage.records,
    })
    .from(providerUsage)
    .where(eq(providerUsage.questId, questId))
    .orderBy(providerUsage.network, desc(providerUsage.payer));
  return {
    items: rows.map((row) => {
      const payer = row.payer as UsagePayer;
      const price = payer === 'BRAND' ? prices.ownerPerRecordMicros : prices.perRecordMicros;
      return {
        network: row.network as SocialAccountNetwork,
        label: networkLabel(row.network as Network),
        payer,
        calls: row.calls,
        records: row.records,
        costUsd: row.network === 'TWITTER' ? dollars(BigInt(row.records) * price) : null,
      };
    }),
    xPricePerRecordUsd: dollars(prices.perRecordMicros),
    xOwnerPricePerRecordUsd: dollars(prices.ownerPerRecordMicros),
  };
}

/** The brand's meter of one of its quests (its owner only). */
export class ProviderUsageService {
  constructor(
    private readonly db: Database,
    private readonly prices: XPrices,
  ) {}

  async of(viewer: SignedInViewer, questId: string): Promise<ProviderUsage> {
    assertDashboard(viewer.ability);
    assertOwner(await loadQuest(this.db, questId), viewer);
    return usageOf(this.db, questId, this.prices);
  }
}
