import type { ConditionAction, Network } from '@questboard/contract/conditions';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { conditionChecks } from '../../../db/schema/participation';
import { questConditions } from '../../../db/schema/quests';
import type { RealtimePort } from '../../../lib/realtime-port';
import type { NotificationsService } from '../../notifications/notifications.module';
import { loadQuest, phaseOf } from '../../quests/quests.module';
import { CheckCache } from './check-cache';
import { ProviderUnavailableError, RateLimitedError, TokenRejectedError } from './provider-http';
import { addUsage, UsageTally } from './provider-usage';
import { MemoryQuotaHolds, type QuotaHolds } from './quota-holds';
import { type CheckInput, type CheckOutcome, type LinkedAccount, networkLabel, type SocialVerifier } from './verifier';
import { isSocialAction, type Verifiers } from './verifiers';

type ConditionRow = typeof questConditions.$inferSelect;

/** What a social check writes on the participant's condition_checks row. */
export interface SocialDecision {
  status: 'OPEN' | 'PENDING' | 'VERIFIED';
  note: string | null;
  proof?: string | null;
  failedChecks?: number;
  recheckAt: Date | null;
  /** Set when the participant must connect this network's account first; null otherwise. */
  connectNetwork: string | null;
}

export interface SocialChecksDeps {
  db: Database;
  verifiers: Verifiers;
  /** The participant's linked account on a network (social-tokens.ts). */
  accountOf(userId: string, network: Network): Promise<LinkedAccount | null>;
  /** The X app credentials of the brand running a quest (brand-x-app.service.ts), or null. */
  brandXAppOf?(questId: string): Promise<{ bearer: string; accountId: string } | null>;
  /** How long a "not there yet" answer is reused before the provider is asked again. */
  cacheMs: number;
  notifications: NotificationsService;
  hub: RealtimePort;
  log: FastifyBaseLogger;
  /** Held provider quotas: in Redis when configured (shared by every instance), else in this process. */
  holds?: QuotaHolds;
  /**
   * Runs `recheck(userId, conditionId)` at `at`, once across instances and durably (a job, social-recheck-job.ts);
   * a job that finds its check decided meanwhile does nothing, so nothing needs cancelling.
   */
  scheduleRecheck(userId: string, conditionId: string, at: Date): Promise<void>;
}

const UNAVAILABLE_WAIT_MS = 60_000;
const at = (date: Date) => `${date.toISOString().slice(11, 16)} UTC`;

/**
 * Social conditions checked against the providers: one verifier per network, provider quotas respected (a held
 * quota is not asked again before it frees, the check is scheduled and runs by itself), answers cached briefly,
 * results of automatic re-checks pushed to the participant.
 */
export class SocialChecks {
  readonly holds: QuotaHolds;
  private readonly cache: CheckCache<CheckOutcome>;

  constructor(private readonly deps: SocialChecksDeps) {
    this.cache = new CheckCache(deps.cacheMs);
    this.holds = deps.holds ?? new MemoryQuotaHolds();
  }

  /** Checks one social condition for one participant; conditions no verifier answers wait for the owner's review. */
  async decide(userId: string, condition: ConditionRow, failedChecks: number, proof?: string): Promise<SocialDecision> {
    const network = condition.network as Network;
    const action = condition.action as ConditionAction;
    const verifier = this.deps.verifiers.for(network, action);
    if (!verifier || !isSocialAction(action)) {
      return { status: 'PENDING', proof: proof || null, note: null, recheckAt: null, connectNetwork: null };
    }
    const account = await this.deps.accountOf(userId, network);
    const usage = new UsageTally();
    // Only a FOLLOW reads the brand's own account (its followers), which the brand's X app may pay for.
    const ownAccountRead = network === 'TWITTER' && action === 'FOLLOW';
    const brandApp = ownAccountRead ? await this.deps.brandXAppOf?.(condition.questId) : null;
    const input: CheckInput = { target: { network, action, ...condition.params }, account, usage, brandApp };
    const outcome = await this.outcome(verifier, input, `${userId}:${condition.id}`).finally(() =>
      addUsage(this.deps.db, condition.questId, network, usage).catch((err) =>
        this.deps.log.warn({ err, questId: condition.questId }, 'provider usage not counted'),
      ),
    );
    const label = networkLabel(network);
    switch (outcome.result) {
      case 'VERIFIED':
        return { status: 'VERIFIED', note: null, recheckAt: null, connectNetwork: null };
      case 'UNCHECKABLE':
        return {
          status: 'PENDING',
          note: outcome.message,
          proof: proof || null,
          recheckAt: null,
          connectNetwork: null,
        };
      case 'NOT_FOUND':
      case 'NOT_CONNECTED':
        return {
          status: 'OPEN',
          note: outcome.message,
          failedChecks: failedChecks + 1,
          recheckAt: null,
          connectNetwork: outcome.result === 'NOT_CONNECTED' ? network : null,
        };
      case 'HELD': {
        await this.deps.scheduleRecheck(userId, condition.id, outcome.retryAt);
        const note =
          outcome.reason === 'RATE_LIMIT'
            ? `${label} is limiting checks right now: we will check again at ${at(outcome.retryAt)} automatically.`
            : `${label} did not answer our check: we will try again at ${at(outcome.retryAt)} automatically.`;
        return {
          status: 'OPEN',
          note,
          failedChecks: failedChecks + 1,
          recheckAt: outcome.retryAt,
          connectNetwork: null,
        };
      }
    }
  }

  /** The provider's answer: held quotas are not asked, "not there yet" is reused for a few seconds. */
  private async outcome(verifier: SocialVerifier, input: CheckInput, cacheKey: string): Promise<CheckOutcome> {
    const quota = verifier.quotaKey(input);
    const heldUntil = await this.holds.heldUntil(quota);
    if (heldUntil) return { result: 'HELD', retryAt: heldUntil, reason: 'RATE_LIMIT' };
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    try {
      const outcome = await verifier.check(input);
      if (outcome.result === 'NOT_FOUND') this.cache.set(cacheKey, outcome);
      else this.cache.delete(cacheKey);
      return outcome;
    } catch (error) {
      if (error instanceof RateLimitedError) {
        await this.holds.hold(quota, error.retryAt);
        return { result: 'HELD', retryAt: error.retryAt, reason: 'RATE_LIMIT' };
      }
      if (error instanceof TokenRejectedError) {
        const label = networkLabel(verifier.network);
        return {
          result: 'NOT_CONNECTED',
          message: `${label} no longer accepts your connection: connect your ${label} account again, then check again.`,
        };
      }
      if (error instanceof ProviderUnavailableError) {
        return { result: 'HELD', retryAt: new Date(Date.now() + UNAVAILABLE_WAIT_MS), reason: 'UNAVAILABLE' };
      }
      throw error;
    }
  }

  /** The automatic re-check of a held check: runs it again and tells the participant what it found. */
  async recheck(userId: string, conditionId: string): Promise<void> {
    try {
      const [row] = await this.deps.db
        .select({ check: conditionChecks, condition: questConditions })
        .from(conditionChecks)
        .innerJoin(questConditions, eq(questConditions.id, conditionChecks.questConditionId))
        .where(and(eq(conditionChecks.questConditionId, conditionId), eq(conditionChecks.userId, userId)));
      if (!row?.check.recheckAt || row.check.status !== 'OPEN') return;
      const where = eq(conditionChecks.id, row.check.id);
      const quest = await loadQuest(this.deps.db, row.condition.questId);
      if (phaseOf(quest) !== 'LIVE') {
        await this.deps.db.update(conditionChecks).set({ recheckAt: null }).where(where);
        return;
      }
      const decided = await this.decide(userId, row.condition, row.check.failedChecks);
      await this.deps.db
        .update(conditionChecks)
        .set({ ...decided, updatedAt: new Date() })
        .where(and(where, eq(conditionChecks.status, 'OPEN')));
      if (decided.recheckAt) {
        this.deps.hub.toUsers([userId], 'participationChanged', { questId: quest.id });
        return;
      }
      const { network, action, params } = row.condition;
      await this.deps.notifications.notify(userId, {
        type: 'CONDITION_CHECKED',
        message: {
          key: decided.status === 'VERIFIED' ? 'check_verified' : 'check_failed',
          params: {
            condition: { network, action, params },
            quest: quest.title || null,
            note: decided.note ?? undefined,
          },
        },
        link: `/quests/${quest.slug}`,
      });
    } catch (err) {
      this.deps.log.error({ err, conditionId }, 'automatic social re-check failed');
    }
  }

  /**
   * Schedules the re-checks of checks waiting for a provider that have no job yet (saved before re-checks were
   * jobs); a check that has one keeps it (one waiting job per check).
   */
  async resume(): Promise<number> {
    const rows = await this.deps.db
      .select({
        userId: conditionChecks.userId,
        conditionId: conditionChecks.questConditionId,
        at: conditionChecks.recheckAt,
      })
      .from(conditionChecks)
      .where(and(isNotNull(conditionChecks.recheckAt), eq(conditionChecks.status, 'OPEN')));
    for (const row of rows) if (row.at) await this.deps.scheduleRecheck(row.userId, row.conditionId, row.at);
    return rows.length;
  }

  /** The participant handed the check to a person: no automatic re-check any more. */
  forget(userId: string, conditionId: string): void {
    this.cache.delete(`${userId}:${conditionId}`);
  }
}
