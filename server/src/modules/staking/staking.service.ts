import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@questboard/contract/errors';
import { formatTokens, parseTokens } from '@questboard/contract/money';
import type {
  StakingActionResult,
  StakingConfigInformation,
  StakingDepositInput,
  StakingUserData,
  StakingWithdrawInput,
} from '@questboard/contract/staking';
import type { Database } from '../../db/client';
import type { Tx } from '../../db/executor';
import { badRequest } from '../../lib/app-error';
import { balanceOf, InsufficientFunds, inTransaction, recordStakingMoves, userAccount } from '../ledger/ledger.module';
import { apyPoint, presentMasterChef, presentPosition } from './staking.presenter';
import * as repo from './staking.repository';
import { chartDurations } from './staking-apy';
import type { Outcome, PoolState, Position } from './staking-engine';
import * as engine from './staking-engine';
import type { StakingParams } from './staking-params';

/** Seconds since the epoch; the service reads time only through this, once per action. */
export type Clock = () => bigint;
export const systemClock: Clock = () => BigInt(Math.floor(Date.now() / 1000));

type Action = StakingActionResult['action'];

/** Carries a preview's answer out of the transaction it rolls back. */
class PreviewRollback extends Error {
  constructor(readonly result: StakingActionResult) {
    super('preview');
  }
}

const HISTORY_POINTS = 100;

/** The staking pool's calls (docs/staking.md): reads, and deposit / withdraw / unlock in one transaction each. */
export class StakingService {
  constructor(
    private readonly db: Database,
    readonly params: StakingParams,
    private readonly clock: Clock = systemClock,
  ) {}

  /** The pool as of now (emission due included, nothing written). */
  private async poolNow(): Promise<{ pool: PoolState; now: bigint }> {
    const pool = await repo.loadPool(this.db);
    const now = this.clock();
    engine.harvest(pool, now);
    return { pool, now };
  }

  /** Pool figures, rules, emission and the APY of every lock duration the chart shows. */
  async configInformation(): Promise<StakingConfigInformation> {
    const { pool, now } = await this.poolNow();
    const p = this.params;
    return {
      constants: {
        weekSeconds: Number(p.weekSeconds),
        minLockDuration: Number(p.minLockDuration),
        maxLockDuration: Number(p.maxLockDuration),
        unlockFreeDuration: Number(p.unlockFreeDuration),
        durationFactor: Number(p.durationFactor),
        durationFactorOverdue: Number(p.durationFactorOverdue),
        withdrawFeePeriod: Number(p.withdrawFeePeriod),
        minDepositAmount: formatTokens(p.minDepositAmount),
        minWithdrawAmount: formatTokens(p.minWithdrawAmount),
        performanceFee: Number(p.performanceFee),
        withdrawFee: Number(p.withdrawFee),
        overdueFee: p.overdueFee.toString(),
        boostWeight: p.boostWeight.toString(),
        precisionFactor: (10n ** 12n).toString(),
      },
      pool: {
        allocPoint: Number(pool.allocPoint),
        totalAllocPoint: Number(pool.totalAllocPoint),
        totalShares: pool.totalShares.toString(),
        totalBoostDebt: formatTokens(pool.totalBoostDebt),
        totalLockedAmount: formatTokens(pool.totalLockedAmount),
        balance: formatTokens(pool.balance),
        poolValue: formatTokens(engine.poolValue(pool)),
      },
      masterChef: presentMasterChef(pool),
      apy: {
        flexible: apyPoint(pool, 0n, p),
        locked: chartDurations(p).map((d) => apyPoint(pool, d, p)),
      },
      now: new Date(Number(now) * 1000).toISOString(),
    };
  }

  async masterChefConfig() {
    return presentMasterChef((await this.poolNow()).pool);
  }

  /** The user's position now, their available balance and the value after each of their last actions. */
  async userData(userId: string): Promise<StakingUserData> {
    const [{ pool, now }, position, available, actions] = await Promise.all([
      this.poolNow(),
      repo.loadPosition(this.db, userId),
      balanceOf(this.db, userAccount(userId)),
      repo.recentActions(this.db, userId, HISTORY_POINTS),
    ]);
    return {
      position: presentPosition(pool, position, now, this.params),
      available: formatTokens(available),
      history: actions.map((a) => ({
        at: new Date(Number(a.at) * 1000).toISOString(),
        action: a.action as Action,
        amount: formatTokens(a.amount),
        fee: formatTokens(a.performanceFee + a.withdrawFee + a.overdueFee),
        value: formatTokens(a.valueAfter),
      })),
    };
  }

  deposit(userId: string, body: StakingDepositInput, key?: string) {
    const amount = parseTokens(body.amount);
    const duration = BigInt(body.lockDuration);
    const action: Action = amount === 0n ? 'EXTEND' : 'DEPOSIT';
    return this.act(userId, action, { key, preview: body.preview }, (pool, user, now) =>
      engine.deposit(pool, user, amount, duration, now, this.params),
    );
  }

  withdraw(userId: string, body: StakingWithdrawInput, key?: string) {
    const amount = body.amount === undefined ? 0n : parseTokens(body.amount);
    return this.act(userId, 'WITHDRAW', { key, preview: body.preview }, (pool, user, now) =>
      engine.withdraw(pool, user, body.type, amount, now, this.params),
    );
  }

  unlock(userId: string, preview?: boolean, key?: string) {
    return this.act(userId, 'UNLOCK', { key, preview }, (pool, user, now) =>
      engine.unlock(pool, user, now, this.params),
    );
  }

  /**
   * One action in one transaction: lock the pool, then the position; run the arithmetic; write the state,
   * the ledger transfers and the action record. A retry with the same idempotency key answers the first
   * result; a preview runs everything and rolls it back.
   */
  private async act(
    userId: string,
    action: Action,
    opts: { key?: string; preview?: boolean },
    run: (pool: PoolState, user: Position, now: bigint) => Outcome,
  ): Promise<StakingActionResult> {
    const preview = opts.preview === true;
    try {
      return await inTransaction(this.db, async (tx) => {
        const pool = await repo.loadPool(tx, true);
        const position = await repo.loadPosition(tx, userId, true);
        const done = opts.key && !preview ? await repo.findAction(tx, userId, opts.key) : undefined;
        if (done) return this.replay(tx, userId, done);
        const now = this.clock();
        const outcome = run(pool, position, now);
        const actionId = randomUUID();
        await recordStakingMoves(tx, { actionId, userId, moves: outcome.moves });
        await repo.savePool(tx, outcome.pool);
        await repo.savePosition(tx, userId, outcome.position);
        const { fees } = outcome.moves;
        await repo.insertAction(tx, {
          id: actionId,
          userId,
          action,
          idempotencyKey: preview ? null : (opts.key ?? null),
          amount: action === 'WITHDRAW' ? outcome.moves.paidOut : outcome.moves.deposited,
          performanceFee: fees.performance,
          withdrawFee: fees.withdraw,
          overdueFee: fees.overdue,
          valueAfter: engine.positionValue(outcome.pool, outcome.position),
          at: now,
        });
        const result: StakingActionResult = {
          action,
          preview,
          amount: formatTokens(action === 'WITHDRAW' ? outcome.moves.paidOut : outcome.moves.deposited),
          fee: formatTokens(fees.performance + fees.withdraw + fees.overdue),
          fees: {
            performance: formatTokens(fees.performance),
            withdraw: formatTokens(fees.withdraw),
            overdue: formatTokens(fees.overdue),
          },
          position: presentPosition(outcome.pool, outcome.position, now, this.params),
          available: formatTokens(await balanceOf(tx, userAccount(userId))),
        };
        if (preview) throw new PreviewRollback(result);
        return result;
      });
    } catch (error) {
      if (error instanceof PreviewRollback) return error.result;
      if (error instanceof InsufficientFunds) {
        throw badRequest(ERROR_CODES.INSUFFICIENT_BALANCE, 'Your balance does not cover this amount.');
      }
      throw error;
    }
  }

  /** The answer to a retried request: what the first one did, with the position as it is now. */
  private async replay(tx: Tx, userId: string, done: repo.StakingActionRow): Promise<StakingActionResult> {
    const pool = await repo.loadPool(tx);
    const now = this.clock();
    engine.harvest(pool, now);
    return {
      action: done.action as Action,
      preview: false,
      amount: formatTokens(done.amount),
      fee: formatTokens(done.performanceFee + done.withdrawFee + done.overdueFee),
      fees: {
        performance: formatTokens(done.performanceFee),
        withdraw: formatTokens(done.withdrawFee),
        overdue: formatTokens(done.overdueFee),
      },
      position: presentPosition(pool, await repo.loadPosition(tx, userId), now, this.params),
      available: formatTokens(await balanceOf(tx, userAccount(userId))),
    };
  }
}
