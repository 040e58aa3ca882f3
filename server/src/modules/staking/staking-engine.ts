import { ERROR_CODES } from '@questboard/contract/errors';
import type { WithdrawType } from '@questboard/contract/staking';
import { badRequest, conflict } from '../../lib/app-error';
import { PRECISION_FACTOR, type StakingParams } from './staking-params';

// The pool's arithmetic (docs/staking.md), on plain values: every division rounds down (bigint `/`), every
// action is harvest → settle → change → re-boost. The service loads the state, runs one action on copies
// and writes the result with its ledger transfers; a thrown error leaves everything as it was.

export interface PoolState {
  totalShares: bigint;
  totalBoostDebt: bigint;
  totalLockedAmount: bigint;
  /** R: tokens the pool account holds. */
  balance: bigint;
  rewardPerSecond: bigint;
  allocPoint: bigint;
  totalAllocPoint: bigint;
  lastRewardTime: bigint;
  /** Tokens left in the rewards account. */
  rewardsBalance: bigint;
}

export interface Position {
  shares: bigint;
  lastDepositedTime: bigint;
  cakeAtLastUserAction: bigint;
  lastUserActionTime: bigint;
  lockStartTime: bigint;
  lockEndTime: bigint;
  userBoostedShare: bigint;
  locked: boolean;
  lockedAmount: bigint;
}

export const EMPTY_POSITION: Position = {
  shares: 0n,
  lastDepositedTime: 0n,
  cakeAtLastUserAction: 0n,
  lastUserActionTime: 0n,
  lockStartTime: 0n,
  lockEndTime: 0n,
  userBoostedShare: 0n,
  locked: false,
  lockedAmount: 0n,
};

/** What one action moved, for the ledger: each is one transfer. */
export interface Movements {
  emitted: bigint;
  swept: bigint;
  deposited: bigint;
  paidOut: bigint;
  fees: { performance: bigint; withdraw: bigint; overdue: bigint };
}

export interface Outcome {
  pool: PoolState;
  position: Position;
  moves: Movements;
}

const max0 = (value: bigint) => (value > 0n ? value : 0n);
const min = (a: bigint, b: bigint) => (a < b ? a : b);

/** B = R + totalBoostDebt. */
export const poolValue = (pool: PoolState) => pool.balance + pool.totalBoostDebt;

/** Shares worth `amount` in a pool of `base` tokens; the first depositor (or an empty base) gets one share per unit. */
const mintShares = (amount: bigint, totalShares: bigint, base: bigint) =>
  totalShares === 0n || base <= 0n ? amount : (amount * totalShares) / base;

/** ⌊B·shares/TS⌋ − userBoostedShare: what a position is worth before fees. */
export function positionValue(pool: PoolState, position: Position): bigint {
  if (position.shares === 0n || pool.totalShares === 0n) return 0n;
  return max0((poolValue(pool) * position.shares) / pool.totalShares - position.userBoostedShare);
}

/** Boost weight of a lock of `duration` seconds: ⌊duration · BOOST_WEIGHT / DURATION_FACTOR⌋ (1e12 = +100 %). */
export const boostWeightOf = (duration: bigint, params: StakingParams) =>
  (duration * params.boostWeight) / params.durationFactor;

/** Brings emission up to `now`: the rewards due since the last harvest, capped by what the rewards account holds. */
export function harvest(pool: PoolState, now: bigint): bigint {
  const elapsed = max0(now - pool.lastRewardTime);
  let emitted = 0n;
  // An empty pool earns nothing: rewards wait in the rewards account instead of going to whoever comes first.
  if (pool.totalShares > 0n && pool.totalAllocPoint > 0n && elapsed > 0n) {
    emitted = min((pool.rewardPerSecond * elapsed * pool.allocPoint) / pool.totalAllocPoint, pool.rewardsBalance);
  }
  pool.balance += emitted;
  pool.rewardsBalance -= emitted;
  if (now > pool.lastRewardTime) pool.lastRewardTime = now;
  return emitted;
}

/** Settles a position at today's share price: drops its boost, charges the fee due, re-mints its shares. */
function settle(pool: PoolState, user: Position, now: bigint, params: StakingParams, moves: Movements): void {
  if (user.shares === 0n) return;
  let current: bigint;
  if (user.locked) {
    current = positionValue(pool, user);
    pool.totalBoostDebt -= user.userBoostedShare;
    user.userBoostedShare = 0n;
    pool.totalShares -= user.shares;
    if (user.lockEndTime + params.unlockFreeDuration < now) {
      const overdue = min(now - user.lockEndTime - params.unlockFreeDuration, params.durationFactorOverdue);
      const weight = (overdue * params.overdueFee) / params.durationFactorOverdue;
      const fee = (max0(current - user.lockedAmount) * weight) / PRECISION_FACTOR;
      pool.balance -= fee;
      current -= fee;
      moves.fees.overdue += fee;
    }
  } else {
    current = (poolValue(pool) * user.shares) / pool.totalShares;
    pool.totalShares -= user.shares;
    const fee = (max0(current - user.cakeAtLastUserAction) * params.performanceFee) / 10_000n;
    pool.balance -= fee;
    current -= fee;
    moves.fees.performance += fee;
  }
  user.shares = mintShares(current, pool.totalShares, poolValue(pool) - current);
  pool.totalShares += user.shares;
  if (user.locked && user.lockEndTime < now) {
    pool.totalLockedAmount -= user.lockedAmount;
    Object.assign(user, { locked: false, lockStartTime: 0n, lockEndTime: 0n, lockedAmount: 0n });
  }
}

const copy = (pool: PoolState, position: Position) => ({
  pool: { ...pool },
  position: { ...position },
  moves: { emitted: 0n, swept: 0n, deposited: 0n, paidOut: 0n, fees: { performance: 0n, withdraw: 0n, overdue: 0n } },
});

const lockOutOfRange = (params: StakingParams) =>
  badRequest(
    ERROR_CODES.LOCK_DURATION_OUT_OF_RANGE,
    `A lock lasts from ${params.minLockDuration} to ${params.maxLockDuration} seconds in total.`,
  );

/** deposit(amount, duration): stake, add, lock, or extend a running lock (`amount` 0). */
export function deposit(
  pool0: PoolState,
  user0: Position,
  amount: bigint,
  duration: bigint,
  now: bigint,
  params: StakingParams,
): Outcome {
  const { pool, position: user, moves } = copy(pool0, user0);
  if (amount === 0n && duration === 0n) {
    throw badRequest(ERROR_CODES.NOTHING_TO_DEPOSIT, 'Enter an amount to stake or a duration to lock.');
  }
  if ((user.shares === 0n || amount > 0n) && amount <= params.minDepositAmount) {
    throw badRequest(ERROR_CODES.AMOUNT_TOO_SMALL, 'The amount must be greater than the minimum deposit.');
  }
  let totalLock = duration;
  if (user.lockEndTime >= now) {
    // Adding tokens to a running lock restarts it now, keeping its end.
    if (amount > 0n) {
      user.lockStartTime = now;
      pool.totalLockedAmount -= user.lockedAmount;
      user.lockedAmount = 0n;
    }
    totalLock += user.lockEndTime - user.lockStartTime;
  }
  if ((duration > 0n && totalLock < params.minLockDuration) || totalLock > params.maxLockDuration) {
    throw lockOutOfRange(params);
  }

  moves.emitted = harvest(pool, now);
  if (pool.totalShares === 0n) {
    // What an empty pool still holds (rounding dust) belongs to nobody: it goes to the treasury.
    moves.swept = pool.balance;
    pool.balance = 0n;
  }
  settle(pool, user, now, params, moves);

  if (duration > 0n) {
    if (user.lockEndTime < now) {
      user.lockStartTime = now;
      user.lockEndTime = now + duration;
    } else {
      user.lockEndTime += duration;
    }
    user.locked = true;
  }
  const before = poolValue(pool);
  pool.balance += amount;
  moves.deposited = amount;
  let currentAmount = amount;
  let lockedBalance = 0n;
  if (user.shares > 0n && user.locked) {
    // The whole position joins the lock.
    lockedBalance = (before * user.shares) / pool.totalShares;
    currentAmount += lockedBalance;
    pool.totalShares -= user.shares;
    user.shares = 0n;
    if (user.lockStartTime === now) {
      pool.totalLockedAmount += lockedBalance - user.lockedAmount;
      user.lockedAmount = lockedBalance;
    }
  }
  let newShares = mintShares(currentAmount, pool.totalShares, before - lockedBalance);
  if (user.lockEndTime > user.lockStartTime) {
    const weight = boostWeightOf(user.lockEndTime - user.lockStartTime, params);
    newShares += (weight * newShares) / PRECISION_FACTOR;
    const debt = (weight * currentAmount) / PRECISION_FACTOR;
    user.userBoostedShare += debt;
    pool.totalBoostDebt += debt;
    user.lockedAmount += amount;
    pool.totalLockedAmount += amount;
  }
  user.shares += newShares;
  pool.totalShares += newShares;
  if (amount > 0n || duration > 0n) user.lastDepositedTime = now;
  user.cakeAtLastUserAction = positionValue(pool, user);
  user.lastUserActionTime = now;
  return { pool, position: user, moves };
}

/** withdraw: WITHDRAW_BY_AMOUNT (tokens, fees come out of them) or WITHDRAW_ALL, once no lock is running. */
export function withdraw(
  pool0: PoolState,
  user0: Position,
  type: WithdrawType,
  amount: bigint,
  now: bigint,
  params: StakingParams,
): Outcome {
  const { pool, position: user, moves } = copy(pool0, user0);
  if (user.shares === 0n) throw badRequest(ERROR_CODES.NOTHING_STAKED, 'You have nothing staked.');
  if (type === 'WITHDRAW_BY_AMOUNT' && amount <= params.minWithdrawAmount) {
    throw badRequest(ERROR_CODES.AMOUNT_TOO_SMALL, 'The amount must be greater than the minimum withdrawal.');
  }
  if (user.lockEndTime >= now) {
    throw conflict(ERROR_CODES.STILL_LOCKED, 'Your tokens are locked until the lock ends.');
  }
  moves.emitted = harvest(pool, now);
  settle(pool, user, now, params, moves);
  let burnt = user.shares;
  if (type === 'WITHDRAW_BY_AMOUNT') {
    if (amount > positionValue(pool, user)) {
      throw badRequest(ERROR_CODES.WITHDRAW_EXCEEDS_STAKE, 'You cannot withdraw more than your position is worth.');
    }
    burnt = min((amount * pool.totalShares) / poolValue(pool), user.shares);
  }
  let payout = (poolValue(pool) * burnt) / pool.totalShares;
  user.shares -= burnt;
  pool.totalShares -= burnt;
  if (now < user.lastDepositedTime + params.withdrawFeePeriod) {
    const fee = (payout * params.withdrawFee) / 10_000n;
    pool.balance -= fee;
    payout -= fee;
    moves.fees.withdraw = fee;
  }
  pool.balance -= payout;
  moves.paidOut = payout;
  user.cakeAtLastUserAction = user.shares > 0n ? (user.shares * poolValue(pool)) / pool.totalShares : 0n;
  user.lastUserActionTime = now;
  return { pool, position: user, moves };
}

/** unlock: a lock that has ended becomes flexible (the overdue fee is charged when due). */
export function unlock(pool0: PoolState, user0: Position, now: bigint, params: StakingParams): Outcome {
  const { pool, position: user, moves } = copy(pool0, user0);
  if (!user.locked || user.shares === 0n) throw conflict(ERROR_CODES.NOT_UNLOCKABLE, 'You have no lock to unlock.');
  if (user.lockEndTime >= now) throw conflict(ERROR_CODES.NOT_UNLOCKABLE, 'Your lock has not ended yet.');
  moves.emitted = harvest(pool, now);
  settle(pool, user, now, params, moves);
  user.cakeAtLastUserAction = positionValue(pool, user);
  user.lastUserActionTime = now;
  return { pool, position: user, moves };
}
