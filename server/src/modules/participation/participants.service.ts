import { ERROR_CODES } from '@questboard/contract/errors';
import { formatTokens } from '@questboard/contract/money';
import type { AppAbility } from '@questboard/contract/permissions';
import { and, asc, count, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pageWithTotal } from '../../db/page';
import { brands } from '../../db/schema/brands';
import { distributionEntries } from '../../db/schema/distribution';
import { userQuests } from '../../db/schema/participation';
import { quests } from '../../db/schema/quests';
import { users } from '../../db/schema/users';
import { notFound } from '../../lib/app-error';
import {
  assertVisible,
  escrowSql,
  isPublicQuest,
  loadQuest,
  paysAtEndSql,
  settledPoolSql,
} from '../quests/quests.module';
import { toPublicUser } from '../users/users.module';

/** What the quest's pool paid `userId` at its settlement (null: nothing). */
const wonSql = (userId: string) =>
  sql<bigint | null>`(select ${distributionEntries.amount} from ${distributionEntries}
  where ${distributionEntries.questId} = ${quests.id} and ${distributionEntries.userId} = ${userId})`.mapWith(
    (value) => (value === null ? null : BigInt(value)),
  );

interface Page {
  offset: number;
  limit: number;
}

/** Public lists around participation: who takes part, who finished first, what a user completed. */
export class ParticipantsService {
  constructor(private readonly db: Database) {}

  async participants(viewer: AppAbility, questId: string, page: Page) {
    assertVisible(await loadQuest(this.db, questId), viewer);
    const where = eq(userQuests.questId, questId);
    return pageWithTotal(
      this.participations(where, [desc(userQuests.startedAt), desc(userQuests.id)], page),
      this.db.select({ n: count() }).from(userQuests).where(where),
      ({ user, row }) => ({
        user: toPublicUser(user),
        status: row.status,
        startedAt: row.startedAt.toISOString(),
        completedAt: row.completedAt?.toISOString() ?? null,
      }),
    );
  }

  async leaderboard(viewer: AppAbility, questId: string, page: Page) {
    assertVisible(await loadQuest(this.db, questId), viewer);
    const where = and(eq(userQuests.questId, questId), isNotNull(userQuests.completedAt));
    return pageWithTotal(
      this.participations(where, [asc(userQuests.completedAt), asc(userQuests.id)], page),
      this.db.select({ n: count() }).from(userQuests).where(where),
      ({ user, row }, index) => ({
        rank: page.offset + index + 1,
        user: toPublicUser(user),
        completedAt: row.completedAt?.toISOString() ?? '',
        claimed: row.status === 'CLAIMED',
      }),
    );
  }

  async completedBy(username: string, page: Page) {
    const [user] = await this.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    if (!user) throw notFound('This user does not exist.', ERROR_CODES.USER_NOT_FOUND);
    const where = and(eq(userQuests.userId, user.id), isNotNull(userQuests.completedAt), isPublicQuest);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          quest: quests,
          row: userQuests,
          paysAtEnd: paysAtEndSql,
          escrow: escrowSql,
          settledPool: settledPoolSql,
          won: wonSql(user.id),
        })
        .from(userQuests)
        .innerJoin(quests, eq(quests.id, userQuests.questId))
        .innerJoin(brands, eq(brands.id, quests.brandId))
        .where(where)
        .orderBy(desc(userQuests.completedAt))
        .limit(page.limit)
        .offset(page.offset),
      this.db
        .select({ n: count() })
        .from(userQuests)
        .innerJoin(quests, eq(quests.id, userQuests.questId))
        .innerJoin(brands, eq(brands.id, quests.brandId))
        .where(where),
    ]);
    return {
      items: rows.map(({ quest, row, paysAtEnd, escrow, settledPool, won }) => ({
        questId: quest.id,
        title: quest.title,
        slug: quest.slug,
        rewardAmount: formatTokens(quest.rewardAmount),
        completedAt: row.completedAt?.toISOString() ?? '',
        claimed: row.status === 'CLAIMED',
        pool: paysAtEnd
          ? {
              amount: formatTokens(settledPool ?? escrow),
              settled: settledPool !== null,
              won: settledPool === null ? null : formatTokens(won ?? 0n),
            }
          : null,
      })),
      total: total?.n ?? 0,
    };
  }

  /** A page of a quest's participations with their people. */
  private participations(where: SQL | undefined, order: SQL[], page: Page) {
    return this.db
      .select({ user: users, row: userQuests })
      .from(userQuests)
      .innerJoin(users, eq(users.id, userQuests.userId))
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset);
  }
}
