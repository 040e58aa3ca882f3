import type { Distribution } from '@questboard/contract/distribution';
import { formatTokens } from '@questboard/contract/money';
import type { QuestDistributionRow } from '../../db/schema/distribution';

type Paid = { pseudonym: string; place: number; amount: string };

const tokens = (units: bigint | null | undefined) => formatTokens(units ?? 0n);

/** A distribution row (or none: first come) and its paid entries → the public answer. */
export function toDistribution(
  questId: string,
  row: QuestDistributionRow | undefined,
  paid: Paid[],
  you: { pseudonym: string; amount: string | null } | undefined,
): Distribution {
  const prizes = (row?.prizes ?? []).map((tier) => ({ places: tier.places, amount: tokens(BigInt(tier.amount)) }));
  const prizeSum = (row?.prizes ?? []).reduce((sum, tier) => sum + BigInt(tier.places) * BigInt(tier.amount), 0n);
  const settled = row?.state === 'SETTLED' && row.settledAt;
  return {
    questId,
    mode: row?.mode ?? 'FIRST_COME',
    winners: row?.mode === 'RAFFLE' ? (row.winners ?? 1) : null,
    score: row?.mode === 'TOP_N' ? (row.score ?? 'TIME') : null,
    prizes,
    prizeTotal: tokens(prizeSum),
    state: row?.state ?? 'OPEN',
    outcome:
      settled && row
        ? {
            pool: tokens(row.pool),
            eligible: row.eligible ?? 0,
            share: tokens(row.share),
            paid: tokens(row.paid),
            returned: tokens(row.returned),
            settledAt: row.settledAt?.toISOString() ?? '',
          }
        : null,
    draw:
      row?.mode === 'RAFFLE' && row.listHash && row.targetBlock !== null
        ? { listHash: row.listHash, eligible: row.eligible ?? 0, block: row.targetBlock.toString(), seed: row.seed }
        : null,
    payouts: paid.map((p) => ({ id: p.pseudonym, place: p.place, amount: tokens(BigInt(p.amount)) })),
    you: you ? { id: you.pseudonym, amount: you.amount === null ? null : tokens(BigInt(you.amount)) } : null,
  };
}
