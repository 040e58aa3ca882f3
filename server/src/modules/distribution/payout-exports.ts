import { Readable } from 'node:stream';
import { ERROR_CODES } from '@questboard/contract/errors';
import { PAYOUT_COLUMNS } from '@questboard/contract/exports';
import { formatTokens } from '@questboard/contract/money';
import { stringify } from 'csv-stringify';
import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { keysetRows } from '../../db/keyset-rows';
import { distributionEntries, type QuestDistributionRow } from '../../db/schema/distribution';
import { users } from '../../db/schema/users';
import { conflict } from '../../lib/app-error';
import { assertDashboard } from '../../lib/policy';
import type { SignedInViewer } from '../../lib/viewer';
import { assertOwner, loadQuest } from '../quests/quests.module';
import { findDistribution } from './distribution.repository';

const PAGE = 2_000;

/** Why an entry got what it got, in the words of the mode (docs/distribution.md). */
function reasonOf(row: QuestDistributionRow, place: number | null): string {
  if (row.mode === 'EQUAL_SPLIT') {
    return place === null ? 'not paid: the share was 0' : `equal share of the pool among ${row.eligible ?? 0}`;
  }
  if (row.mode === 'RAFFLE') {
    return place === null ? 'not drawn' : `drawn ${place} of ${row.winners ?? 0} with the seed ${row.seed ?? ''}`;
  }
  return place === null ? `ranked below the prize table (${row.score ?? ''})` : `ranked ${place} by ${row.score ?? ''}`;
}

/**
 * A settled pool's payouts as a CSV stream, for the quest's owner: the paid entries by place (the paid-place
 * index), then the entries not paid by user id (the primary key), page by page.
 */
export class PayoutExports {
  constructor(
    private readonly db: Database,
    private readonly pageSize = PAGE,
  ) {}

  async csv(viewer: SignedInViewer, questId: string): Promise<Readable> {
    assertDashboard(viewer.ability);
    assertOwner(await loadQuest(this.db, questId), viewer);
    const row = await findDistribution(this.db, questId);
    if (!row || row.mode === 'FIRST_COME') {
      throw conflict(
        ERROR_CODES.INVALID_STATUS_TRANSITION,
        'This quest pays first come: its claims export lists who was paid.',
      );
    }
    if (row.state !== 'SETTLED') {
      throw conflict(ERROR_CODES.QUEST_NOT_ENDED, "The payouts are listed once the quest's pool is settled.");
    }
    return Readable.from(this.rows(row)).pipe(stringify({ header: true, columns: [...PAYOUT_COLUMNS] }));
  }

  private async *rows(row: QuestDistributionRow): AsyncGenerator<string[]> {
    const line = (entry: {
      userId: string;
      username: string | null;
      pseudonym: string;
      place: number | null;
      amount: bigint | null;
    }) => [
      entry.place === null ? '' : String(entry.place),
      entry.userId,
      entry.username ?? '',
      entry.pseudonym,
      entry.amount === null ? '' : formatTokens(entry.amount),
      reasonOf(row, entry.place),
    ];
    const columns = {
      userId: distributionEntries.userId,
      username: users.username,
      pseudonym: distributionEntries.pseudonym,
      place: distributionEntries.place,
      amount: distributionEntries.amount,
    };
    const ofQuest = eq(distributionEntries.questId, row.questId);
    const paid = keysetRows(
      this.pageSize,
      (afterPlace: number | null) =>
        this.db
          .select(columns)
          .from(distributionEntries)
          .leftJoin(users, eq(users.id, distributionEntries.userId))
          .where(and(ofQuest, isNotNull(distributionEntries.place), gt(distributionEntries.place, afterPlace ?? 0)))
          .orderBy(asc(distributionEntries.place))
          .limit(this.pageSize),
      (entry) => entry.place ?? 0,
    );
    for await (const entry of paid) yield line(entry);
    const unpaid = keysetRows(
      this.pageSize,
      (afterUser: string | null) =>
        this.db
          .select(columns)
          .from(distributionEntries)
          .leftJoin(users, eq(users.id, distributionEntries.userId))
          .where(
            and(
              ofQuest,
              isNull(distributionEntries.place),
              afterUser ? gt(distributionEntries.userId, afterUser) : undefined,
            ),
          )
          .orderBy(asc(distributionEntries.userId))
          .limit(this.pageSize),
      (entry) => entry.userId,
    );
    for await (const entry of unpaid) yield line(entry);
  }
}
