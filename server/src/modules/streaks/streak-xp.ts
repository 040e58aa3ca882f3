import { createHash } from 'node:crypto';
import { STREAK_RULES } from '@questboard/contract/constants';
import type { Database } from '../../db/client';
import { inTransaction } from '../ledger/ledger.module';
import { awardXp, type XpAward } from '../xp/xp.module';
import type { StreaksService } from './streaks.service';

/** A stable UUID for one milestone of one streak, so an award sent twice counts once (the XP ledger's unique key). */
function milestoneId(userId: string, since: string, days: number): string {
  const hex = createHash('sha256').update(`streak:${userId}:${since}:${days}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Awards streak XP ('STREAK' entries) when a person's current streak reaches a milestone (STREAK_RULES.milestones):
 * milestone × xpPerMilestoneDay, once per milestone of each streak (a new streak after a break earns them again).
 * Many people at once cost three statements: their streaks in two reads, their awards in one transaction.
 */
export async function awardStreakMilestones(db: Database, streaks: StreaksService, userIds: string[]): Promise<void> {
  const awards: XpAward[] = [];
  for (const [userId, streak] of await streaks.streaksOf([...new Set(userIds)])) {
    const since = streak.currentSince;
    if (!since) continue;
    for (const days of STREAK_RULES.milestones) {
      if (days > streak.current) continue;
      awards.push({
        userId,
        amount: days * STREAK_RULES.xpPerMilestoneDay,
        source: 'STREAK',
        sourceId: milestoneId(userId, since, days),
      });
    }
  }
  if (awards.length === 0) return;
  await inTransaction(db, (tx) => awardXp(tx, awards));
}
