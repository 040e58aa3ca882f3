import { formatTokens } from '@questboard/contract/money';
import type { Season } from '@questboard/contract/seasons';
import type { LoadedSeason } from './seasons.repository';

export interface PayoutRow {
  place: number;
  userId: string;
  username: string;
  xp: number;
  amount: bigint;
}

/** DRAFT, then by the clock UPCOMING / LIVE / ENDED, and SETTLED once its payout ran. */
export function phaseOf(season: LoadedSeason, now: Date): Season['phase'] {
  if (season.status === 'DRAFT') return 'DRAFT';
  if (season.settledAt) return 'SETTLED';
  if (now < season.startAt) return 'UPCOMING';
  return now < season.endAt ? 'LIVE' : 'ENDED';
}

/** A season row → its contract shape (the payouts only once settled). */
export function toSeason(season: LoadedSeason, questIds: string[], payouts: PayoutRow[], now: Date): Season {
  return {
    id: season.id,
    brandId: season.brandId,
    brandName: season.brandName,
    name: season.name,
    startAt: season.startAt.toISOString(),
    endAt: season.endAt.toISOString(),
    status: season.status === 'PUBLISHED' ? 'PUBLISHED' : 'DRAFT',
    phase: phaseOf(season, now),
    questIds,
    prizeMode: season.prizeMode as Season['prizeMode'],
    prizes: season.prizes,
    pool: formatTokens(season.pool),
    outcome: season.settledAt
      ? {
          paid: formatTokens(season.paid ?? 0n),
          returned: formatTokens(season.returned ?? 0n),
          totalXp: season.totalXp ?? 0,
          settledAt: season.settledAt.toISOString(),
          payouts: payouts.map((p) => ({ ...p, amount: formatTokens(p.amount) })),
        }
      : null,
  };
}
