import { parseTokens } from '@questboard/contract/money';
import { walletApi } from '@questboard/contract/wallet';
import fc from 'fast-check';
import { type Address, encodeAbiParameters, keccak256, type PrivateKeyAccount, pad, parseAbiItem, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { devCall, devChainOf, mine, proveAddress, sendTokens, tokenBalance } from '../../../../test/helpers/chain';
import { checkLedger } from '../../../../test/helpers/ledger-invariants';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { creditUser } from '../ledger/credits';
import { balanceOf, userAccount } from '../ledger/ledger-accounts';
import { DepositWatcher } from './deposit-watcher';
import { WithdrawalSender } from './withdrawal-sender';

const CONFIRMATIONS = 2;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    CONFIRMATIONS: String(CONFIRMATIONS),
    WITHDRAW_FEE_FIXED: '0.5',
    WITHDRAW_FEE_BPS: '100',
    WITHDRAW_CODE_THRESHOLD: '100000',
  });
});
afterAll(() => t.close());

const api = apiOf(() => t.app);

const amount = fc.integer({ min: 1, max: 30 }).map(String);
const person = fc.integer({ min: 0, max: 1 });
const action = fc.oneof(
  fc.record({ kind: fc.constant('credit' as const), person, amount }),
  fc.record({ kind: fc.constant('deposit' as const), person, amount }),
  fc.record({ kind: fc.constant('withdraw' as const), person, amount }),
  fc.record({ kind: fc.constant('confirm' as const) }),
  fc.record({ kind: fc.constant('fail' as const) }),
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;
const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

describe('money crossing the chain boundary', () => {
  it('keeps ledger total + tokens sent out − tokens received equal to what the operator credited', async () => {
    const chain = await devChainOf(t.app);
    const db = t.app.ctx.db;
    const hot = chain.hotWallet.account.address;
    const slot = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [hot, 0n]));

    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 10 }), async (actions: Action[]) => {
        const people: (BuiltUser & { account: PrivateKeyAccount; start: bigint })[] = [];
        for (let i = 0; i < 2; i++) {
          const built = await buildUser(t.app);
          const account = await proveAddress(t.app, built.headers);
          for (const hash of await chain.dev.faucet(account.address)) {
            await chain.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 });
          }
          people.push({ ...built, account, start: await tokenBalance(chain, account.address) });
        }
        const fromBlock = await chain.publicClient.getBlockNumber({ cacheTime: 0 });
        let credited = 0n;
        const sender = new WithdrawalSender(db, chain, CONFIRMATIONS);
        const watcher = new DepositWatcher(db, chain, CONFIRMATIONS);
        const settle = async () => {
          await mine(chain, CONFIRMATIONS);
          await watcher.runOnce();
          await sender.followSent();
        };

        for (const a of actions) {
          const p = 'person' in a ? people[a.person] : undefined;
          if (a.kind === 'credit' && p) {
            await creditUser(db, { userId: p.user.id, amount: parseTokens(a.amount), reason: 'model' });
            credited += parseTokens(a.amount);
          } else if (a.kind === 'deposit' && p) {
            await sendTokens(chain, p.account, chain.depositAddress, a.amount);
          } else if (a.kind === 'withdraw' && p) {
            const response = await api(walletApi.withdraw, { headers: p.headers, body: { amount: a.amount } });
            expect(response.statusCode, response.body).toBeLessThan(500);
          } else if (a.kind === 'confirm') {
            await sender.runOnce();
            await settle();
          } else if (a.kind === 'fail') {
            // The next withdrawal's transfer reverts: the hot wallet looks empty at the moment it is mined.
            const signed = await sender.signNext();
            if (signed) {
              const held = await tokenBalance(chain, hot);
              await devCall(chain, 'evm_setAccountStorageAt', [chain.token.address, slot, pad(toHex(0n))]);
              await sender.broadcast(signed);
              await devCall(chain, 'evm_setAccountStorageAt', [chain.token.address, slot, pad(toHex(held))]);
            }
            await settle();
          }
          expect(await checkLedger(db)).toEqual({ total: 0n, negative: 0, drifted: 0 });
        }

        // Let everything settle, then compare the books with the chain.
        await sender.runOnce();
        await settle();
        await sender.runOnce();
        await settle();
        const addresses = people.map((p) => p.account.address) as Address[];
        const logs = await chain.publicClient.getLogs({ address: chain.token.address, event: TRANSFER, fromBlock });
        const sum = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n);
        const received = sum(
          logs
            .filter((l) => l.args.to === chain.depositAddress && addresses.includes(l.args.from as Address))
            .map((l) => l.args.value ?? 0n),
        );
        const receipts = await Promise.all(
          logs
            .filter((l) => l.args.from === hot && addresses.includes(l.args.to as Address))
            .map(async (l) => ({ l, r: await chain.publicClient.getTransactionReceipt({ hash: l.transactionHash }) })),
        );
        const sentOut = sum(receipts.filter(({ r }) => r.status === 'success').map(({ l }) => l.args.value ?? 0n));
        const balances = sum(await Promise.all(people.map((p) => balanceOf(db, userAccount(p.user.id)))));
        const feesKept = sum(
          (
            await db.query.withdrawals.findMany({
              where: (w, { and, eq, inArray }) =>
                and(
                  eq(w.status, 'CONFIRMED'),
                  inArray(
                    w.userId,
                    people.map((p) => p.user.id),
                  ),
                ),
            })
          ).map((w) => w.fee),
        );
        expect(balances + feesKept + sentOut - received).toBe(credited);
        // And each wallet holds what it started with, minus its deposits, plus what it was sent.
        for (const p of people) {
          const paid = sum(
            receipts
              .filter(({ l, r }) => r.status === 'success' && l.args.to === p.account.address)
              .map(({ l }) => l.args.value ?? 0n),
          );
          const deposited = sum(logs.filter((l) => l.args.from === p.account.address).map((l) => l.args.value ?? 0n));
          expect(await tokenBalance(chain, p.account.address)).toBe(p.start - deposited + paid);
        }
      }),
      { numRuns: 6 },
    );
  }, 480_000);
});
