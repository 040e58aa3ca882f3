import { formatTokens, isTokenAmount, parseTokens } from '@questboard/contract/money';
import type { Database } from '../db/client';
import { StakingOperator } from '../modules/staking/staking.module';

type Fail = (message: string) => never;

/** `fund-staking <amount>`: treasury → the staking rewards account. */
export function fundStaking(amountText: string | undefined, key: string | undefined, fail: Fail) {
  if (!amountText || !isTokenAmount(amountText) || parseTokens(amountText) === 0n) {
    fail(`amount must be a positive number of tokens, got "${amountText ?? ''}"`);
  }
  return async (db: Database) => {
    const result = await new StakingOperator(db).fund(parseTokens(amountText), key);
    const what = result.replayed ? 'already funded with this key; nothing changed' : `funded ${amountText}`;
    return `staking rewards: ${what}; rewards account now ${formatTokens(result.balance)}`;
  };
}

const count = (name: string, text: string | undefined, fail: Fail) => {
  if (text === undefined) return undefined;
  if (!/^\d{1,9}$/.test(text)) fail(`--${name} must be a whole number, got "${text}"`);
  return Number(text);
};

/** `master-chef`: the emission (reward per second, alloc point, total alloc point). */
export function setMasterChef(
  values: { 'reward-per-second'?: string; 'alloc-point'?: string; 'total-alloc-point'?: string },
  fail: Fail,
) {
  const rate = values['reward-per-second'];
  if (rate !== undefined && !isTokenAmount(rate)) fail(`--reward-per-second must be a token amount, got "${rate}"`);
  const allocPoint = count('alloc-point', values['alloc-point'], fail);
  const totalAllocPoint = count('total-alloc-point', values['total-alloc-point'], fail);
  return async (db: Database) => {
    const pool = await new StakingOperator(db)
      .setMasterChef({
        rewardPerSecond: rate === undefined ? undefined : parseTokens(rate),
        allocPoint,
        totalAllocPoint,
      })
      .catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
    return `master-chef: ${formatTokens(pool.rewardPerSecond)} tokens per second, alloc point ${pool.allocPoint} of ${pool.totalAllocPoint}`;
  };
}
