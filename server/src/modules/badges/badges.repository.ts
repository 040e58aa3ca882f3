import { desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { brandBadges, userBadges } from '../../db/schema/badges';
import { brands } from '../../db/schema/brands';
import { quests } from '../../db/schema/quests';
import { users } from '../../db/schema/users';

/** An awarded badge with what it shows: its brand badge (if any), the quest that earned it, and its holder. */
const awardColumns = {
  id: userBadges.id,
  kind: userBadges.kind,
  awardedAt: userBadges.awardedAt,
  brandBadgeId: userBadges.brandBadgeId,
  badgeName: brandBadges.name,
  badgeDescription: brandBadges.description,
  badgeIcon: brandBadges.icon,
  badgeImage: brandBadges.image,
  brandId: brands.id,
  brandName: brands.name,
  brandSlug: brands.slug,
  questTitle: quests.title,
  questSlug: quests.slug,
  userId: users.id,
  username: users.username,
  displayName: users.displayName,
  avatar: users.avatar,
};

export type AwardRow = Awaited<ReturnType<typeof selectAwards>>[number];

function selectAwards(db: Executor, where: SQL) {
  return db
    .select(awardColumns)
    .from(userBadges)
    .innerJoin(users, eq(users.id, userBadges.userId))
    .leftJoin(brandBadges, eq(brandBadges.id, userBadges.brandBadgeId))
    .leftJoin(brands, eq(brands.id, brandBadges.brandId))
    .leftJoin(quests, eq(quests.id, userBadges.questId))
    .where(where)
    .orderBy(desc(userBadges.awardedAt), desc(userBadges.id));
}

export async function findAward(db: Executor, id: string): Promise<AwardRow | undefined> {
  const [row] = await selectAwards(db, eq(userBadges.id, id));
  return row;
}

/** A person's badges, newest first (a person holds a handful: one per rule and per brand badge earned). */
export function awardsOf(db: Executor, userId: string): Promise<AwardRow[]> {
  return selectAwards(db, eq(userBadges.userId, userId));
}
