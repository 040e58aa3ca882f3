import { expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories/users';
import { checkLedger } from '../../../../test/helpers/ledger-invariants';
import { resetStakingPool } from '../../../../test/helpers/staking-pool';
import type { TestApp } from '../../../../test/helpers/test-app';
import { balanceOf, creditUser, stakingPoolAccount, userAccount } from '../ledger/ledger.module';
import { allPositions, loadPool, loadPosition } from './staking.repository';

const T = 10n ** 18n;

/** One user's deposits and withdrawals sent at once (really concurrent on PostgreSQL): no update is lost. */
export function concurrencySuite(get: () => TestApp) {
  it('keeps every one of 30 concurrent deposits and withdrawals by one user', async () => {
    const { app } = get();
    const db = app.ctx.db;
    await resetStakingPool(db, { rewardPerSecond: 0n, rewards: 0n });
    const me = await buildUser(app);
    await creditUser(db, { userId: me.user.id, amount: 1_000n * T, reason: 'test' });
    const send = (url: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api/v1/staking/${url}`, headers: me.headers, payload });
    expect((await send('deposit', { amount: '100', lockDuration: 0 })).statusCode).toBe(200);

    // 20 deposits of 10 and 10 withdrawals of 5 at once: with no emission and (inside 72 h) a 0.1 % withdraw fee.
    const responses = await Promise.all([
      ...Array.from({ length: 20 }, () => send('deposit', { amount: '10', lockDuration: 0 })),
      ...Array.from({ length: 10 }, () => send('withdraw', { type: 'WITHDRAW_BY_AMOUNT', amount: '5' })),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    const paid = responses.slice(20).reduce((sum, r) => sum + BigInt(Math.round(Number(r.json().amount) * 1e6)), 0n);
    expect(paid).toBe(10n * 4_995_000n);
    // Deposited 300, withdrew 50 (shares round down by at most a unit per withdrawal).
    const position = await loadPosition(db, me.user.id);
    const pool = await loadPool(db);
    expect(pool.totalShares).toBe(position.shares);
    expect(pool.balance).toBe(await balanceOf(db, stakingPoolAccount()));
    expect(pool.balance >= 250n * T - 10n && pool.balance <= 250n * T).toBe(true);
    expect(await balanceOf(db, userAccount(me.user.id))).toBe(700n * T + 10n * 4_995n * 10n ** 15n);
    expect((await allPositions(db)).length).toBe(1);
    const history = (
      await app.inject({ method: 'GET', url: '/api/v1/staking/staking-user-data', headers: me.headers })
    ).json();
    expect(history.history).toHaveLength(31);
    expect(await checkLedger(db)).toEqual({ total: 0n, negative: 0, drifted: 0 });
  });
}
