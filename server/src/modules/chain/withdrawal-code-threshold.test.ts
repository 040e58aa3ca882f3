import type { ErrorBody } from '@questboard/contract/errors';
import { walletApi } from '@questboard/contract/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceSeen, buildWithdrawer } from '../../../../test/factories/withdrawers';
import { apiOf } from '../../../../test/helpers/api';
import { latestMail } from '../../../../test/helpers/mailbox';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

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

describe('the e-mailed code threshold counts the last 24 hours', () => {
  it('asks for a code once the day’s withdrawals plus this one reach the threshold', async () => {
    const { headers, user } = await fundedUser();
    for (let i = 0; i < 2; i++) {
      expect((await api(walletApi.withdraw, { headers, body: { amount: '90' } })).statusCode).toBe(200);
    }
    // 180 withdrawn today: 90 more reaches 200.
    const quote = await api(walletApi.withdrawFee, { headers, body: { amount: '90' } });
    expect(quote.json().needsCode).toBe(true);
    const third = await api(walletApi.withdraw, { headers, body: { amount: '90' } });
    expect(third.statusCode).toBe(400);
    expect(third.json<ErrorBody>().code).toBe('WITHDRAW_CODE_REQUIRED');
    expect(await balance(headers)).toBe('820');
    const code = (await latestMail(t.app, user.email))?.code;
    const confirmed = await api(walletApi.withdraw, { headers, body: { amount: '90', code } });
    expect(confirmed.statusCode).toBe(200);
    expect(await balance(headers)).toBe('730');
  });

  it('holds when the requests come at once: no more than the threshold leaves without a code', async () => {
    const { headers } = await fundedUser();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api(walletApi.withdraw, { headers, body: { amount: '90' } })),
    );
    const codes = answers.map((answer) => (answer.statusCode === 200 ? 'OK' : answer.json<ErrorBody>().code));
    expect(codes.filter((code) => code === 'OK')).toHaveLength(2);
    expect(codes.filter((code) => code === 'WITHDRAW_CODE_REQUIRED')).toHaveLength(4);
    expect(await balance(headers)).toBe('820');
  });
});
