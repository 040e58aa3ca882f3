import type { ErrorBody } from '@questboard/contract/errors';
import { parseTokens } from '@questboard/contract/money';
import { walletApi } from '@questboard/contract/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceSeen, buildWithdrawer } from '../../../../test/factories/withdrawers';
import { apiOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { creditUser } from '../ledger/ledger.module';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    WITHDRAW_FEE_FIXED: '0',
    WITHDRAW_FEE_BPS: '0',
    WITHDRAW_MINIMUM: '1',
    WITHDRAW_DAILY_LIMIT: '5000',
    WITHDRAW_CODE_THRESHOLD: '200',
  });
});
afterAll(() => t.close());

const api = apiOf(() => t.app);

const balance = (headers: Record<string, string>) => balanceSeen(t.app, headers);
const fundedUser = (tokens?: string) => buildWithdrawer(t.app, tokens);

describe('retries of one withdrawal (same requestKey)', () => {
  it('answers the first withdrawal to every concurrent retry, and moves the money once', async () => {
    const { headers } = await fundedUser();
    const body = { amount: '10', requestKey: `retry-${crypto.randomUUID()}` };
    const answers = await Promise.all(Array.from({ length: 10 }, () => api(walletApi.withdraw, { headers, body })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const ids = new Set(answers.map((answer) => answer.json().id));
    expect(ids.size).toBe(1);
    expect(await balance(headers)).toBe('990');
    const list = await api(walletApi.withdrawals, { headers, query: { offset: 0, limit: 10 } });
    expect(list.json().total).toBe(1);
  });

  it('refuses the key with another amount or asset, and moves nothing more', async () => {
    const { headers } = await fundedUser();
    const requestKey = `retry-${crypto.randomUUID()}`;
    expect((await api(walletApi.withdraw, { headers, body: { amount: '10', requestKey } })).statusCode).toBe(200);
    const other = await api(walletApi.withdraw, { headers, body: { amount: '11', requestKey } });
    expect(other.statusCode).toBe(409);
    expect(other.json<ErrorBody>().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await balance(headers)).toBe('990');
  });

  it('the key sent at once for both assets: one withdrawal, the other told the key is taken (never a 500)', async () => {
    const { headers, user } = await fundedUser();
    await creditUser(t.app.ctx.db, { userId: user.id, amount: parseTokens('100'), reason: 'test', currency: 'NATIVE' });
    const requestKey = `retry-${crypto.randomUUID()}`;
    const answers = await Promise.all(
      (['TOKEN', 'NATIVE'] as const).map((asset) =>
        api(walletApi.withdraw, { headers, body: { amount: '10', asset, requestKey } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json<ErrorBody>().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const list = await api(walletApi.withdrawals, { headers, query: { offset: 0, limit: 10 } });
    expect(list.json().total).toBe(1);
  });
});
