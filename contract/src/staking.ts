import { z } from 'zod';
import { endpoint } from './endpoint';
import { tokenAmount } from './quests';

/** Spec §4: how a staker takes tokens out. */
export const WITHDRAW_TYPES = ['WITHDRAW_BY_AMOUNT', 'WITHDRAW_ALL'] as const;
export type WithdrawType = (typeof WITHDRAW_TYPES)[number];

export const STAKING_ACTIONS = ['DEPOSIT', 'EXTEND', 'WITHDRAW', 'UNLOCK'] as const;

/** Whole seconds; a lock duration of 0 keeps a flexible position flexible. */
const seconds = z.coerce
  .number()
  .int()
  .min(0)
  .max(1_000 * 86_400);

/** A preview runs the action to the end and rolls it back: the same figures, nothing moved. */
const preview = z.boolean().optional();

export const StakingDepositBody = z.object({
  /** Tokens to add ("0" to only extend a running lock). */
  amount: tokenAmount,
  /** Seconds to lock (a new lock) or to add to a running lock; 0 for a flexible deposit. */
  lockDuration: seconds.default(0),
  preview,
});
export type StakingDepositBody = z.input<typeof StakingDepositBody>;
export type StakingDepositInput = z.output<typeof StakingDepositBody>;

export const StakingWithdrawBody = z
  .object({
    /** Tokens to take out; required for WITHDRAW_BY_AMOUNT, ignored for WITHDRAW_ALL. */
    amount: tokenAmount.optional(),
    type: z.enum(WITHDRAW_TYPES, { error: 'type must be WITHDRAW_BY_AMOUNT or WITHDRAW_ALL' }),
    preview,
  })
  .refine((b) => b.type === 'WITHDRAW_ALL' || b.amount !== undefined, {
    message: 'Enter the amount to withdraw',
    path: ['amount'],
  });
export type StakingWithdrawBody = z.input<typeof StakingWithdrawBody>;
export type StakingWithdrawInput = z.output<typeof StakingWithdrawBody>;

export const StakingUnlockBody = z.object({ preview }).optional();

/** The pool's rules, in base units and seconds (the week may be shortened on a demo pool). */
export const StakingConstants = z.object({
  weekSeconds: z.number().int(),
  minLockDuration: z.number().int(),
  maxLockDuration: z.number().int(),
  unlockFreeDuration: z.number().int(),
  durationFactor: z.number().int(),
  durationFactorOverdue: z.number().int(),
  withdrawFeePeriod: z.number().int(),
  /** Tokens; a deposit or withdrawal must be strictly greater. */
  minDepositAmount: z.string(),
  minWithdrawAmount: z.string(),
  /** Basis points of 10,000. */
  performanceFee: z.number().int(),
  withdrawFee: z.number().int(),
  /** Out of 1e12 (100 %). */
  overdueFee: z.string(),
  boostWeight: z.string(),
  precisionFactor: z.string(),
});

/** Spec §3 poolInfo: what the pool holds and how its emission is shared. */
export const PoolInfo = z.object({
  allocPoint: z.number().int(),
  totalAllocPoint: z.number().int(),
  /** Share units (integers as strings). */
  totalShares: z.string(),
  totalBoostDebt: z.string(),
  totalLockedAmount: z.string(),
  /** Tokens the pool holds (R) and its value including boost debt (B = R + totalBoostDebt). */
  balance: z.string(),
  poolValue: z.string(),
});

export const MasterChefConfig = z.object({
  /** Tokens emitted per second to all pools; this pool receives allocPoint / totalAllocPoint of it. */
  rewardPerSecond: z.string(),
  allocPoint: z.number().int(),
  totalAllocPoint: z.number().int(),
  /** Tokens left in the rewards account; emission stops when it is empty. */
  rewardsRemaining: z.string(),
  emissionActive: z.boolean(),
  lastRewardTime: z.string().nullable(),
});
export type MasterChefConfig = z.infer<typeof MasterChefConfig>;

/** APY of a lock of `duration` seconds (0 = flexible), as a decimal percentage string; null on an empty pool. */
export const ApyPoint = z.object({
  duration: z.number().int(),
  /** 1 + boost factor, as a decimal string ("1", "21"). */
  multiplier: z.string(),
  apy: z.string().nullable(),
});
export type ApyPoint = z.infer<typeof ApyPoint>;

export const StakingConfigInformation = z.object({
  constants: StakingConstants,
  pool: PoolInfo,
  masterChef: MasterChefConfig,
  apy: z.object({ flexible: ApyPoint, locked: z.array(ApyPoint) }),
  now: z.string(),
});
export type StakingConfigInformation = z.infer<typeof StakingConfigInformation>;

export const StakingPosition = z.object({
  shares: z.string(),
  /** Tokens the position is worth now (pending emission included), before any fee. */
  value: z.string(),
  /** What the position has earned: since the lock began (locked) or since the last action (flexible). */
  earned: z.string(),
  userBoostedShare: z.string(),
  locked: z.boolean(),
  lockedAmount: z.string(),
  lockStartTime: z.string().nullable(),
  lockEndTime: z.string().nullable(),
  lastDepositedTime: z.string().nullable(),
  lastUserActionTime: z.string().nullable(),
  cakeAtLastUserAction: z.string(),
  /** Boost multiplier of the running lock ("1" when flexible). */
  boost: z.string(),
  apy: z.string().nullable(),
  /** Fees that would apply if the position were withdrawn or unlocked now. */
  withdrawFeeUntil: z.string().nullable(),
  overdueFeeFrom: z.string().nullable(),
});
export type StakingPosition = z.infer<typeof StakingPosition>;

export const StakingHistoryPoint = z.object({
  at: z.string(),
  action: z.enum(STAKING_ACTIONS),
  amount: z.string(),
  fee: z.string(),
  /** The position's value right after the action. */
  value: z.string(),
});

export const StakingUserData = z.object({
  position: StakingPosition,
  /** The user's token balance, what a deposit can draw from. */
  available: z.string(),
  history: z.array(StakingHistoryPoint),
});
export type StakingUserData = z.infer<typeof StakingUserData>;

/** What one action did (or, as a preview, would do). */
export const StakingActionResult = z.object({
  action: z.enum(STAKING_ACTIONS),
  preview: z.boolean(),
  /** Tokens taken from (deposit) or paid to (withdraw) the user's balance. */
  amount: z.string(),
  /** Every fee the action charged: performance, withdraw and overdue fees together. */
  fee: z.string(),
  fees: z.object({ performance: z.string(), withdraw: z.string(), overdue: z.string() }),
  position: StakingPosition,
  available: z.string(),
});
export type StakingActionResult = z.infer<typeof StakingActionResult>;

/** Spec §7 Staking. Writes honour an `Idempotency-Key` header. */
export const stakingApi = {
  userData: endpoint({
    method: 'GET',
    path: '/staking/staking-user-data',
    auth: true,
    summary: "The signed-in user's staking position, its value now and its history",
    response: StakingUserData,
  }),
  configInformation: endpoint({
    method: 'GET',
    path: '/staking/staking-config-information',
    auth: false,
    summary: 'The pool: its rules, what it holds, its emission and the APY of each lock duration',
    response: StakingConfigInformation,
  }),
  masterChefConfig: endpoint({
    method: 'GET',
    path: '/staking/master-chef-config',
    auth: false,
    summary: 'The emission the operator set: reward per second, alloc points, rewards left',
    response: MasterChefConfig,
  }),
  deposit: endpoint({
    method: 'POST',
    path: '/staking/deposit',
    auth: true,
    summary: 'Stake tokens (flexible or locked), add to a position, or extend a running lock',
    body: StakingDepositBody,
    response: StakingActionResult,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/staking/withdraw',
    auth: true,
    summary: 'Take tokens out of a flexible or ended position (WITHDRAW_BY_AMOUNT or WITHDRAW_ALL)',
    body: StakingWithdrawBody,
    response: StakingActionResult,
  }),
  unlock: endpoint({
    method: 'POST',
    path: '/staking/unlock',
    auth: true,
    summary: 'Turn a lock that has ended into a flexible position',
    body: StakingUnlockBody,
    response: StakingActionResult,
  }),
};
