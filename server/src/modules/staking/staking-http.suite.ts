import { formatTokens, parseTokens } from '@questboard/contract/money';
import { expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories/users';
import { checkLedger } from '../../../../test/helpers/ledger-invariants';
import { resetStakingPool } from '../../../../test/helpers/staking-pool';
import type { TestApp } from '../../../../test/helpers/test-app';
import { balanceOf, creditUser, userAccount } from '../ledger/ledger.module';
import { loadPool, loadPosition } from './staking.repository';

const T = 10n ** 18n;
const WEEK = 604_800;

/** The HTTP surface of the Staking API: shapes, refusals that move nothing, previews, retries. */
export function httpSuite(get: () => TestApp) {
  const call = (method: 'GET' | 'POST', path: string, who?: BuiltUser, body?: object, headers = {}) =>
    get().app.inject({
      method,
      url: `/api/v1/staking/${path}`,
      headers: { ...(who?.headers ?? {}), ...headers },
      ...(body ? { payload: body } : {}),
    });

  async function staker(tokens = 100n) {
    const person = await buildUser(get().app);
    await creditUser(get().app.ctx.db, { userId: person.user.id, amount: tokens * T, reason: 'test' });
    return person;
  }

  it('serves the pool, its emission and the APY table to guests; a position only to its owner', async () => {
    await resetStakingPool(get().app.ctx.db, { rewardPerSecond: T / 10n, rewards: 1_000n * T });
    const me = await staker();
    expect((await call('POST', 'deposit', me, { amount: '10', lockDuration: 0 })).statusCode).toBe(200);
    const info = await call('GET', 'staking-config-information');
    expect(info.statusCode).toBe(200);
    const body = info.json();
    expect(body.constants).toMatchObject({ weekSeconds: WEEK, minLockDuration: WEEK, performanceFee: 200 });
    // Emission runs on the wall clock here, so the figures are checked against the pool value of the same answer.
    expect(body.pool).toMatchObject({ totalShares: (10n * T).toString(), totalLockedAmount: '0' });
    const B = parseTokens(body.pool.poolValue);
    expect(B >= 10n * T).toBe(true);
    // E = 0.1 × 31,536,000 = 3,153,600 tokens a year; APY = E / B × 100, less the 2 % fee when flexible.
    const apr = (3_153_600n * T * 100n * T) / B;
    expect(body.apy.flexible).toEqual({ duration: 0, multiplier: '1', apy: formatTokens((apr * 9_800n) / 10_000n) });
    expect(body.apy.locked.at(-1)).toEqual({ duration: 365 * 86_400, multiplier: '21', apy: formatTokens(apr * 21n) });
    const chef = await call('GET', 'master-chef-config');
    expect(chef.json()).toMatchObject({
      rewardPerSecond: '0.1',
      allocPoint: 1,
      totalAllocPoint: 1,
      emissionActive: true,
    });
    expect((await call('GET', 'staking-user-data')).statusCode).toBe(401);
    const mine = (await call('GET', 'staking-user-data', me)).json();
    expect(mine.position).toMatchObject({ locked: false, boost: '1', apy: expect.stringMatching(/^\d+(\.\d+)?$/) });
    expect(mine.available).toBe('90');
    expect(mine.history).toEqual([expect.objectContaining({ action: 'DEPOSIT', amount: '10', fee: '0' })]);
  });

  it('refuses bad input with a clear 4xx and moves nothing', async () => {
    const db = get().app.ctx.db;
    await resetStakingPool(db, { rewardPerSecond: T, rewards: 1_000n * T });
    const me = await staker(100n);
    const cases: Array<[string, object, number, string]> = [
      ['deposit', { amount: '0.00001', lockDuration: 0 }, 400, 'AMOUNT_TOO_SMALL'],
      ['deposit', { amount: '0', lockDuration: 0 }, 400, 'NOTHING_TO_DEPOSIT'],
      ['deposit', { amount: '-1' }, 400, 'VALIDATION_ERROR'],
      ['deposit', { amount: '1e3' }, 400, 'VALIDATION_ERROR'],
      ['deposit', { amount: '101', lockDuration: 0 }, 400, 'INSUFFICIENT_BALANCE'],
      ['deposit', { amount: '10', lockDuration: WEEK - 1 }, 400, 'LOCK_DURATION_OUT_OF_RANGE'],
      ['deposit', { amount: '10', lockDuration: 366 * 86_400 }, 400, 'LOCK_DURATION_OUT_OF_RANGE'],
      ['deposit', { amount: '10', lockDuration: 1.5 }, 400, 'VALIDATION_ERROR'],
      ['withdraw', { type: 'WITHDRAW_ALL' }, 400, 'NOTHING_STAKED'],
      ['withdraw', { type: 'WITHDRAW_BY_AMOUNT' }, 400, 'VALIDATION_ERROR'],
      ['withdraw', { type: 'EVERYTHING', amount: '1' }, 400, 'VALIDATION_ERROR'],
      ['unlock', {}, 409, 'NOT_UNLOCKABLE'],
    ];
    for (const [path, body, status, code] of cases) {
      const response = await call('POST', path, me, body);
      expect({ path, body, status: response.statusCode, code: response.json().code }).toEqual({
        path,
        body,
        status,
        code,
      });
    }
    expect((await call('POST', 'deposit', me, { amount: '40', lockDuration: 2 * WEEK })).statusCode).toBe(200);
    const before = { pool: await loadPool(db), mine: await loadPosition(db, me.user.id) };
    const later: Array<[string, object, number, string]> = [
      ['withdraw', { type: 'WITHDRAW_ALL' }, 409, 'STILL_LOCKED'],
      ['withdraw', { type: 'WITHDRAW_BY_AMOUNT', amount: '1' }, 409, 'STILL_LOCKED'],
      ['unlock', {}, 409, 'NOT_UNLOCKABLE'],
      ['deposit', { amount: '0', lockDuration: 51 * WEEK }, 400, 'LOCK_DURATION_OUT_OF_RANGE'],
      ['deposit', { amount: '61', lockDuration: 0 }, 400, 'INSUFFICIENT_BALANCE'],
    ];
    for (const [path, body, status, code] of later) {
      const response = await call('POST', path, me, body);
      expect({ path, status: response.statusCode, code: response.json().code }).toEqual({ path, status, code });
    }
    expect(await loadPosition(db, me.user.id)).toEqual(before.mine);
    expect((await loadPool(db)).totalShares).toBe(before.pool.totalShares);
    expect(await balanceOf(db, userAccount(me.user.id))).toBe(60n * T);
    expect(await checkLedger(db)).toEqual({ total: 0n, negative: 0, drifted: 0 });
  });

  it('refuses withdrawing more than the position is worth', async () => {
    const db = get().app.ctx.db;
    await resetStakingPool(db, { rewardPerSecond: 0n, rewards: 0n });
    const me = await staker(100n);
    await call('POST', 'deposit', me, { amount: '10', lockDuration: 0 });
    const response = await call('POST', 'withdraw', me, {
      type: 'WITHDRAW_BY_AMOUNT',
      amount: '10.000000000000000001',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('WITHDRAW_EXCEEDS_STAKE');
    expect(await balanceOf(db, userAccount(me.user.id))).toBe(90n * T);
  });

  it('previews exactly what the action then does, and a retried request with the same key acts once', async () => {
    const db = get().app.ctx.db;
    await resetStakingPool(db, { rewardPerSecond: 0n, rewards: 0n });
    const me = await staker(100n);
    const preview = await call('POST', 'deposit', me, { amount: '25', lockDuration: 4 * WEEK, preview: true });
    expect(preview.json()).toMatchObject({ preview: true, action: 'DEPOSIT', amount: '25' });
    expect(await loadPosition(db, me.user.id)).toMatchObject({ shares: 0n });
    expect(await balanceOf(db, userAccount(me.user.id))).toBe(100n * T);

    const key = { 'idempotency-key': 'stake-once' };
    const [first, again] = [
      await call('POST', 'deposit', me, { amount: '25', lockDuration: 4 * WEEK }, key),
      await call('POST', 'deposit', me, { amount: '25', lockDuration: 4 * WEEK }, key),
    ];
    // The same figures (times may differ by the second between the two requests).
    const figures = (r: typeof first) => {
      const { amount, fee, fees, position } = r.json();
      return { amount, fee, fees, shares: position.shares, value: position.value, locked: position.lockedAmount };
    };
    expect(figures(first)).toEqual(figures(preview));
    expect(again.json()).toMatchObject({ preview: false, amount: '25', position: first.json().position });
    expect(await balanceOf(db, userAccount(me.user.id))).toBe(75n * T);
    expect((await call('GET', 'staking-user-data', me)).json().history).toHaveLength(1);
  });
}
