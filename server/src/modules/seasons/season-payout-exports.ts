import { Readable } from 'node:stream';
import { ERROR_CODES } from '@questboard/contract/errors';
import { SEASON_PAYOUT_COLUMNS } from '@questboard/contract/exports';
import { formatTokens } from '@questboard/contract/money';
import { defineAbilityFor, owned } from '@questboard/contract/permissions';
import { stringify } from 'csv-stringify';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { keysetRows } from '../../db/keyset-rows';
import { seasonPayouts } from '../../db/schema/seasons';
import { users } from '../../db/schema/users';
import { conflict, notFound } from '../../lib/app-error';
import { assertCan, assertDashboard } from '../../lib/policy';
import type { SignedInViewer } from '../../lib/viewer';
import { type LoadedSeason, loadSeason } from './seasons.repository';

const PAGE = 2_000;

/** Why a place got what it got, in the words of the season's prize (docs/seasons.md). */
function reasonOf(season: LoadedSeason, place: number, xp: number): string {
  if (season.prizeMode === 'TOP_N') return `place ${place} of the prize table by season XP`;
  return `share of the pool: ${xp} of ${season.totalXp ?? 0} XP`;
}

/** A paid season pool's payouts as a CSV stream, for the brand's owner: by place, page by page. */
export class SeasonPayoutExports {
  constructor(
    private readonly db: Database,
    private readonly pageSize = PAGE,
  ) {}

  async csv(viewer: SignedInViewer, seasonId: string): Promise<Readable> {
    assertDashboard(viewer.ability);
    const season = await loadSeason(this.db, seasonId);
    if (!season) throw notFound('This season does not exist.', ERROR_CODES.SEASON_NOT_FOUND);
    assertCan(defineAbilityFor(viewer.user), 'update', owned('Brand', season.ownerId));
    if (season.prizeMode === 'NONE') {
      throw conflict(ERROR_CODES.INVALID_STATUS_TRANSITION, 'This season has no prize pool: nobody is paid.');
    }
    if (!season.settledAt) {
      throw conflict(ERROR_CODES.SEASON_NOT_PAID, 'The payouts are listed once the season has ended and paid.');
    }
    return Readable.from(this.rows(season)).pipe(stringify({ header: true, columns: [...SEASON_PAYOUT_COLUMNS] }));
  }

  private async *rows(season: LoadedSeason): AsyncGenerator<string[]> {
    const paid = keysetRows(
      this.pageSize,
      (afterPlace: number | null) =>
        this.db
          .select({
            place: seasonPayouts.place,
            userId: seasonPayouts.userId,
            username: users.username,
            xp: seasonPayouts.xp,
            amount: seasonPayouts.amount,
          })
          .from(seasonPayouts)
          .leftJoin(users, eq(users.id, seasonPayouts.userId))
          .where(and(eq(seasonPayouts.seasonId, season.id), gt(seasonPayouts.place, afterPlace ?? 0)))
          .orderBy(asc(seasonPayouts.place))
          .limit(this.pageSize),
      (row) => row.place,
    );
    for await (const row of paid) {
      yield [
        String(row.place),
        row.userId,
        row.username ?? '',
        String(row.xp),
        formatTokens(row.amount),
        reasonOf(season, row.place, row.xp),
      ];
    }
  }
}
