import { balancesApi } from '@questboard/contract/balances';
import { parseTokens } from '@questboard/contract/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { creditUser } from '../ledger/credits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);

describe('balances', () => {
  it('answers zero for a new user, in the documented shape', async () => {
    const { headers } = await buildUser(t.app);
    const response = await api(balancesApi.balance, { headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ntwrxToken: { value: 0, amount: '0' }, native: { value: 0, amount: '0' } });
  });

  it('shows credits in the balance and, newest first, in the history', async () => {
    const { user, headers } = await buildUser(t.app);
    await creditUser(t.app.ctx.db, { userId: user.id, amount: parseTokens('10'), reason: 'launch bonus' });
    await creditUser(t.app.ctx.db, {
      userId: user.id,
      amount: parseTokens('0.25'),
      reason: 'second',
      currency: 'NATIVE',
    });
    const balance = (await api(balancesApi.balance, { headers })).json();
    expect(balance).toEqual({ ntwrxToken: { value: 10, amount: '10' }, native: { value: 0.25, amount: '0.25' } });

    const history = (await api(balancesApi.balanceHistories, { query: { limit: 1 }, headers })).json();
    expect(history.total).toBe(2);
    expect(history.items).toEqual([
      expect.objectContaining({
        direction: 'IN',
        amount: '0.25',
        currency: 'NATIVE',
        reason: 'CREDIT',
        memo: 'second',
      }),
    ]);
    const second = (await api(balancesApi.balanceHistories, { query: { offset: 1, limit: 1 }, headers })).json();
    expect(second.items[0]).toMatchObject({ amount: '10', memo: 'launch bonus' });
  });

  it("never shows another user's movements", async () => {
    const rich = await buildUser(t.app);
    const other = await buildUser(t.app);
    await creditUser(t.app.ctx.db, { userId: rich.user.id, amount: parseTokens('99'), reason: 'x' });
    expect((await api(balancesApi.balanceHistories, { headers: other.headers })).json()).toEqual({
      items: [],
      total: 0,
    });
    expect((await api(balancesApi.claimHistories, { headers: other.headers })).json()).toEqual({ items: [], total: 0 });
  });

  it('needs a session and sane paging', async () => {
    const { headers } = await buildUser(t.app);
    expect((await api(balancesApi.balance)).statusCode).toBe(401);
    expect((await api(balancesApi.balanceHistories, { query: { limit: 1000 }, headers })).statusCode).toBe(400);
    expect((await api(balancesApi.balanceHistories, { query: { offset: '-1' }, headers })).statusCode).toBe(400);
  });
});
