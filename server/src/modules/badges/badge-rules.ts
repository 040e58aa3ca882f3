import type { BadgeKind } from '@questboard/contract/badges';
import { STREAK_RULES } from '@questboard/contract/constants';
import { type SQL, sql } from 'drizzle-orm';
import { uuidList } from '../../db/uuid-list';

/** Who may have earned a badge: people who just completed quests, each with the quest they completed. */
export interface Completions {
  userIds: string[];
  /** Pairs of (person, quest) in step: `questIds[i]` was completed by `userIds[i]`. */
  questIds: string[];
}

/**
 * One way to earn a badge. `earned` selects, among the people who just completed something, those who hold it now
 * as rows `(user_id, badge, kind, brand_badge_id, quest_id)`; the award inserts them and the unique key
 * (person, badge) keeps each one once. A new rule (a 7-day streak) is one more row of this table.
 */
export interface BadgeRule {
  kind: BadgeKind;
  earned(done: Completions): SQL;
}

/** How many people the XP board holds before its ten first earn a badge. */
export const TOP_BADGE_MIN_BOARD = 50;

const DONE = sql.raw(`('COMPLETED', 'CLAIMED')`);

/** People among `done` with at least `count` quests completed (claimed or not). */
const questsCompleted = (kind: BadgeKind, count: number): BadgeRule => ({
  kind,
  earned: (done) => sql`
    select uq.user_id, ${kind}::text as badge, ${kind}::text as kind, null::uuid as brand_badge_id, null::uuid as quest_id
    from user_quests uq
    where uq.user_id = any(${uuidList(done.userIds)}) and uq.status in ${DONE}
    group by uq.user_id
    having count(*) >= ${count}`,
});

/** The badge rules, in the order their badges are told. */
export const BADGE_RULES: BadgeRule[] = [
  questsCompleted('FIRST_QUEST', 1),
  questsCompleted('TEN_QUESTS', 10),
  {
    // A streak of 7 days: its milestone XP was recorded (streaks module, before these rules run) as a STREAK entry of
    // days × xpPerMilestoneDay, so an entry that large says a streak reached 7 days at least once.
    kind: 'STREAK_7',
    earned: (done) => sql`
      select distinct x.user_id, 'STREAK_7'::text, 'STREAK_7'::text, null::uuid, null::uuid
      from xp_entries x
      where x.user_id = any(${uuidList(done.userIds)}) and x.source = 'STREAK'
        and x.amount >= ${7 * STREAK_RULES.xpPerMilestoneDay}`,
  },
  {
    // The ten first of the all-time XP board (its index's front) who are among those who just completed something,
    // once the board has TOP_BADGE_MIN_BOARD people on it (being among the ten first of twelve says little).
    kind: 'TOP_10_XP',
    earned: (done) => sql`
      select top.user_id, 'TOP_10_XP'::text, 'TOP_10_XP'::text, null::uuid, null::uuid
      from (select user_id from xp_totals where xp > 0 order by xp desc, reached_at, user_id limit 10) top
      where top.user_id = any(${uuidList(done.userIds)})
        and exists (select 1 from xp_totals where xp > 0
                    order by xp desc, reached_at, user_id offset ${TOP_BADGE_MIN_BOARD - 1} limit 1)`,
  },
  {
    // A brand's own badge, for completing a quest it is attached to (the participation says it was completed).
    kind: 'BRAND',
    earned: (done) => sql`
      select uq.user_id, 'BRAND:' || qb.badge_id::text, 'BRAND'::text, qb.badge_id, uq.quest_id
      from unnest(${uuidList(done.userIds)}, ${uuidList(done.questIds)}) as p(user_id, quest_id)
      join quest_badges qb on qb.quest_id = p.quest_id
      join user_quests uq on uq.user_id = p.user_id and uq.quest_id = p.quest_id and uq.status in ${DONE}`,
  },
];
