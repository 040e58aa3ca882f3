import { boostWeightOf, type PoolState, poolValue } from './staking-engine';
import { PRECISION_FACTOR, SECONDS_PER_YEAR, type StakingParams } from './staking-params';

const SCALE = 10n ** 18n;

/** Tokens the pool receives in a year at the current config: 0 once the rewards account is empty. */
export function yearlyEmission(pool: PoolState): bigint {
  if (pool.totalAllocPoint === 0n || pool.rewardsBalance === 0n) return 0n;
  return (pool.rewardPerSecond * SECONDS_PER_YEAR * pool.allocPoint) / pool.totalAllocPoint;
}

/** 1 + boost factor of a lock of `duration` seconds, scaled by 1e18 (0 = flexible → 1e18). */
export function multiplierScaled(duration: bigint, params: StakingParams): bigint {
  return ((PRECISION_FACTOR + boostWeightOf(duration, params)) * SCALE) / PRECISION_FACTOR;
}

/**
 * APY in percent, scaled by 1e18 (docs/staking.md "Displayed APY"), rounded down; null when the pool is empty.
 * Flexible (duration 0): E/B·100·(1 − performanceFee/10,000). Locked: E/B·100·(1 + boostFactor).
 */
export function apyScaled(pool: PoolState, duration: bigint, params: StakingParams): bigint | null {
  const value = poolValue(pool);
  if (value === 0n) return null;
  const apr = (yearlyEmission(pool) * 100n * SCALE) / value;
  if (duration === 0n) return (apr * (10_000n - params.performanceFee)) / 10_000n;
  return (apr * (PRECISION_FACTOR + boostWeightOf(duration, params))) / PRECISION_FACTOR;
}

/** The lock durations the APY chart shows: each week up to four, then every four weeks, then the maximum. */
export function chartDurations(params: StakingParams): bigint[] {
  const out: bigint[] = [];
  const week = params.weekSeconds;
  for (let d = week; d <= params.maxLockDuration; d += d < 4n * week ? week : 4n * week) out.push(d);
  if (out.at(-1) !== params.maxLockDuration) out.push(params.maxLockDuration);
  return out;
}
