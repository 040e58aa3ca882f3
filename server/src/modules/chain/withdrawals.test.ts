import { balancesApi } from '@questboard/contract/balances';
import type { ErrorBody } from '@questboard/contract/errors';
import { parseTokens } from '@questboard/contract/money';
import { walletApi } from '@questboard/contract/wallet';
import { type Address, encodeAbiParameters, keccak256, pad, parseAbiItem, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { devCall, devChainOf, mine, proveAddress, tokenBalance } from '../../../../test/helpers/chain';
import { latestMail } from '../../../../test/helpers/mailbox';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { creditUser } from '../ledger/credits';
import { writeState } from './chain-state';
import { WithdrawalSender } from './withdrawal-sender';

const CONFIRMATIONS = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    CONFIRMATIONS: String(CONFIRMATIONS),
    WITHDRAW_FEE_FIXED: '0.5',
    WITHDRAW_FEE_BPS: '100',
    WITHDRAW_MINIMUM: '1',
    WITHDRAW_DAILY_LIMIT: '300',
    WITHDRAW_CODE_THRESHOLD: '200',
  });
});
afterAll(() => t.close());

const api = apiOf(() => t.app);

const balance = async (headers: Record<string, string>) =>
  (await api(balancesApi.balance, { headers })).json().ntwrxToken.amount as string;

/** A user with a proven address and `tokens` in their balance. */
async function fundedUser(tokens = '100') {
  const built = await buildUser(t.app);
  const account = await proveAddress(t.app, built.headers);
  await creditUser(t.app.ctx.db, { userId: built.user.id, amount: parseTokens(tokens), reason: 'test' });
  return { ...built, account };
}

const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');
async function transfersTo(to: Address) {
  const chain = await devChainOf(t.app);
  return chain.publicClient.getLogs({ address: chain.token.address, event: TRANSFER, args: { to }, fromBlock: 0n });
}

async function sender() {
  return new WithdrawalSender(t.app.ctx.db, await devChainOf(t.app), CONFIRMATIONS);
}

describe('withdrawals', () => {
  it('quotes the fee: fixed + basis points on top of what arrives', async () => {
    const { headers } = await buildUser(t.app);
    const quote = await api(walletApi.withdrawFee, { headers, body: { amount: '10' } });
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toEqual({
      asset: 'TOKEN',
      amount: '10',
      fee: '0.6',
      total: '10.6',
      receive: '10',
      minimum: '1',
      needsCode: false,
    });
    expect((await api(walletApi.withdrawFee, { headers, body: { amount: '-1' } })).statusCode).toBe(400);
  });

  it('sends once even when the worker dies between signing and broadcasting', async () => {
    const { headers, account } = await fundedUser();
    const chain = await devChainOf(t.app);
    const before = await tokenBalance(chain, account.address);
    const requested = await api(walletApi.withdraw, { headers, body: { amount: '10' } });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toMatchObject({ status: 'REQUESTED', amount: '10', fee: '0.6', txHash: null });
    expect(await balance(headers)).toBe('89.4');

    // The first worker signs and stores the transaction, then "dies" before broadcasting it.
    const signed = await (await sender()).signNext();
    expect(signed?.status).toBe('SENT');
    expect(await transfersTo(account.address)).toHaveLength(0);

    // A new worker finds it SENT and unknown to the chain: it broadcasts the same transaction.
    const next = await sender();
    await next.runOnce();
    await mine(chain, CONFIRMATIONS);
    await next.runOnce();
    await next.runOnce();
    const logs = await transfersTo(account.address);
    expect(logs).toHaveLength(1);
    expect(logs[0]?.transactionHash).toBe(signed?.txHash);
    expect(await tokenBalance(chain, account.address)).toBe(before + parseTokens('10'));
    const list = (await api(walletApi.withdrawals, { headers })).json();
    expect(list.items[0]).toMatchObject({
      status: 'CONFIRMED',
      txHash: signed?.txHash,
      confirmedAt: expect.any(String),
    });
    expect(await balance(headers)).toBe('89.4');
  });

  it('never sends twice when the worker dies between broadcasting and confirmation', async () => {
    const { headers, account } = await fundedUser();
    const chain = await devChainOf(t.app);
    await api(walletApi.withdraw, { headers, body: { amount: '5' } });
    const first = await sender();
    const signed = await first.signNext();
    if (!signed) throw new Error('nothing signed');
    await first.broadcast(signed);
    const restarted = await sender();
    await restarted.runOnce();
    await restarted.broadcast(signed);
    await mine(chain, CONFIRMATIONS);
    await restarted.runOnce();
    expect(await transfersTo(account.address)).toHaveLength(1);
    expect((await api(walletApi.withdrawals, { headers })).json().items[0]?.status).toBe('CONFIRMED');
  });

  it('refunds a transfer reverted on chain exactly once', async () => {
    const { headers } = await fundedUser();
    const chain = await devChainOf(t.app);
    await api(walletApi.withdraw, { headers, body: { amount: '20' } });
    const worker = await sender();
    const signed = await worker.signNext();
    if (!signed) throw new Error('nothing signed');
    // Empty the hot wallet's token balance (slot 0 of OpenZeppelin's ERC20 is `_balances`) so the transfer reverts.
    const hot = chain.hotWallet.account.address;
    const slot = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [hot, 0n]));
    const held = await tokenBalance(chain, hot);
    await devCall(chain, 'evm_setAccountStorageAt', [chain.token.address, slot, pad(toHex(0n))]);
    await worker.broadcast(signed);
    await devCall(chain, 'evm_setAccountStorageAt', [chain.token.address, slot, pad(toHex(held))]);
    await mine(chain, CONFIRMATIONS);
    await worker.runOnce();
    await worker.runOnce();
    await worker.followSent();
    const item = (await api(walletApi.withdrawals, { headers })).json().items[0];
    expect(item).toMatchObject({ status: 'FAILED', failedAt: expect.any(String) });
    expect(await balance(headers)).toBe('100');
  });

  it('refunds a transaction dropped before it was mined once its nonce is used by another', async () => {
    const { headers, account } = await fundedUser();
    const chain = await devChainOf(t.app);
    await api(walletApi.withdraw, { headers, body: { amount: '3' } });
    const signed = await (await sender()).signNext();
    if (!signed || signed.nonce === null) throw new Error('nothing signed');
    // Another transaction of the hot wallet takes the same nonce (an operator's manual send, say).
    await chain.hotWallet.client.sendTransaction({
      to: chain.hotWallet.account.address,
      value: 0n,
      nonce: signed.nonce,
    });
    await writeState(
      t.app.ctx.db,
      `nonce:${chain.chainId}:${chain.hotWallet.account.address}`,
      String(signed.nonce + 1),
    );
    const worker = await sender();
    await worker.runOnce();
    await worker.runOnce();
    expect((await api(walletApi.withdrawals, { headers })).json().items[0]?.status).toBe('FAILED');
    expect(await balance(headers)).toBe('100');
    expect(await transfersTo(account.address)).toHaveLength(0);
  });

  it('sends many withdrawals in a row with consecutive nonces', async () => {
    const { headers, account } = await fundedUser();
    const chain = await devChainOf(t.app);
    for (let i = 0; i < 4; i++)
      expect((await api(walletApi.withdraw, { headers, body: { amount: '2' } })).statusCode).toBe(200);
    const worker = await sender();
    await worker.runOnce();
    await mine(chain, CONFIRMATIONS);
    await worker.runOnce();
    const items = (await api(walletApi.withdrawals, { headers })).json().items as { status: string }[];
    expect(items.map((i) => i.status)).toEqual(['CONFIRMED', 'CONFIRMED', 'CONFIRMED', 'CONFIRMED']);
    expect(await transfersTo(account.address)).toHaveLength(4);
  });

  it('refuses what breaks the rules, and nothing moves', async () => {
    const unproven = await buildUser(t.app);
    await creditUser(t.app.ctx.db, { userId: unproven.user.id, amount: parseTokens('50'), reason: 'test' });
    const notProven = await api(walletApi.withdraw, { headers: unproven.headers, body: { amount: '5' } });
    expect(notProven.statusCode).toBe(409);
    expect(notProven.json<ErrorBody>().code).toBe('ADDRESS_NOT_PROVEN');

    const { headers, user } = await fundedUser('400');
    const tooSmall = await api(walletApi.withdraw, { headers, body: { amount: '0.5' } });
    expect(tooSmall.json<ErrorBody>().code).toBe('AMOUNT_TOO_SMALL');
    const poor = await fundedUser('5');
    const short = await api(walletApi.withdraw, { headers: poor.headers, body: { amount: '5' } });
    expect(short.statusCode).toBe(400);
    expect(short.json<ErrorBody>().code).toBe('INSUFFICIENT_BALANCE');
    expect(await balance(poor.headers)).toBe('5');

    // Above the threshold: a code by e-mail first, then the withdrawal with it.
    const needsCode = await api(walletApi.withdraw, { headers, body: { amount: '250' } });
    expect(needsCode.json<ErrorBody>().code).toBe('WITHDRAW_CODE_REQUIRED');
    expect(await balance(headers)).toBe('400');
    const mail = await latestMail(t.app, user.email);
    const withCode = await api(walletApi.withdraw, { headers, body: { amount: '250', code: mail?.code } });
    expect(withCode.statusCode).toBe(200);
    // The daily limit is 300: 250 + 60 is over.
    const overLimit = await api(walletApi.withdraw, { headers, body: { amount: '60' } });
    expect(overLimit.statusCode).toBe(400);
    expect(overLimit.json<ErrorBody>().code).toBe('WITHDRAW_LIMIT_EXCEEDED');

    // A repeated request key answers the first request (a user under the code threshold today).
    const small = await fundedUser('10');
    const retry = { amount: '2', requestKey: 'retry-key-1' };
    const once = await api(walletApi.withdraw, { headers: small.headers, body: retry });
    expect(once.statusCode).toBe(200);
    const twice = await api(walletApi.withdraw, { headers: small.headers, body: retry });
    expect(twice.json().id).toBe(once.json().id);

    await writeState(t.app.ctx.db, 'withdrawals:paused', 'true');
    try {
      const paused = await api(walletApi.withdraw, { headers, body: { amount: '2' } });
      expect(paused.json<ErrorBody>().code).toBe('WITHDRAWALS_PAUSED');
      expect((await api(walletApi.wallet, { headers })).json().rules.paused).toBe(true);
    } finally {
      await writeState(t.app.ctx.db, 'withdrawals:paused', 'false');
    }
  });
});
