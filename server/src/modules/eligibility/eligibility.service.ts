import {
  type Eligibility,
  type EligibilityBody,
  type EligibilityRule,
  type RuleStatus,
  ruleKey,
} from '@questboard/contract/eligibility';
import { ERROR_CODES } from '@questboard/contract/errors';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { questEligibility } from '../../db/schema/eligibility';
import { quests } from '../../db/schema/quests';
import type { UserRow } from '../../db/schema/users';
import { AppError, conflict } from '../../lib/app-error';
import { assertDashboard } from '../../lib/policy';
import type { SignedInViewer, Viewer } from '../../lib/viewer';
import { inTransaction } from '../ledger/ledger.module';
import { assertOwner, assertVisible, loadQuest } from '../quests/quests.module';
import { acceptedAppeal } from './appeals.repository';
import type { ClaimBurst, ClaimClient } from './claim-burst';
import { externalStatus, provenAddress } from './external-checks';
import { claimIdentities } from './quest-identities';
import { checkReads } from './risk-facts';
import { riskTooHigh } from './risk-refusal';
import { aboveMax, riskScore } from './risk-score';
import { checkRule, unmetMessage } from './rule-checks';
import { isExternalRule, NO_READS, type RuleReads } from './rule-reads';
import { prepareRules } from './rule-setup';
import { type Levels, type ViewerFacts, viewerFacts } from './viewer-facts';
import { walletDays } from './wallet-signal';

const PUBLISHED_RULES_KEPT = 10_000;

/** Who may take part in a quest: the brand's rules, and each person's status against them. */
export class EligibilityService {
  private readonly published = new Map<string, EligibilityRule[]>();
  /** Reads of a quest's rules in flight: the claims that arrive together at a quest not yet kept wait for one read. */
  private readonly reading = new Map<string, Promise<EligibilityRule[]>>();

  constructor(
    private readonly db: Database,
    private readonly levels: Levels,
    /** Slows claims in bursts from one address, and asks a high risk score for the bot check (none: not slowed). */
    private readonly burst?: ClaimBurst,
    private readonly clock: () => Date = () => new Date(),
    /** Discord and the chains, for the rules read there (none: those rules cannot be set nor met). */
    private readonly reads: RuleReads = NO_READS,
  ) {}

  /** Anyone who may read the quest: its rules, and for a signed-in viewer their own status on each. */
  async get(reader: Viewer, questId: string): Promise<Eligibility> {
    const quest = await loadQuest(this.db, questId);
    assertVisible(quest, reader.ability);
    const rules = await this.rulesOf(quest.id);
    if (!reader.user) {
      return { questId: quest.id, rules: rules.map((rule) => ({ rule, met: null, seen: null })), eligible: null };
    }
    const statuses = await this.statuses(reader.user, rules, true);
    const eligible = statuses.every((s) => s.met === true) || (await acceptedAppeal(this.db, quest.id, reader.user.id));
    return { questId: quest.id, rules: statuses, eligible };
  }

  /** The owner sets the whole list while the quest is a draft; an empty list lets everyone take part. */
  async set(viewer: SignedInViewer, questId: string, body: EligibilityBody): Promise<Eligibility> {
    assertDashboard(viewer.ability);
    const rules = await prepareRules(body.rules, this.reads);
    await inTransaction(this.db, async (tx) => {
      const quest = await loadQuest(tx, questId, 'update');
      assertOwner(quest, viewer);
      if (quest.status !== 'DRAFT') {
        throw conflict(
          ERROR_CODES.INVALID_STATUS_TRANSITION,
          'Who may take part is set before the quest is published.',
        );
      }
      const values = { rules, updatedAt: new Date() };
      await tx
        .insert(questEligibility)
        .values({ questId: quest.id, ...values })
        .onConflictDoUpdate({ target: questEligibility.questId, set: values });
    });
    return this.get(viewer, questId);
  }

  /**
   * Throws 403 RULES_NOT_MET unless `user` meets every rule of the quest; `fields` carries one sentence per unmet
   * rule (`rules.KIND`), saying what was seen and what is needed. An appeal the brand accepted lets the person in.
   * At claim, a quest with a maximum risk score refuses a person above it (403 RISK_TOO_HIGH, one sentence per
   * reason under `risk.SIGNAL`), unless the brand accepted their appeal. Then one person, one reward: the person's
   * wallet and social accounts are recorded for the quest, and 409 IDENTITY_USED answers when one of them already
   * took part through another account. Participation calls it at start and at claim.
   * A claim's `client` is counted against its address: past a burst, or with a risk score at the bot-check level,
   * the claim needs the `claim` bot check solved (403 BOT_CHECK_REQUIRED; 429 in a burst when the check is off).
   */
  async assertEligible(
    user: UserRow,
    questId: string,
    at: 'start' | 'claim' = 'start',
    client?: ClaimClient,
  ): Promise<void> {
    const slowed = at === 'claim' && client ? this.burst : undefined;
    const [unmet, reads, burstSeconds] = await Promise.all([
      this.unmet(user, questId),
      checkReads(this.db, user, questId, at === 'claim'),
      slowed && client ? slowed.count(client) : null,
    ]);
    let appealed: boolean | null = null;
    const accepted = async () => (appealed ??= await acceptedAppeal(this.db, questId, user.id));
    if (unmet.length > 0 && !(await accepted())) {
      const fields = Object.fromEntries(unmet.map((s) => [`rules.${ruleKey(s.rule)}`, unmetMessage(s)]));
      const message = `You do not meet this quest's rules: ${Object.values(fields).join(' ')}`;
      throw new AppError(403, ERROR_CODES.RULES_NOT_MET, message, {}, undefined, fields);
    }
    const address = at === 'start' && reads.maxRisk !== null ? provenAddress(user) : null;
    if (address) this.reads.wallets?.learn(address);
    let score: number | null = null;
    if (reads.risk) {
      reads.risk.walletDays = await walletDays(this.reads.wallets, user, this.clock(), 'known-or-read');
      const scored = riskScore(reads.risk);
      score = scored.score;
      if (aboveMax(score, reads.maxRisk) && !(await accepted()))
        throw riskTooHigh(score, reads.maxRisk ?? 0, scored.reasons);
    }
    if (slowed && client && (burstSeconds !== null || (score !== null && slowed.highRisk(score)))) {
      await slowed.assertHuman(client, { burstSeconds, score });
    }
    return claimIdentities(this.db, user, questId, reads.accounts);
  }

  /** The rules of the quest `user` does not meet today, each with what was seen. */
  async unmet(user: UserRow, questId: string): Promise<RuleStatus[]> {
    const rules = await this.rulesOf(questId);
    return (await this.statuses(user, rules)).filter((s) => !s.met);
  }

  /** Every rule of the quest with `user`'s status (the brand reads it beside an appeal). */
  async statusesOf(user: UserRow, questId: string): Promise<RuleStatus[]> {
    return this.statuses(user, await this.rulesOf(questId), true);
  }

  /**
   * A quest's rules. They change only while it is a draft (set() refuses otherwise, and a quest never goes back to
   * draft), so a published quest's rules are kept in memory: a claim reads them without a round trip.
   */
  private async rulesOf(questId: string): Promise<EligibilityRule[]> {
    const cached = this.published.get(questId);
    if (cached) return cached;
    let read = this.reading.get(questId);
    if (!read) {
      read = this.readRules(questId).finally(() => this.reading.delete(questId));
      this.reading.set(questId, read);
    }
    return read;
  }

  private async readRules(questId: string): Promise<EligibilityRule[]> {
    const [row] = await this.db
      .select({ rules: questEligibility.rules, status: quests.status })
      .from(quests)
      .leftJoin(questEligibility, eq(questEligibility.questId, quests.id))
      .where(eq(quests.id, questId));
    const rules = row?.rules ?? [];
    if (row && row.status !== 'DRAFT') {
      if (this.published.size >= PUBLISHED_RULES_KEPT) this.published.clear();
      this.published.set(questId, rules);
    }
    return rules;
  }

  /**
   * Every rule with `user`'s status. A rule read at Discord or on a chain that cannot be read now throws (429/503) at
   * start and claim; for the quest page (`lenient`) it is shown unread instead (`met` and `seen` null), so one
   * provider's outage does not hide the other rules.
   */
  private async statuses(user: UserRow, rules: EligibilityRule[], lenient = false): Promise<RuleStatus[]> {
    if (rules.length === 0) return [];
    const now = this.clock();
    const stored = rules.filter((rule) => !isExternalRule(rule));
    const facts = stored.length > 0 ? await viewerFacts(this.db, this.levels, user, now, stored) : null;
    const unread = (rule: EligibilityRule) => (error: unknown) => {
      if (lenient && error instanceof AppError && error.statusCode >= 429) return { rule, met: null, seen: null };
      throw error;
    };
    return Promise.all(
      rules.map((rule) =>
        isExternalRule(rule)
          ? externalStatus(rule, user, this.reads, now).catch(unread(rule))
          : checkRule(rule, facts as ViewerFacts),
      ),
    );
  }
}
