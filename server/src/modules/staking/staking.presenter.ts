import { formatTokens } from '@questboard/contract/money';
import type { ApyPoint, MasterChefConfig, StakingPosition } from '@questboard/contract/staking';
import { apyScaled, multiplierScaled } from './staking-apy';
import { type PoolState, type Position, positionValue } from './staking-engine';
import type { StakingParams } from './staking-params';

const time = (seconds: bigint) => (seconds > 0n ? new Date(Number(seconds) * 1000).toISOString() : null);
const percent = (scaled: bigint | null) => (scaled === null ? null : formatTokens(scaled));

/** One point of the APY table: a lock of `duration` seconds (0 = flexible). */
export function apyPoint(pool: PoolState, duration: bigint, params: StakingParams): ApyPoint {
  return {
    duration: Number(duration),
    multiplier: formatTokens(duration === 0n ? 10n ** 18n : multiplierScaled(duration, params)),
    apy: percent(apyScaled(pool, duration, params)),
  };
}

/** A position as the user sees it at `now`, on a pool whose emission is already brought up to `now`. */
export function presentPosition(pool: PoolState, user: Position, now: bigint, params: StakingParams): StakingPosition {
  const value = positionValue(pool, user);
  const lockDuration = user.locked ? user.lockEndTime - user.lockStartTime : 0n;
  const basis = user.locked ? user.lockedAmount : user.cakeAtLastUserAction;
  const feeUntil = user.lastDepositedTime + params.withdrawFeePeriod;
  return {
    shares: user.shares.toString(),
    value: formatTokens(value),
    earned: formatTokens(value > basis ? value - basis : 0n),
    userBoostedShare: formatTokens(user.userBoostedShare),
    locked: user.locked,
    lockedAmount: formatTokens(user.lockedAmount),
    lockStartTime: time(user.lockStartTime),
    lockEndTime: time(user.lockEndTime),
    lastDepositedTime: time(user.lastDepositedTime),
    lastUserActionTime: time(user.lastUserActionTime),
    cakeAtLastUserAction: formatTokens(user.cakeAtLastUserAction),
    boost: formatTokens(multiplierScaled(lockDuration, params)),
    apy: user.shares > 0n ? percent(apyScaled(pool, lockDuration, params)) : null,
    withdrawFeeUntil: user.shares > 0n && feeUntil > now ? time(feeUntil) : null,
    overdueFeeFrom: user.locked ? time(user.lockEndTime + params.unlockFreeDuration) : null,
  };
}

export function presentMasterChef(pool: PoolState): MasterChefConfig {
  return {
    rewardPerSecond: formatTokens(pool.rewardPerSecond),
    allocPoint: Number(pool.allocPoint),
    totalAllocPoint: Number(pool.totalAllocPoint),
    rewardsRemaining: formatTokens(pool.rewardsBalance),
    emissionActive: pool.rewardsBalance > 0n && pool.rewardPerSecond > 0n && pool.allocPoint > 0n,
    lastRewardTime: time(pool.lastRewardTime),
  };
}
