import { formatTokens, parseTokens } from '@questboard/contract/money';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf, type Tx } from '../../db/executor';
import { seasonPayouts, seasons } from '../../db/schema/seasons';
import { uuidList } from '../../db/uuid-list';
import { inTransaction, lockUserAccounts, paySeasonPrizes, returnSeasonEscrow } from '../ledger/ledger.module';
import type { NewNotification } from '../notifications/notifications.module';
import { rankedSql, seasonScope } from './season-boards';
import { type LoadedSeason, loadSeason } from './seasons.repository';

export type PayoutOutcome = 'SETTLED' | 'NOT_YET' | 'NOT_PUBLISHED';

/** What the payout needs of notifications: stored in its transaction, pushed after the commit. */
export interface PrizeNotices {
  storeMany(tx: Tx, items: Array<NewNotification & { userId: string }>): Promise<() => void>;
}

interface Placed {
  userId: string;
  place: number;
  xp: number;
}

interface Award extends Placed {
  amount: bigint;
}

/**
 * The amounts of a season's pool over its final board (docs/seasons.md): TOP_N pays each place of the prize table
 * to the person ranked there (places nobody reached stay in the pool); PROPORTIONAL pays each person
 * floor(pool × xp ÷ totalXp) base units. Whatever is not awarded (empty places, the rounding remainder: less than one
 * base unit per person) goes back to the brand.
 */
export function awardsOf(season: Pick<LoadedSeason, 'prizeMode' | 'pool' | 'prizes'>, board: Placed[]): Award[] {
  if (season.prizeMode === 'TOP_N') {
    const amounts = season.prizes.flatMap((tier) =>
      Array.from({ length: tier.places }, () => parseTokens(tier.amount)),
    );
    return board.slice(0, amounts.length).map((p, i) => ({ ...p, amount: amounts[i] ?? 0n }));
  }
  if (season.prizeMode === 'PROPORTIONAL') {
    const totalXp = board.reduce((sum, p) => sum + BigInt(p.xp), 0n);
    if (totalXp === 0n) return [];
    return board.map((p) => ({ ...p, amount: (season.pool * BigInt(p.xp)) / totalXp }));
  }
  return [];
}

/**
 * Pays a season's pool once its end has passed, exactly once: the season's row is locked and its `settledAt` checked
 * first (a second run, on this instance or another, finds it set and does nothing), every prize moves under its own
 * ledger key, and the payouts, the return of the rest and `settledAt` commit together or not at all.
 */
export class SeasonPayout {
  constructor(
    private readonly db: Database,
    private readonly notices: PrizeNotices,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async settle(seasonId: string): Promise<PayoutOutcome> {
    let push: () => void = () => undefined;
    const outcome = await inTransaction(this.db, async (tx): Promise<PayoutOutcome> => {
      const season = await loadSeason(tx, seasonId, true);
      if (season?.status !== 'PUBLISHED') return 'NOT_PUBLISHED';
      if (season.settledAt) return 'SETTLED';
      if (season.endAt > this.clock()) return 'NOT_YET';
      const board = await finalBoard(tx, season);
      const awards = awardsOf(season, board).filter((a) => a.amount > 0n);
      const accounts = await lockUserAccounts(
        tx,
        awards.map((a) => a.userId),
      );
      const accountOf = new Map(accounts.map((a) => [a.userId ?? '', a.id]));
      const paidTo = await paySeasonPrizes(tx, {
        seasonId,
        memo: season.name,
        payees: awards.map((a) => ({ userId: a.userId, accountId: accountOf.get(a.userId) ?? '', amount: a.amount })),
      });
      const paid = awards.filter((a) => paidTo.has(a.userId));
      if (paid.length) {
        await tx
          .insert(seasonPayouts)
          .values(paid.map((a) => ({ seasonId, userId: a.userId, place: a.place, xp: a.xp, amount: a.amount })))
          .onConflictDoNothing();
      }
      const returned = await returnSeasonEscrow(tx, { seasonId, ownerId: season.ownerId, memo: season.name });
      await tx
        .update(seasons)
        .set({
          settledAt: new Date(),
          paid: paid.reduce((sum, a) => sum + a.amount, 0n),
          returned,
          totalXp: board.reduce((sum, p) => sum + p.xp, 0),
        })
        .where(eq(seasons.id, seasonId));
      // The season's ten first earn its badge (one per season per person; a retry adds nothing).
      const top = board.filter((p) => p.place <= 10);
      if (top.length) {
        await tx.execute(sql`
          insert into user_badges (user_id, badge, kind)
          select u, 'SEASON_TOP_10:' || ${seasonId}::text, 'SEASON_TOP_10' from unnest(${uuidList(top.map((p) => p.userId))}) u
          on conflict (user_id, badge) do nothing`);
      }
      push = await this.notices.storeMany(
        tx,
        paid.map((a) => ({
          userId: a.userId,
          type: 'REWARD_PAID',
          message: {
            key: 'season_prize',
            params: { amount: formatTokens(a.amount), season: season.name, place: a.place },
          },
          link: `/seasons/${seasonId}`,
        })),
      );
      return 'SETTLED';
    });
    push();
    return outcome;
  }
}

/** Everyone on the season's final board, in rank order (XP within its window; ties to who reached it first). */
async function finalBoard(tx: Tx, season: LoadedSeason): Promise<Placed[]> {
  const rows = rowsOf<{ user_id: string; xp: string; rank: number }>(
    await tx.execute(
      sql`with ${rankedSql(seasonScope(season))} select user_id, xp::text as xp, rank from ranked order by rank`,
    ),
  );
  return rows.map((row) => ({ userId: row.user_id, xp: Number(row.xp), place: row.rank }));
}
