import type { StakingConfigInformation } from '@questboard/contract/staking';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadQuestPageStrings } from '../../../i18n/i18n';
import { PoolFigures } from './pool-figures';

beforeAll(() => loadQuestPageStrings());
afterEach(cleanup);

function info(masterChef: Partial<StakingConfigInformation['masterChef']>): StakingConfigInformation {
  return {
    constants: {
      weekSeconds: 604_800,
      minLockDuration: 604_800,
      maxLockDuration: 31_536_000,
      unlockFreeDuration: 604_800,
      durationFactor: 31_536_000,
      durationFactorOverdue: 15_552_000,
      withdrawFeePeriod: 259_200,
      minDepositAmount: '0.00001',
      minWithdrawAmount: '0.00001',
      performanceFee: 200,
      withdrawFee: 10,
      overdueFee: '1000000000000',
      boostWeight: '20000000000000',
      precisionFactor: '1000000000000',
    },
    pool: {
      allocPoint: 1,
      totalAllocPoint: 1,
      totalShares: '100000000000000000000',
      totalBoostDebt: '0',
      totalLockedAmount: '0',
      balance: '130',
      poolValue: '130',
    },
    masterChef: {
      rewardPerSecond: '1',
      allocPoint: 1,
      totalAllocPoint: 1,
      rewardsRemaining: '0',
      emissionActive: false,
      lastRewardTime: null,
      ...masterChef,
    },
    apy: { flexible: { duration: 0, multiplier: '1', apy: '0' }, locked: [] },
    now: '2026-06-01T00:00:00.000Z',
  };
}

describe('PoolFigures', () => {
  it('says rewards start soon while none are paid (no operator wording), and that staked tokens stay withdrawable', () => {
    render(<PoolFigures info={info({ rewardsRemaining: '0', emissionActive: false })} />);
    expect(screen.getByRole('status').textContent).toBe(
      'Rewards start soon. Staked tokens stay safe and can be withdrawn at any time.',
    );
    expect(screen.getByText('Rewards left to pay').nextElementSibling?.textContent).toBe('0');
    expect(screen.getByText('within 72 hours of your last deposit', { exact: false })).toBeTruthy();
  });

  it('says nothing of the kind while the emission runs', () => {
    render(<PoolFigures info={info({ rewardsRemaining: '500', emissionActive: true })} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Rewards left to pay').nextElementSibling?.textContent).toBe('500');
  });
});
