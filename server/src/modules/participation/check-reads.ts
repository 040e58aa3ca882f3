import { ERROR_CODES } from '@questboard/contract/errors';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ReadBatches } from '../../db/read-batches';
import { brands } from '../../db/schema/brands';
import { conditionChecks, userQuests } from '../../db/schema/participation';
import { questConditions, quests } from '../../db/schema/quests';
import type { UserRow } from '../../db/schema/users';
import { isUuid } from '../../db/uuid-list';
import { conflict, notFound } from '../../lib/app-error';
import { assertVisible, type LoadedQuest, periodKey, phaseOf } from '../quests/quests.module';

/*
 * What a condition check reads before it decides, for the checks that arrive together in one statement: fifty
 * people checking at once (a HOLD_TOKEN quest's launch) sent three statements each (the condition with the person's
 * check of it, the quest, their participation); now each batch sends one (ReadBatches, as the session lookups do).
 */

/** The participation key of each kind of period at one instant, so that one statement finds each quest's current one. */
const periodsAt = (now: Date) => ({
  daily: periodKey('DAILY', now),
  weekly: periodKey('WEEKLY', now),
  monthly: periodKey('MONTHLY', now),
});

/** What a check needs of its quest: who may see it, whether it is live, its brand and start (a loadQuest's part). */
export type CheckedQuest = Pick<
  LoadedQuest,
  'id' | 'status' | 'recurrence' | 'startAt' | 'endAt' | 'brandId' | 'ownerId' | 'brandStatus'
>;

type Ask = { conditionId: string; userId: string } & ReturnType<typeof periodsAt>;

function prepareCheckRead(db: Database) {
  const asked = sql`t`;
  const period = sql`(case ${quests.recurrence} when 'DAILY' then t.daily when 'WEEKLY' then t.weekly
    when 'MONTHLY' then t.monthly else '' end)`;
  return db
    .select({
      conditionId: sql<string>`t.condition_id`,
      userId: sql<string>`t.user_id`,
      condition: questConditions,
      check: conditionChecks,
      started: { startedAt: userQuests.startedAt },
      quest: {
        id: quests.id,
        status: quests.status,
        recurrence: quests.recurrence,
        startAt: quests.startAt,
        endAt: quests.endAt,
        brandId: quests.brandId,
        ownerId: brands.ownerId,
        brandStatus: brands.status,
      },
    })
    .from(
      sql`unnest(${sql.placeholder('conditionIds')}::uuid[], ${sql.placeholder('userIds')}::uuid[],
        ${sql.placeholder('daily')}::text[], ${sql.placeholder('weekly')}::text[], ${sql.placeholder('monthly')}::text[])
        as ${asked}(condition_id, user_id, daily, weekly, monthly)`,
    )
    .innerJoin(questConditions, sql`${questConditions.id} = t.condition_id`)
    .innerJoin(quests, eq(quests.id, questConditions.questId))
    .innerJoin(brands, eq(brands.id, quests.brandId))
    .leftJoin(
      conditionChecks,
      and(eq(conditionChecks.questConditionId, questConditions.id), sql`${conditionChecks.userId} = t.user_id`),
    )
    .leftJoin(
      userQuests,
      and(
        eq(userQuests.questId, quests.id),
        sql`${userQuests.userId} = t.user_id`,
        sql`${userQuests.period} = ${period}`,
      ),
    )
    .prepare('participation_check_reads');
}

type Row = Awaited<ReturnType<ReturnType<typeof prepareCheckRead>['execute']>>[number];

const key = (conditionId: string, userId: string) => `${conditionId}/${userId}`;

function checkReadBatches(db: Database) {
  const query = prepareCheckRead(db);
  return new ReadBatches<Ask, Row>(async (asks) => {
    const unique = [...new Map(asks.map((a) => [key(a.conditionId, a.userId), a])).values()];
    const rows = await query.execute({
      conditionIds: unique.map((a) => a.conditionId),
      userIds: unique.map((a) => a.userId),
      daily: unique.map((a) => a.daily),
      weekly: unique.map((a) => a.weekly),
      monthly: unique.map((a) => a.monthly),
    });
    const rowOf = new Map(rows.map((row) => [key(row.conditionId, row.userId), row]));
    return (ask) => {
      const row = rowOf.get(key(ask.conditionId, ask.userId));
      // A copy each: two checks of one person and condition in one batch share nothing a handler might change.
      return (
        row && {
          ...row,
          condition: { ...row.condition },
          check: row.check && { ...row.check },
          started: row.started && { ...row.started },
          quest: { ...row.quest },
        }
      );
    };
  });
}
const batchesOf = new WeakMap<Database, ReturnType<typeof checkReadBatches>>();

/**
 * A condition of a live quest the user has started, for a check: the condition, the user's check of it so far, the
 * quest and their row of its period holding `now`, read with the other checks that arrive together (one statement).
 * 404 when the condition does not exist or its quest is hidden from the user, 409 when the quest is not live or the
 * user has not started it.
 */
export async function conditionToCheck(db: Database, user: UserRow, conditionId: string, now = new Date()) {
  let batches = batchesOf.get(db);
  if (!batches) {
    batches = checkReadBatches(db);
    batchesOf.set(db, batches);
  }
  // Route schemas let only uuids through, but one malformed id must not fail the whole batch's uuid[] cast.
  const row = isUuid(conditionId)
    ? await batches.read({ conditionId: conditionId.toLowerCase(), userId: user.id.toLowerCase(), ...periodsAt(now) })
    : undefined;
  if (!row) throw notFound('This condition does not exist.', ERROR_CODES.CONDITION_NOT_FOUND);
  const quest: CheckedQuest = row.quest;
  assertVisible(quest, user);
  if (phaseOf(quest, now) !== 'LIVE') throw conflict(ERROR_CODES.QUEST_NOT_LIVE, 'This quest is not live.');
  if (!row.started) throw conflict(ERROR_CODES.NOT_STARTED, 'Start the quest first.');
  return { condition: row.condition, check: row.check, quest, started: row.started };
}
