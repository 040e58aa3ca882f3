/** The pool's rules (docs/staking.md, "Units and constants"): integers, seconds and base units. */
export interface StakingParams {
  weekSeconds: bigint;
  minLockDuration: bigint;
  maxLockDuration: bigint;
  unlockFreeDuration: bigint;
  durationFactor: bigint;
  durationFactorOverdue: bigint;
  withdrawFeePeriod: bigint;
  minDepositAmount: bigint;
  minWithdrawAmount: bigint;
  /** Basis points of 10,000. */
  performanceFee: bigint;
  withdrawFee: bigint;
  /** Out of PRECISION_FACTOR (1e12 = 100 %). */
  overdueFee: bigint;
  boostWeight: bigint;
}

export const PRECISION_FACTOR = 10n ** 12n;
export const PRECISION_FACTOR_SHARE = 10n ** 28n;
export const ONE_WEEK = 604_800n;
export const SECONDS_PER_YEAR = 31_536_000n;
const DAY = 86_400n;

export interface StakingSettings {
  /** Seconds in a week; a demo pool shortens it (600) and every duration scales with it. */
  weekSeconds: number;
  performanceFeeBps: number;
  withdrawFeeBps: number;
}

export const DEFAULT_STAKING_SETTINGS: StakingSettings = {
  weekSeconds: 604_800,
  performanceFeeBps: 200,
  withdrawFeeBps: 10,
};

/** The constants of docs/staking.md with every duration scaled to the configured week (rounded down, at least 1 s). */
export function stakingParams(settings: StakingSettings = DEFAULT_STAKING_SETTINGS): StakingParams {
  const week = BigInt(settings.weekSeconds);
  const scaled = (seconds: bigint) => {
    const value = (seconds * week) / ONE_WEEK;
    return value > 0n ? value : 1n;
  };
  return {
    weekSeconds: week,
    minLockDuration: week,
    maxLockDuration: scaled(365n * DAY),
    unlockFreeDuration: week,
    durationFactor: scaled(365n * DAY),
    durationFactorOverdue: scaled(180n * DAY),
    withdrawFeePeriod: scaled(72n * 3_600n),
    minDepositAmount: 10n ** 13n,
    minWithdrawAmount: 10n ** 13n,
    performanceFee: BigInt(settings.performanceFeeBps),
    withdrawFee: BigInt(settings.withdrawFeeBps),
    overdueFee: PRECISION_FACTOR,
    boostWeight: 2n * 10n ** 13n,
  };
}
