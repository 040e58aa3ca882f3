import { balancesApi } from '@questboard/contract/balances';
import { walletApi } from '@questboard/contract/wallet';
import type { Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { devChainOf, mine, tokenBalance } from '../../../../test/helpers/chain';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { DepositWatcher } from './deposit-watcher';

// Test tokens in one click on the embedded development chain: a real deposit from a wallet the product holds.
const CONFIRMATIONS = 2;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CONFIRMATIONS: String(CONFIRMATIONS) });
});
afterAll(() => t.close());

const api = apiOf(() => t.app);
const tokenBalanceOf = async (headers: Record<string, string>) =>
  (await api(balancesApi.balance, { headers })).json().ntwrxToken.amount as string;

describe('development funding', () => {
  it('credits a user without any wallet through a real deposit, after its confirmations, from their own dev wallet', async () => {
    const { headers } = await buildUser(t.app, { type: 'BUSINESS' });
    const chain = await devChainOf(t.app);
    const funded = await api(walletApi.devFund, { headers, body: { amount: '250' } });
    expect(funded.statusCode).toBe(200);
    const { fromAddress, txHash, amount, confirmations } = funded.json();
    const sent = { from: fromAddress as Hex, hash: txHash as Hex };
    expect({ amount, confirmations }).toEqual({ amount: '250', confirmations: CONFIRMATIONS });
    // The transfer is on the chain, from the development wallet to the deposit address.
    const receipt = await chain.publicClient.getTransactionReceipt({ hash: sent.hash });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(fromAddress.toLowerCase());
    expect(await tokenBalance(chain, sent.from)).toBe(0n);

    const watcher = new DepositWatcher(t.app.ctx.db, chain, CONFIRMATIONS);
    await watcher.runOnce();
    expect((await api(walletApi.deposits, { headers, query: { offset: 0, limit: 10 } })).json().items).toEqual([
      expect.objectContaining({ status: 'PENDING', amount: '250', fromAddress, txHash }),
    ]);
    expect(await tokenBalanceOf(headers)).toBe('0');
    await mine(chain, CONFIRMATIONS);
    await watcher.runOnce();
    expect(await tokenBalanceOf(headers)).toBe('250');

    // A second click uses the same wallet and adds to the balance; another user gets a wallet of their own.
    const again = (await api(walletApi.devFund, { headers, body: { amount: '0.5' } })).json();
    expect(again.fromAddress).toBe(fromAddress);
    const other = await buildUser(t.app);
    const theirs = (await api(walletApi.devFund, { headers: other.headers, body: {} })).json();
    expect(theirs.fromAddress).not.toBe(fromAddress);
    expect(theirs.amount).toBe('1000');
    await mine(chain, CONFIRMATIONS);
    await watcher.runOnce();
    await watcher.runOnce();
    expect(await tokenBalanceOf(headers)).toBe('250.5');
    expect(await tokenBalanceOf(other.headers)).toBe('1000');
  });

  it('refuses amounts out of range and callers who are not signed in, changing nothing', async () => {
    const { headers } = await buildUser(t.app);
    for (const amount of ['0', '-1', '100001', 'lots', '1.0000000000000000001']) {
      const response = await api(walletApi.devFund, { headers, body: { amount } });
      expect(response.statusCode, amount).toBe(400);
    }
    expect((await api(walletApi.devFund, { body: { amount: '1' } })).statusCode).toBe(401);
    expect((await api(walletApi.deposits, { headers, query: { offset: 0, limit: 10 } })).json().total).toBe(0);
  });

  it('is absent in production', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      BOT_CHECK: 'altcha',
      DEV_MAILBOX: undefined,
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
    try {
      const { headers } = await buildUser(prod.app);
      const response = await apiOf(prod.app)(walletApi.devFund, { headers, body: { amount: '1' } });
      expect(response.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
