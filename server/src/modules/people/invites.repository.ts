import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { brands } from '../../db/schema/brands';
import { questInvites } from '../../db/schema/people';
import { quests } from '../../db/schema/quests';
import { users } from '../../db/schema/users';
import { escrowSql, paysAtEndSql, settledPoolSql } from '../quests/quests.module';
import { userSummaryColumns } from './people.repository';

type Page = { offset: number; limit: number };

const questColumns = {
  id: quests.id,
  title: quests.title,
  slug: quests.slug,
  image: quests.image,
  rewardAmount: quests.rewardAmount,
  escrow: escrowSql,
  paysAtEnd: paysAtEndSql,
  settledPool: settledPoolSql,
  status: quests.status,
  startAt: quests.startAt,
  endAt: quests.endAt,
};
const brandColumns = { id: brands.id, name: brands.name, slug: brands.slug, logo: brands.logo };

/** The invitations a person received matching `where`, with quest and brand. */
export function receivedInvites(db: Executor, where: SQL | undefined, page: Page) {
  return db
    .select({ invite: questInvites, quest: questColumns, brand: brandColumns })
    .from(questInvites)
    .innerJoin(quests, eq(quests.id, questInvites.questId))
    .innerJoin(brands, eq(brands.id, questInvites.brandId))
    .where(where)
    .orderBy(desc(questInvites.createdAt), desc(questInvites.id))
    .offset(page.offset)
    .limit(page.limit);
}
export type ReceivedInviteRow = Awaited<ReturnType<typeof receivedInvites>>[number];

export async function countInvites(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(questInvites).where(where);
  return row?.n ?? 0;
}

export const unreadOf = (userId: string) => and(eq(questInvites.userId, userId), isNull(questInvites.readAt));

/** The invitations of a quest with the invited people, newest first. */
export function invitedPeople(db: Executor, questId: string, page: Page) {
  return db
    .select({ invite: questInvites, user: userSummaryColumns })
    .from(questInvites)
    .innerJoin(users, eq(users.id, questInvites.userId))
    .where(eq(questInvites.questId, questId))
    .orderBy(desc(questInvites.createdAt), desc(questInvites.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** Invitations the brand sent in the last 24 hours. */
export async function sentToday(db: Executor, brandId: string): Promise<number> {
  return countInvites(
    db,
    and(eq(questInvites.brandId, brandId), sql`${questInvites.createdAt} > now() - interval '24 hours'`),
  );
}
