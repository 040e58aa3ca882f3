import { type ConditionAction, isChainAction } from '@questboard/contract/conditions';
import { ERROR_CODES } from '@questboard/contract/errors';
import {
  type ConditionProgress,
  PARTICIPATION_LIMITS,
  type RulesCheck,
  type TaskProgress,
  type UserQuest,
} from '@questboard/contract/participation';
import { defineAbilityFor, owned } from '@questboard/contract/permissions';
import { and, eq, inArray } from 'drizzle-orm';
import type { Address } from 'viem';
import type { Database } from '../../db/client';
import { brandFollows, conditionChecks, userQuests } from '../../db/schema/participation';
import { type ConditionParamsValue, questConditions } from '../../db/schema/quests';
import type { UserRow } from '../../db/schema/users';
import { DomainEvents } from '../../events/domain-event-bus';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { findAccount, questEscrow } from '../ledger/ledger.module';
import { acceptsCompletion, assertVisible, type LoadedQuest, loadQuest, phaseOf } from '../quests/quests.module';
import type { SocialChecks } from '../social/social.module';
import { connectedAccountsOf, isSocialAction } from '../social/social.module';
import { activeCondition } from './active-condition';
import { type CheckedQuest, conditionToCheck } from './check-reads';
import { type PlainCheck, savePlainCheck } from './check-writes';
import type { ClaimAnswer } from './claim-batch';
import type { ClaimWriter } from './claim-writer';
import { conditionProgress, findUserQuest, presentUserQuest, stepsLeft } from './progress';
import { startPeriod } from './start-period';

type Reason = RulesCheck['reasons'][number];

/** A decision that sets only a check's status and note (no PENDING: that one is told in its transaction). */
const isPlain = (decided: { status: string }): decided is Pick<PlainCheck, 'status' | 'note'> =>
  decided.status !== 'PENDING' && Object.keys(decided).every((k) => k === 'status' || k === 'note');

/** Asks a brand's endpoint about a participant (the webhooks module's brand API, handed in by the root). */
export interface BrandApiAsker {
  ask(
    brandId: string,
    url: string,
    person: { userId: string; address: string | null; accounts: { network: string; id: string; username: string }[] },
    about: { questId: string | null; questConditionId: string | null },
  ): Promise<{ outcome: 'DONE' | 'NOT_YET' | 'FAILED'; message: string | null }>;
}

/** Reads an on-chain condition at an address (the chain module's checks, handed in by the composition root). */
export interface ChainConditionChecker {
  check(
    action: ConditionAction,
    params: ConditionParamsValue,
    address: Address,
    since: Date,
  ): Promise<{ met: boolean; note: string | null }>;
}

/** Who sends a claim: its address, and the solved `claim` bot check when the server asked for one. */
export interface ClaimClient {
  address: string;
  botCheckToken?: string | null;
}

/**
 * A quest's eligibility rules (the eligibility module's check): throws 403 RULES_NOT_MET with each unmet rule, 409
 * IDENTITY_USED, and at claim 403 RISK_TOO_HIGH above the quest's maximum risk score, and 403 BOT_CHECK_REQUIRED (or
 * 429) for a claim in a burst from one address or of a high risk score.
 */
export interface EligibilityGate {
  assertEligible(user: UserRow, questId: string, at?: 'start' | 'claim', client?: ClaimClient): Promise<void>;
}

/** Taking part: who may, starting, getting conditions and tasks checked, completing and claiming. */
export class ParticipationService {
  constructor(
    private readonly db: Database,
    private readonly claims: ClaimWriter,
    private readonly social: SocialChecks,
    private readonly chain: ChainConditionChecker,
    private readonly brandApi: BrandApiAsker,
    private readonly rules: EligibilityGate,
    /** Hears 'submission.waiting', 'participant.started' and 'participant.completed', each in its transaction. */
    private readonly events: Pick<DomainEvents, 'record'> = DomainEvents.none(),
    /** What time it is: a recurring quest's period is the one holding it. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  async rulesCheck(user: UserRow | null, questId: string): Promise<RulesCheck> {
    const quest = await loadQuest(this.db, questId);
    assertVisible(quest, user);
    return this.eligibility(user, quest);
  }

  private async eligibility(user: UserRow | null, quest: LoadedQuest) {
    const reasons: Reason[] = [];
    if (!user) reasons.push({ code: 'SIGN_IN', message: 'Sign in to take part.' });
    else if (!defineAbilityFor(user).can('join', owned('Task', quest.ownerId))) {
      reasons.push({
        code: 'ROLE',
        message:
          user.type === 'AMBASSADOR'
            ? 'Ambassadors take part in their own brands’ quests.'
            : 'Only influencers and ambassadors take part in quests.',
      });
    }
    if (phaseOf(quest) !== 'LIVE') reasons.push({ code: 'NOT_LIVE', message: 'This quest is not live.' });
    else {
      const escrow = await findAccount(this.db, questEscrow(quest.id));
      if (!escrow) reasons.push({ code: 'NOT_FUNDED', message: 'Not funded yet: this quest has no rewards to pay.' });
      else if (escrow.balance < quest.rewardAmount) {
        reasons.push({ code: 'NO_REWARDS_LEFT', message: 'All rewards of this quest have been claimed.' });
      }
    }
    if (user && (await findUserQuest(this.db, quest, user.id, this.now()))?.status === 'CLAIMED') {
      reasons.push({ code: 'ALREADY_CLAIMED', message: 'You have already claimed this reward.' });
    }
    return { eligible: reasons.length === 0, reasons };
  }

  async start(user: UserRow, questId: string): Promise<UserQuest> {
    const quest = await loadQuest(this.db, questId);
    assertVisible(quest, user);
    const now = this.now();
    const existing = await findUserQuest(this.db, quest, user.id, now);
    if (existing) return presentUserQuest(this.db, quest, user.id, existing, now);
    const { reasons } = await this.eligibility(user, quest);
    const first = reasons[0];
    if (first) {
      if (first.code === 'ROLE') throw forbidden(first.message);
      throw conflict(first.code === 'NOT_LIVE' ? ERROR_CODES.QUEST_NOT_LIVE : ERROR_CODES.NOT_ELIGIBLE, first.message);
    }
    await this.rules.assertEligible(user, quest.id);
    // Told in the transaction that starts it, so an instance dying after the commit loses no event.
    const started = await this.db.transaction(async (tx) => {
      const participationId = await startPeriod(tx, quest, user.id, now);
      if (!participationId) return null;
      return this.events.record(tx, 'participant.started', { questId, userId: user.id, participationId });
    });
    await started?.();
    return presentUserQuest(this.db, quest, user.id, await findUserQuest(this.db, quest, user.id, now), now);
  }

  async userQuest(user: UserRow, questId: string): Promise<UserQuest> {
    const quest = await loadQuest(this.db, questId);
    assertVisible(quest, user);
    const now = this.now();
    return presentUserQuest(this.db, quest, user.id, await findUserQuest(this.db, quest, user.id, now), now);
  }

  async verify(
    user: UserRow,
    input: { questConditionId: string; answerIndex?: number; proof?: string },
  ): Promise<ConditionProgress> {
    const found = await conditionToCheck(this.db, user, input.questConditionId, this.now());
    const { condition, quest, started } = found;
    const check = found.check ?? undefined;
    if (check?.status === 'VERIFIED' || (check?.status === 'REJECTED' && condition.action === 'QUIZ')) {
      return conditionProgress(condition.id, condition.action, check);
    }
    // A social check already handed to the owner stays with them until they decide.
    if (check?.status === 'PENDING' && isSocialAction(condition.action)) {
      return conditionProgress(condition.id, condition.action, check);
    }
    const decided = await this.decide(user, quest, condition, input, check, started.startedAt);
    const row = { questConditionId: condition.id, questId: quest.id, userId: user.id };
    const save = (db: Pick<Database, 'insert'>) =>
      db
        .insert(conditionChecks)
        .values({ ...row, ...decided })
        .onConflictDoUpdate({
          target: [conditionChecks.questConditionId, conditionChecks.userId],
          set: { ...decided, updatedAt: new Date() },
        });
    // Nothing to tell: one statement (no transaction around it), shared with the checks that arrive together when
    // only the status and note change (on-chain checks: many people check at once), and none when the check already
    // says just that (checked again at the same block: the same balance, the same note).
    if (isPlain(decided)) {
      if (check?.status !== decided.status || check.note !== decided.note) {
        await savePlainCheck(this.db, { ...row, ...decided });
      }
    } else if (decided.status !== 'PENDING') await save(this.db);
    // What waits is told in the same transaction as the check, so an instance dying after the commit loses no event.
    const told =
      decided.status !== 'PENDING'
        ? null
        : await this.db.transaction(async (tx) => {
            await save(tx);
            return this.events.record(tx, 'submission.waiting', {
              questId: quest.id,
              ownerId: quest.ownerId,
              what: { condition: { network: condition.network, action: condition.action, params: condition.params } },
            });
          });
    await told?.();
    return conditionProgress(condition.id, condition.action, { failedChecks: 0, recheckAt: null, ...decided });
  }

  private async checkRow(conditionId: string, userId: string) {
    const [check] = await this.db
      .select()
      .from(conditionChecks)
      .where(and(eq(conditionChecks.questConditionId, conditionId), eq(conditionChecks.userId, userId)));
    return check;
  }

  /** A social condition whose automatic check keeps failing goes to the owner's review, with the participant's proof. */
  async askReview(user: UserRow, conditionId: string, proof?: string): Promise<ConditionProgress> {
    const { condition } = await activeCondition(this.db, user, conditionId, this.now());
    if (!isSocialAction(condition.action)) {
      throw badRequest(ERROR_CODES.VALIDATION_ERROR, 'Only social conditions can be handed to a person.');
    }
    const check = await this.checkRow(conditionId, user.id);
    if (check && check.status !== 'OPEN') return conditionProgress(condition.id, condition.action, check);
    if (!conditionProgress(condition.id, condition.action, check ?? null).canAskReview) {
      throw conflict(
        ERROR_CODES.REVIEW_NOT_YET,
        'Check it first: after two checks that do not pass, you can ask the brand to review it.',
      );
    }
    const [updated] = await this.db
      .update(conditionChecks)
      .set({ status: 'PENDING', proof: proof || null, note: null, recheckAt: null, updatedAt: new Date() })
      .where(and(eq(conditionChecks.questConditionId, conditionId), eq(conditionChecks.userId, user.id)))
      .returning();
    this.social.forget(user.id, conditionId);
    return conditionProgress(condition.id, condition.action, updated ?? null);
  }

  /** What the platform can check it checks now; social actions ask the provider, or wait for the owner's review. */
  private async decide(
    user: UserRow,
    quest: CheckedQuest,
    condition: typeof questConditions.$inferSelect,
    input: { answerIndex?: number; proof?: string },
    check: { visitedAt: Date | null; wrongAnswers: number; failedChecks: number } | undefined,
    startedAt: Date,
  ): Promise<{
    status: 'OPEN' | 'PENDING' | 'VERIFIED' | 'REJECTED';
    note: string | null;
    wrongAnswers?: number;
    failedChecks?: number;
    recheckAt?: Date | null;
    proof?: string | null;
  }> {
    const visitedAt = check?.visitedAt ?? null;
    const wrongAnswers = check?.wrongAnswers ?? 0;
    switch (condition.action) {
      case 'FOLLOW_BRAND': {
        const [follow] = await this.db
          .select()
          .from(brandFollows)
          .where(and(eq(brandFollows.brandId, quest.brandId), eq(brandFollows.userId, user.id)));
        if (!follow) throw badRequest(ERROR_CODES.BRAND_NOT_FOLLOWED, 'Follow the brand first, then check again.');
        return { status: 'VERIFIED', note: null };
      }
      case 'VISIT_LINK':
        if (!visitedAt) throw badRequest(ERROR_CODES.LINK_NOT_VISITED, 'Open the link first, then check again.');
        return { status: 'VERIFIED', note: null };
      case 'QUIZ': {
        if (input.answerIndex === undefined) throw badRequest(ERROR_CODES.ANSWER_REQUIRED, 'Choose an answer.');
        if (input.answerIndex === condition.params.answerIndex) return { status: 'VERIFIED', note: null };
        // The web says how many tries are left in the reader's language (ConditionProgress.quizTriesLeft).
        const wrong = wrongAnswers + 1;
        return {
          status: wrong < PARTICIPATION_LIMITS.quizWrongAnswersMax ? 'OPEN' : 'REJECTED',
          wrongAnswers: wrong,
          note: null,
        };
      }
      default:
        if (isChainAction(condition.action as ConditionAction)) return this.onChain(user, quest, condition, startedAt);
        if (condition.action === 'CUSTOM_API') return this.askBrand(user, quest, condition);
        return this.social.decide(user.id, condition, check?.failedChecks ?? 0, input.proof);
    }
  }

  /** The brand's endpoint says: 200 done, 400 not yet (its message shown), anything else a failure to try again. */
  private async askBrand(user: UserRow, quest: CheckedQuest, condition: typeof questConditions.$inferSelect) {
    const said = await this.brandApi.ask(
      quest.brandId,
      condition.params.url ?? '',
      {
        userId: user.id,
        address: user.cryptoAddressProvenAt ? user.cryptoAddress : null,
        accounts: await connectedAccountsOf(this.db, user.id),
      },
      { questId: quest.id, questConditionId: condition.id },
    );
    return said.outcome === 'DONE'
      ? { status: 'VERIFIED' as const, note: null }
      : { status: 'OPEN' as const, note: said.message };
  }

  /** Read on its chain at the participant's proven address: met, or open with what was read and what is missing. */
  private async onChain(
    user: UserRow,
    quest: CheckedQuest,
    condition: typeof questConditions.$inferSelect,
    startedAt: Date,
  ) {
    if (!user.cryptoAddress || !user.cryptoAddressProvenAt) {
      throw badRequest(
        ERROR_CODES.ADDRESS_NOT_PROVEN,
        'Prove your wallet address first (Wallet page, "Prove an address"), then check again.',
      );
    }
    const since = quest.startAt ?? startedAt;
    const found = await this.chain.check(
      condition.action as ConditionAction,
      condition.params,
      user.cryptoAddress as Address,
      since,
    );
    return found.met ? { status: 'VERIFIED' as const, note: null } : { status: 'OPEN' as const, note: found.note };
  }

  /** Checks every listed condition that needs no answer from the participant; the others are answered as they stand. */
  async verifyList(
    user: UserRow,
    input: { questId: string; questConditionIds: string[] },
  ): Promise<ConditionProgress[]> {
    const rows = await this.db
      .select({ id: questConditions.id, action: questConditions.action })
      .from(questConditions)
      .where(and(eq(questConditions.questId, input.questId), inArray(questConditions.id, input.questConditionIds)));
    if (rows.length !== new Set(input.questConditionIds).size) {
      throw notFound('A condition in this list does not belong to this quest.', ERROR_CODES.CONDITION_NOT_FOUND);
    }
    const results: ConditionProgress[] = [];
    for (const row of rows) {
      if (row.action === 'QUIZ') {
        results.push(
          (await this.userQuest(user, input.questId)).conditions.find((c) => c.questConditionId === row.id) ??
            conditionProgress(row.id, row.action, null),
        );
        continue;
      }
      try {
        results.push(await this.verify(user, { questConditionId: row.id }));
      } catch (error) {
        if (!(error instanceof Error && 'statusCode' in error && error.statusCode === 400)) throw error;
        results.push({ ...conditionProgress(row.id, row.action, null), note: error.message });
      }
    }
    return results;
  }

  async taskResults(user: UserRow, questId: string): Promise<TaskProgress[]> {
    return (await this.userQuest(user, questId)).tasks;
  }

  async complete(user: UserRow, questId: string): Promise<UserQuest> {
    const quest = await loadQuest(this.db, questId);
    assertVisible(quest, user);
    if (!acceptsCompletion(quest)) {
      throw conflict(ERROR_CODES.QUEST_NOT_LIVE, 'This quest can no longer be completed.');
    }
    const now = this.now();
    const row = await findUserQuest(this.db, quest, user.id, now);
    if (!row) throw conflict(ERROR_CODES.NOT_STARTED, 'Start the quest first.');
    const current = await presentUserQuest(this.db, quest, user.id, row, now);
    if (row.status !== 'STARTED') return current;
    const open = stepsLeft(current);
    if (open > 0) {
      throw conflict(ERROR_CODES.NOT_COMPLETE, `${open} condition(s) or task(s) still need to be verified.`);
    }
    const completed = await this.db.transaction(async (tx) => {
      const changed = await tx
        .update(userQuests)
        .set({ status: 'COMPLETED', completedAt: now })
        .where(and(eq(userQuests.id, row.id), eq(userQuests.status, 'STARTED')))
        .returning({ id: userQuests.id });
      if (changed.length === 0) return null;
      return this.events.record(tx, 'participant.completed', { questId, userId: user.id, participationId: row.id });
    });
    await completed?.();
    return presentUserQuest(this.db, quest, user.id, await findUserQuest(this.db, quest, user.id, now), now);
  }

  /**
   * Pays the reward from escrow, once per participant, through the quest's group-committing claim writer, if the
   * person still meets the quest's rules (403 RULES_NOT_MET) and scores at most its maximum risk (403
   * RISK_TOO_HIGH); a quest whose pool is paid at its end answers 409
   * PAYS_AT_END.
   */
  async claim(user: UserRow, questId: string, client?: ClaimClient): Promise<ClaimAnswer> {
    // Checked again: an account may have changed since it started (a wallet unproven, a network disconnected).
    await this.rules.assertEligible(user, questId, 'claim', client);
    return this.claims.claim(user.id, questId);
  }
}
