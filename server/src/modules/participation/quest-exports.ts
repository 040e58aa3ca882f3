import { Readable } from 'node:stream';
import { BRAND_EXPORT_LEAD, EXPORT_COLUMNS, type ExportKind } from '@questboard/contract/exports';
import { formatTokens } from '@questboard/contract/money';
import { stringify } from 'csv-stringify';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { keysetRows } from '../../db/keyset-rows';
import { userQuests } from '../../db/schema/participation';
import { quests } from '../../db/schema/quests';
import { users } from '../../db/schema/users';
import { assertDashboard } from '../../lib/policy';
import type { SignedInViewer } from '../../lib/viewer';
import { assertOwnsBrand } from '../brands/brands.module';
import { assertOwner, loadQuest } from '../quests/quests.module';
import { submissionRows } from './submission-rows';

/** Rows read per query: memory stays flat whatever the quest's size, and the stream asks for the next page. */
const PAGE = 2_000;

const tokens = (units: bigint | null) => (units === null ? '' : formatTokens(units));
/** A time as the database writes it in ISO 8601 UTC to the millisecond (as Date#toISOString), '' for none. */
const iso = (at: AnyPgColumn) =>
  sql<string>`coalesce(to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '')`;

/**
 * A quest's participants, claims or submissions as a CSV stream (csv-stringify): the owner check first, then pages read one at a
 * time as the client takes them, ordered by (started_at, id) so a page starts where the last ended.
 */
export class QuestExports {
  constructor(
    private readonly db: Database,
    private readonly pageSize = PAGE,
  ) {}

  async csv(viewer: SignedInViewer, questId: string, kind: ExportKind): Promise<Readable> {
    assertDashboard(viewer.ability);
    assertOwner(await loadQuest(this.db, questId), viewer);
    return Readable.from(this.rows(questId, kind)).pipe(
      stringify({ header: true, columns: [...EXPORT_COLUMNS[kind]] }),
    );
  }

  /**
   * The same export for every quest of a brand (its owner, or the brand's key), each row led by its quest's id and
   * slug; quests one after the other in creation order, each read page by page as for one quest.
   */
  async brandCsv(viewer: SignedInViewer, brandId: string, kind: ExportKind): Promise<Readable> {
    assertDashboard(viewer.ability);
    await assertOwnsBrand(this.db, viewer.user, brandId);
    return Readable.from(this.brandRows(brandId, kind)).pipe(
      stringify({ header: true, columns: [...BRAND_EXPORT_LEAD, ...EXPORT_COLUMNS[kind]] }),
    );
  }

  private async *brandRows(brandId: string, kind: ExportKind): AsyncGenerator<string[]> {
    const ofBrand = await this.db
      .select({ id: quests.id, slug: quests.slug })
      .from(quests)
      .where(eq(quests.brandId, brandId))
      .orderBy(asc(quests.createdAt), asc(quests.id));
    for (const quest of ofBrand) {
      for await (const row of this.rows(quest.id, kind)) yield [quest.id, quest.slug, ...row];
    }
  }

  private rows(questId: string, kind: ExportKind): AsyncGenerator<string[]> {
    return kind === 'submissions'
      ? submissionRows(this.db, questId, this.pageSize)
      : this.participantRows(questId, kind);
  }

  /**
   * Participants and claims walk the quest's participants in (started_at, id) order, the order of the (quest,
   * started_at) index: no sort of the whole quest per page, and no index on claimed_at that every claim would update.
   * Each page reads only the columns the file has, its times already written as text (no Date per value). Claims
   * are picked here, not in the query: a status filter lets the planner trade the index walk for a scan and a sort
   * of the table when it expects few claims.
   */
  private async *participantRows(questId: string, kind: 'participants' | 'claims'): AsyncGenerator<string[]> {
    const pages = keysetRows(
      this.pageSize,
      (after: { at: string; id: string } | null) =>
        this.db
          .select({
            id: userQuests.id,
            at: sql<string>`${userQuests.startedAt}::text`,
            userId: userQuests.userId,
            username: users.username,
            status: userQuests.status,
            startedAt: iso(userQuests.startedAt),
            completedAt: iso(userQuests.completedAt),
            claimedAt: iso(userQuests.claimedAt),
            claimedAmount: userQuests.claimedAmount,
          })
          .from(userQuests)
          .innerJoin(users, eq(users.id, userQuests.userId))
          .where(and(eq(userQuests.questId, questId), keysetAfter(after)))
          .orderBy(asc(userQuests.startedAt), asc(userQuests.id))
          .limit(this.pageSize),
      ({ at, id }) => ({ at, id }),
    );
    for await (const row of pages) {
      if (kind === 'participants') {
        yield [
          row.userId,
          row.username,
          row.status,
          row.startedAt,
          row.completedAt,
          row.claimedAt,
          tokens(row.claimedAmount),
        ];
      } else if (row.status === 'CLAIMED') {
        yield [row.userId, row.username, row.claimedAt, tokens(row.claimedAmount)];
      }
    }
  }
}

/**
 * Rows after (at, id) in (started_at, id) order, as a row comparison; every row for the first page. `at` is the
 * database's own text of the time, to the microsecond: a JavaScript Date keeps milliseconds, and a cursor rounded
 * down to them read the last rows of a page again at the start of the next.
 */
function keysetAfter(after: { at: string; id: string } | null): SQL | undefined {
  if (!after) return undefined;
  return sql`(${userQuests.startedAt}, ${userQuests.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`;
}
