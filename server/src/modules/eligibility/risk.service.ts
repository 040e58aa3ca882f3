import type { MyRisk, QuestRisk, RiskLimitBody, ScoredRisk } from '@questboard/contract/risk';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { questEligibility } from '../../db/schema/eligibility';
import { userQuests } from '../../db/schema/participation';
import type { UserRow } from '../../db/schema/users';
import { users } from '../../db/schema/users';
import { assertDashboard } from '../../lib/policy';
import type { SignedInViewer } from '../../lib/viewer';
import { assertOwner, assertVisible, loadQuest } from '../quests/quests.module';
import { maxRiskOf, riskFactsOf } from './risk-facts';
import { aboveMax, type RiskFacts, riskScore } from './risk-score';
import type { WalletReads } from './rule-reads';
import { knownWalletDays, walletDays } from './wallet-signal';

const unscored = (maxScore: number | null): ScoredRisk => ({ score: 0, reasons: [], above: aboveMax(0, maxScore) });

/**
 * Each of `userIds`' score and reasons in the quest (one query), and whether it is above `maxScore`. The wallet
 * history signal uses only what is already known of each proven wallet: a page of people makes no chain read.
 */
async function scoresOf(
  db: Database,
  wallets: WalletReads | null,
  questId: string,
  userIds: string[],
  maxScore: number | null,
): Promise<Map<string, ScoredRisk>> {
  const facts = await riskFactsOf(db, questId, userIds, new Date(), await knownWalletDays(wallets));
  const scores = new Map<string, ScoredRisk>();
  for (const [id, found] of facts) {
    const { score, reasons } = riskScore(found);
    scores.set(id, { score, reasons, above: aboveMax(score, maxScore) });
  }
  return scores;
}

/** The explainable risk score (issue 41 item 3): the viewer's own, the brand's list, and the brand's maximum. */
export class RiskService {
  constructor(
    private readonly db: Database,
    /** The chains, for the wallet history signal (none: the signal never weighs). */
    private readonly wallets: WalletReads | null = null,
  ) {}

  /** `user`'s risk facts in the quest, the wallet history read from the chain (kept once found). */
  private async factsOf(user: UserRow, questId: string): Promise<RiskFacts | undefined> {
    const [facts, days] = await Promise.all([
      riskFactsOf(this.db, questId, [user.id]),
      walletDays(this.wallets, user, new Date(), 'read'),
    ]);
    const found = facts.get(user.id);
    if (found) found.walletDays = days;
    return found;
  }

  /** The viewer's score in the quest with its reasons, the quest's maximum, and whether the score is above it. */
  async mine(user: UserRow, questId: string): Promise<MyRisk> {
    const quest = await loadQuest(this.db, questId);
    assertVisible(quest, user);
    const [found, maxScore] = await Promise.all([this.factsOf(user, quest.id), maxRiskOf(this.db, quest.id)]);
    const { score, reasons } = found ? riskScore(found) : { score: 0, reasons: [] };
    return { score, reasons, maxScore, above: aboveMax(score, maxScore) };
  }

  /** True when the quest has a maximum and `user` scores above it (no maximum: nothing is read but it). */
  async above(user: UserRow, questId: string): Promise<boolean> {
    const maxScore = await maxRiskOf(this.db, questId);
    if (maxScore === null) return false;
    const facts = await this.factsOf(user, questId);
    return facts ? aboveMax(riskScore(facts).score, maxScore) : false;
  }

  /** The brand's page of participants, newest first, each with their score and its reasons. */
  async list(viewer: SignedInViewer, questId: string, page: { offset: number; limit: number }): Promise<QuestRisk> {
    assertDashboard(viewer.ability);
    const quest = await loadQuest(this.db, questId);
    assertOwner(quest, viewer);
    const where = eq(userQuests.questId, quest.id);
    const [rows, [total], maxScore] = await Promise.all([
      this.db
        .select({ id: users.id, username: users.username, status: userQuests.status })
        .from(userQuests)
        .innerJoin(users, eq(users.id, userQuests.userId))
        .where(where)
        .orderBy(desc(userQuests.startedAt), desc(userQuests.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ n: count() }).from(userQuests).where(where),
      maxRiskOf(this.db, quest.id),
    ]);
    const scores = await scoresOf(
      this.db,
      this.wallets,
      quest.id,
      rows.map((r) => r.id),
      maxScore,
    );
    const items = rows.map((row) => ({
      user: { id: row.id, username: row.username },
      status: row.status,
      ...(scores.get(row.id) ?? unscored(maxScore)),
    }));
    return { items, total: total?.n ?? 0, maxScore };
  }

  /**
   * The scores of `userIds` in the quest, as the brand's list reads them (the review queue shows them beside each
   * submission): one query for the whole page plus the quest's maximum. The caller has checked the quest's owner.
   */
  async scoresOf(questId: string, userIds: string[]): Promise<Map<string, ScoredRisk>> {
    if (userIds.length === 0) return new Map();
    const maxScore = await maxRiskOf(this.db, questId);
    const scores = await scoresOf(this.db, this.wallets, questId, userIds, maxScore);
    return new Map(userIds.map((id) => [id, scores.get(id) ?? unscored(maxScore)]));
  }

  /** The owner sets (or with null removes) the quest's maximum, on a draft or a published quest. */
  async setLimit(viewer: SignedInViewer, questId: string, body: RiskLimitBody): Promise<RiskLimitBody> {
    assertDashboard(viewer.ability);
    const quest = await loadQuest(this.db, questId);
    assertOwner(quest, viewer);
    const values = { maxRisk: body.maxScore, updatedAt: new Date() };
    await this.db
      .insert(questEligibility)
      .values({ questId: quest.id, ...values })
      .onConflictDoUpdate({ target: questEligibility.questId, set: values });
    return { maxScore: body.maxScore };
  }
}
