import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/executor';
import { executePrepared } from '../../db/prepared-statements';
import { brands } from '../../db/schema/brands';
import { type SeasonRow, seasonPayouts, seasonQuests, seasons } from '../../db/schema/seasons';
import { users } from '../../db/schema/users';

/** A season with what its rules and presenter need of its brand. */
export interface LoadedSeason extends SeasonRow {
  ownerId: string;
  brandName: string;
}

/** The season and its brand's owner; `lock` holds the season's row until the transaction ends. */
export async function loadSeason(db: Executor, id: string, lock = false): Promise<LoadedSeason | undefined> {
  const query = db
    .select({ season: seasons, ownerId: brands.ownerId, brandName: brands.name })
    .from(seasons)
    .innerJoin(brands, eq(brands.id, seasons.brandId))
    .where(eq(seasons.id, id));
  const [row] = await (lock ? query.for('update', { of: seasons }) : query);
  return row ? { ...row.season, ownerId: row.ownerId, brandName: row.brandName ?? '' } : undefined;
}

/** What reading a season's board needs of it: who may (published, or its owner) and since when it counts. */
export interface SeasonForBoard {
  id: string;
  status: SeasonRow['status'];
  startAt: Date;
  ownerId: string;
}

/** The season for its board: one small statement, prepared (every board read asks it). */
export async function seasonForBoard(db: Executor, id: string): Promise<SeasonForBoard | undefined> {
  const [row] = rowsOf<{ id: string; status: SeasonRow['status']; start_at: string | Date; owner_id: string }>(
    await executePrepared(
      db,
      sql`select s.id, s.status, s.start_at, b.owner_id from seasons s join brands b on b.id = s.brand_id
        where s.id = ${id}`,
    ),
  );
  return row && { id: row.id, status: row.status, startAt: new Date(row.start_at), ownerId: row.owner_id };
}

/** A brand's seasons, newest start first; drafts only when `withDrafts`. */
export async function listSeasons(
  db: Executor,
  brandId: string,
  withDrafts: boolean,
  page: { offset: number; limit: number },
) {
  const where = and(eq(seasons.brandId, brandId), withDrafts ? undefined : eq(seasons.status, 'PUBLISHED'));
  const [rows, [total]] = await Promise.all([
    db
      .select({ season: seasons, ownerId: brands.ownerId, brandName: brands.name })
      .from(seasons)
      .innerJoin(brands, eq(brands.id, seasons.brandId))
      .where(where)
      .orderBy(desc(seasons.startAt), desc(seasons.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(seasons).where(where),
  ]);
  return {
    rows: rows.map((r): LoadedSeason => ({ ...r.season, ownerId: r.ownerId, brandName: r.brandName ?? '' })),
    total: total?.n ?? 0,
  };
}

/** The quest ids of these seasons, by season. */
export async function questsOf(db: Executor, seasonIds: string[]): Promise<Map<string, string[]>> {
  const byId = new Map<string, string[]>(seasonIds.map((id) => [id, []]));
  if (seasonIds.length === 0) return byId;
  const rows = await db
    .select()
    .from(seasonQuests)
    .where(inArray(seasonQuests.seasonId, seasonIds))
    .orderBy(seasonQuests.questId);
  for (const row of rows) byId.get(row.seasonId)?.push(row.questId);
  return byId;
}

/** Who the season paid, by place (at most the first 1,000). */
export async function payoutsOf(db: Executor, seasonId: string) {
  return db
    .select({
      place: seasonPayouts.place,
      userId: seasonPayouts.userId,
      username: users.username,
      xp: seasonPayouts.xp,
      amount: seasonPayouts.amount,
    })
    .from(seasonPayouts)
    .innerJoin(users, eq(users.id, seasonPayouts.userId))
    .where(eq(seasonPayouts.seasonId, seasonId))
    .orderBy(seasonPayouts.place)
    .limit(1_000);
}

/** Published seasons whose end passed and whose payout has not run (the sweep's list). */
export async function endedUnsettled(db: Executor, max: number): Promise<string[]> {
  const rows = await db
    .select({ id: seasons.id })
    .from(seasons)
    .where(and(eq(seasons.status, 'PUBLISHED'), sql`${seasons.settledAt} is null`, sql`${seasons.endAt} <= now()`))
    .orderBy(seasons.endAt)
    .limit(max);
  return rows.map((r) => r.id);
}
