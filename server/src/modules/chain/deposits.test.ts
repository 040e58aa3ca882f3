import { balancesApi } from '@questboard/contract/balances';
import { walletApi } from '@questboard/contract/wallet';
import type { Address, Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { devCall, devChainOf, mine, proveAddress, sendTokens } from '../../../../test/helpers/chain';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { writeState } from './chain-state';
import { assignDeposit } from './deposit-credit';
import { DepositWatcher } from './deposit-watcher';

const CONFIRMATIONS = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CONFIRMATIONS: String(CONFIRMATIONS) });
});
afterAll(() => t.close());

const api = apiOf(() => t.app);

const balance = async (headers: Record<string, string>) =>
  (await api(balancesApi.balance, { headers })).json().ntwrxToken.amount as string;

async function watcher() {
  return new DepositWatcher(t.app.ctx.db, await devChainOf(t.app), CONFIRMATIONS);
}

/** A user whose proven address holds faucet tokens and coins. */
async function userWithWallet() {
  const built = await buildUser(t.app);
  const account = await proveAddress(t.app, built.headers);
  const faucet = await api(walletApi.faucet, { headers: built.headers });
  expect(faucet.statusCode).toBe(200);
  const chain = await devChainOf(t.app);
  for (const hash of faucet.json().txHashes) await chain.publicClient.waitForTransactionReceipt({ hash: hash as Hex });
  return { ...built, account };
}

describe('deposits', () => {
  it('credits a deposit once it has its confirmations, and only once', async () => {
    const { headers, account } = await userWithWallet();
    const chain = await devChainOf(t.app);
    const wallet = (await api(walletApi.wallet, { headers })).json();
    expect(wallet.chain).toMatchObject({ development: true, tokenSymbol: 'QDT', tokenDecimals: 18 });
    await sendTokens(chain, account, wallet.chain.depositAddress as Address, '40');

    const w = await watcher();
    await w.runOnce();
    let deposits = (await api(walletApi.deposits, { headers })).json();
    expect(deposits.items).toEqual([
      expect.objectContaining({ status: 'PENDING', amount: '40', confirmations: 1, fromAddress: account.address }),
    ]);
    expect(await balance(headers)).toBe('0');

    await mine(chain, CONFIRMATIONS - 1);
    await w.runOnce();
    deposits = (await api(walletApi.deposits, { headers })).json();
    expect(deposits.items[0]).toMatchObject({ status: 'CREDITED', confirmations: CONFIRMATIONS });
    expect(await balance(headers)).toBe('40');

    // The same log read again (another watcher, a rewound cursor) never credits twice.
    await writeState(t.app.ctx.db, `deposits:${chain.chainId}:${chain.depositAddress}`, '0');
    await (await watcher()).runOnce();
    await w.runOnce();
    expect(await balance(headers)).toBe('40');
    const history = (await api(balancesApi.balanceHistories, { headers })).json();
    expect(history.items.filter((i: { reason: string }) => i.reason === 'CHAIN_DEPOSIT')).toHaveLength(1);
  });

  it('credits nothing for a deposit whose block is reorganised away before confirmation', async () => {
    const { headers, account } = await userWithWallet();
    const chain = await devChainOf(t.app);
    const snapshot = await devCall(chain, 'evm_snapshot');
    await sendTokens(chain, account, chain.depositAddress, '7');
    const w = await watcher();
    await w.runOnce();
    expect((await api(walletApi.deposits, { headers })).json().items[0]?.status).toBe('PENDING');

    await devCall(chain, 'evm_revert', [snapshot]);
    await mine(chain, CONFIRMATIONS + 1);
    await w.runOnce();
    await w.runOnce();
    expect((await api(walletApi.deposits, { headers })).json().items[0]?.status).toBe('REORGED');
    expect(await balance(headers)).toBe('0');
  });

  it('keeps a deposit from an address nobody proved unmatched until the operator assigns it', async () => {
    const chain = await devChainOf(t.app);
    const stranger = privateKeyToAccount(generatePrivateKey());
    for (const hash of await chain.dev.faucet(stranger.address))
      await chain.publicClient.waitForTransactionReceipt({ hash });
    const hash = await sendTokens(chain, stranger, chain.depositAddress, '9');
    const w = await watcher();
    await w.runOnce();
    await mine(chain, CONFIRMATIONS);
    await w.runOnce();
    const rows = await t.app.ctx.db.query.chainDeposits.findMany({
      where: (d, { eq }) => eq(d.txHash, hash),
    });
    expect(rows.map((r) => r.status)).toEqual(['UNMATCHED']);

    const { user, headers } = await buildUser(t.app);
    expect(await balance(headers)).toBe('0');
    const row = rows[0];
    if (!row) throw new Error('no deposit');
    expect(await assignDeposit(t.app.ctx.db, row.id, user.id)).toBe(true);
    expect(await assignDeposit(t.app.ctx.db, row.id, user.id)).toBe(false);
    expect(await balance(headers)).toBe('9');
  });

  it('credits a native coin deposit', async () => {
    const { headers, account } = await userWithWallet();
    const chain = await devChainOf(t.app);
    const { createWalletClient, custom, parseEther } = await import('viem');
    const wallet = createWalletClient({
      account,
      chain: chain.publicClient.chain,
      transport: custom(chain.dev.provider),
    });
    await wallet.sendTransaction({ to: chain.depositAddress, value: parseEther('0.25') });
    const w = await watcher();
    await mine(chain, CONFIRMATIONS);
    await w.runOnce();
    expect((await api(balancesApi.balance, { headers })).json().native.amount).toBe('0.25');
  });
});
