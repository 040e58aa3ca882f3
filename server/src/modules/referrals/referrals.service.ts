import { XP_PER_REFERRAL } from '@questboard/contract/constants';
import { referralPath } from '@questboard/contract/referral-codes';
import type { MyReferrals, QuestReferrals } from '@questboard/contract/referrals';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { referrals } from '../../db/schema/referrals';
import { assertDashboard } from '../../lib/policy';
import type { SignedInViewer } from '../../lib/viewer';
import { assertOwner, loadQuest } from '../quests/quests.module';
import type { XpService } from '../xp/xp.module';
import { codeOf } from './referral-codes';
import { questReferralTree } from './referral-tree';

/** What people and brands read of referrals: a person's link and its results, a quest's referral trees. */
export class ReferralsService {
  constructor(
    private readonly db: Database,
    private readonly xp: Pick<XpService, 'earnedFrom'>,
  ) {}

  /** The person's link (its code made on first ask), how many it brought and counted, and the XP it earned. */
  async mine(userId: string): Promise<MyReferrals> {
    const code = await codeOf(this.db, userId);
    const [[row], xpEarned] = await Promise.all([
      this.db
        .select({ invited: count(), counted: count(referrals.countedAt) })
        .from(referrals)
        .where(eq(referrals.referrerId, userId)),
      this.xp.earnedFrom(userId, 'REFERRAL'),
    ]);
    return {
      code,
      path: referralPath(code),
      invited: row?.invited ?? 0,
      counted: row?.counted ?? 0,
      xpEarned,
      xpPerReferral: XP_PER_REFERRAL,
    };
  }

  /** The referral trees among a quest's participants, for its brand's owner only. */
  async ofQuest(
    viewer: SignedInViewer,
    questId: string,
    page: { offset: number; limit: number; depth: number },
  ): Promise<QuestReferrals> {
    assertDashboard(viewer.ability);
    const quest = await loadQuest(this.db, questId);
    assertOwner(quest, viewer);
    return questReferralTree(this.db, quest.id, page);
  }
}
