import { ERROR_CODES } from '@questboard/contract/errors';
import { formatTokens, parseTokens } from '@questboard/contract/money';
import type { ReferralBonus, ReferralBonusBody } from '@questboard/contract/referrals';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { quests } from '../../db/schema/quests';
import { badRequest, conflict } from '../../lib/app-error';
import { assertDashboard } from '../../lib/policy';
import type { SignedInViewer, Viewer } from '../../lib/viewer';
import { inTransaction } from '../ledger/ledger.module';
import { assertOwner, assertVisible, loadQuest } from '../quests/quests.module';

/** A quest's referral bonus: read by anyone who may read the quest, set by its owner while it is a draft. */
export class ReferralBonusService {
  constructor(private readonly db: Database) {}

  async get(reader: Viewer, questId: string): Promise<ReferralBonus> {
    const quest = await loadQuest(this.db, questId);
    assertVisible(quest, reader.ability);
    return { questId, amount: formatTokens(quest.referralBonus) };
  }

  /** Refused once published (409) and, above 0, for a quest paid at its end (400): it pays nobody as they claim. */
  async set(viewer: SignedInViewer, questId: string, body: ReferralBonusBody): Promise<ReferralBonus> {
    assertDashboard(viewer.ability);
    const amount = parseTokens(body.amount);
    await inTransaction(this.db, async (tx) => {
      const quest = await loadQuest(tx, questId, 'update');
      assertOwner(quest, viewer);
      if (quest.status !== 'DRAFT') {
        throw conflict(ERROR_CODES.INVALID_STATUS_TRANSITION, 'A referral bonus is set before the quest is published.');
      }
      if (amount > 0n && quest.paysAtEnd) {
        throw badRequest(
          ERROR_CODES.REFERRAL_BONUS_FIRST_COME,
          'A referral bonus is paid with each reward as it is claimed: only a first-come quest offers one.',
        );
      }
      await tx.update(quests).set({ referralBonus: amount, updatedAt: new Date() }).where(eq(quests.id, questId));
    });
    return { questId, amount: formatTokens(amount) };
  }
}
