import { parseTokens } from '@questboard/contract/money';
import { expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories/users';
import { checkLedger } from '../../../../test/helpers/ledger-invariants';
import { resetStakingPool } from '../../../../test/helpers/staking-pool';
import type { TestApp } from '../../../../test/helpers/test-app';
import { balanceOf, creditUser, treasury, userAccount } from '../ledger/ledger.module';
import { loadPool, loadPosition } from './staking.repository';
import { StakingService } from './staking.service';
import { stakingParams } from './staking-params';

const T = 10n ** 18n;
const WEEK = 604_800;
const T0 = 1_000_000n;

/** The worked examples of docs/staking.md, to the base unit (figures computed by hand from the formulas). */
export function examplesSuite(get: () => TestApp) {
  async function world(rewardPerSecond: bigint) {
    const t = get();
    await resetStakingPool(t.app.ctx.db, { rewardPerSecond, rewards: 100_000_000n * T });
    const clock = { now: T0 };
    const service = new StakingService(t.app.ctx.db, stakingParams(), () => clock.now);
    const person = async () => {
      const built = await buildUser(t.app);
      await creditUser(t.app.ctx.db, { userId: built.user.id, amount: 1_000n * T, reason: 'example' });
      return built.user.id;
    };
    return { db: t.app.ctx.db, clock, service, person };
  }

  it('example 1: two flexible stakers, emission, performance and withdraw fees', async () => {
    const { db, clock, service, person } = await world(T);
    const [alice, bob] = [await person(), await person()];
    const treasuryBefore = await balanceOf(db, treasury());
    await service.deposit(alice, { amount: '100', lockDuration: 0 });
    clock.now = T0 + 100n;
    await service.deposit(bob, { amount: '50', lockDuration: 0 });
    expect(await loadPosition(db, bob)).toMatchObject({ shares: 25n * T, cakeAtLastUserAction: 50n * T });

    clock.now = T0 + 200n;
    const out = await service.withdraw(alice, { type: 'WITHDRAW_ALL' });
    expect(out.fees).toEqual({ performance: '3.6', withdraw: '0.276399999999999999', overdue: '0' });
    expect(out.amount).toBe('276.1236');
    expect(await balanceOf(db, userAccount(alice))).toBe(900n * T + parseTokens('276.1236'));
    const pool = await loadPool(db);
    expect(pool.balance).toBe(70n * T + 1n);
    expect(pool.totalShares).toBe(25n * T);
    expect(await balanceOf(db, treasury())).toBe(treasuryBefore + parseTokens('3.876399999999999999'));
    const bobView = await service.userData(bob);
    expect(bobView.position.value).toBe('70.000000000000000001');
    expect(await checkLedger(db)).toEqual({ total: 0n, negative: 0, drifted: 0 });
  });

  it('example 2: a 52-week lock is boosted ×20.945, and pays the overdue fee when left a week past its free week', async () => {
    const { db, clock, service, person } = await world(T);
    const [carol, dave] = [await person(), await person()];
    const locked = await service.deposit(carol, { amount: '100', lockDuration: 52 * WEEK });
    expect(locked.position.boost).toBe('20.945205479452');
    expect(await loadPosition(db, carol)).toMatchObject({
      shares: 2_094_520_547_945_200_000_000n,
      userBoostedShare: 1_994_520_547_945_200_000_000n,
      lockedAmount: 100n * T,
      cakeAtLastUserAction: 100n * T,
      lockEndTime: T0 + 52n * BigInt(WEEK),
    });
    await service.deposit(dave, { amount: '100', lockDuration: 0 });
    expect((await loadPosition(db, dave)).shares).toBe(100n * T);

    clock.now = T0 + 1_000n;
    expect((await service.userData(carol)).position.value).toBe('1054.431960049937464249');
    expect((await service.userData(dave)).position.value).toBe('145.56803995006253575');

    clock.now = T0 + 54n * BigInt(WEEK);
    const unlocked = await service.unlock(carol);
    expect(unlocked.fees.overdue).toBe('1212204.943792517033021083');
    expect(await loadPosition(db, carol)).toMatchObject({
      locked: false,
      shares: 2_012_938_432_027_802_331_619n,
      lockEndTime: 0n,
    });
    expect(unlocked.position.value).toBe('29958879.325870400599398939');
    expect((await service.userData(dave)).position.value).toBe('1488315.730337082367579977');
    expect(await checkLedger(db)).toEqual({ total: 0n, negative: 0, drifted: 0 });
  });

  it('a lock at the maximum cannot be extended; one left past its free week locks again after its overdue fee', async () => {
    const { db, clock, service, person } = await world(T);
    const [erin, frank] = [await person(), await person()];
    await service.deposit(erin, { amount: '100', lockDuration: 365 * 86_400 });
    await service.deposit(frank, { amount: '100', lockDuration: WEEK });
    const before = await loadPosition(db, erin);
    // The whole lock may not pass the maximum: the "Extend lock" of a year-long lock is refused, nothing moves.
    await expect(service.deposit(erin, { amount: '0', lockDuration: WEEK, preview: true })).rejects.toMatchObject({
      statusCode: 400,
      code: 'LOCK_DURATION_OUT_OF_RANGE',
    });
    await expect(service.deposit(erin, { amount: '0', lockDuration: 1 })).rejects.toMatchObject({ statusCode: 400 });
    expect(await loadPosition(db, erin)).toEqual(before);

    // Frank's week ended, and so did the free week after it: extending now first charges the overdue fee, exactly
    // what unlocking at the same moment would charge, then a new lock starts now.
    clock.now = T0 + 3n * BigInt(WEEK);
    const unlockPreview = await service.unlock(frank, true);
    expect(parseTokens(unlockPreview.fees.overdue)).toBeGreaterThan(0n);
    const preview = await service.deposit(frank, { amount: '0', lockDuration: 2 * WEEK, preview: true });
    expect(preview.fees).toEqual(unlockPreview.fees);
    const relocked = await service.deposit(frank, { amount: '0', lockDuration: 2 * WEEK });
    expect(relocked).toMatchObject({ action: 'EXTEND', fees: unlockPreview.fees, amount: '0' });
    expect(relocked.position).toMatchObject({
      locked: true,
      lockStartTime: new Date(Number(clock.now) * 1000).toISOString(),
      lockEndTime: new Date(Number(clock.now + 2n * BigInt(WEEK)) * 1000).toISOString(),
    });
    // The locked amount is what the position was worth after the fee (its value rounds down, by a few base units).
    const dust = parseTokens(relocked.position.lockedAmount) - parseTokens(relocked.position.value);
    expect(dust >= 0n && dust < 10_000n).toBe(true);
    expect(await checkLedger(db)).toEqual({ total: 0n, negative: 0, drifted: 0 });
  });

  it('emission stops cleanly when the rewards account runs dry', async () => {
    const t = get();
    await resetStakingPool(t.app.ctx.db, { rewardPerSecond: T, rewards: 30n * T });
    const clock = { now: T0 };
    const service = new StakingService(t.app.ctx.db, stakingParams(), () => clock.now);
    const user = await buildUser(t.app);
    await creditUser(t.app.ctx.db, { userId: user.user.id, amount: 100n * T, reason: 'example' });
    await service.deposit(user.user.id, { amount: '100', lockDuration: 0 });
    clock.now = T0 + 1_000n;
    expect((await service.userData(user.user.id)).position.value).toBe('130');
    expect(await service.masterChefConfig()).toMatchObject({ rewardsRemaining: '0', emissionActive: false });
    const info = await service.configInformation();
    expect(info.apy.flexible.apy).toBe('0');
    const out = await service.withdraw(user.user.id, { type: 'WITHDRAW_ALL' });
    // 30 earned, 2 % performance fee (0.6), then 0.1 % withdraw fee inside 72 h of the deposit.
    expect(out.fees).toMatchObject({ performance: '0.6', withdraw: '0.1294' });
    expect(out.amount).toBe('129.2706');
    expect((await loadPool(t.app.ctx.db)).rewardsBalance).toBe(0n);
    expect(await checkLedger(t.app.ctx.db)).toEqual({ total: 0n, negative: 0, drifted: 0 });
  });
}
