import { and, asc, eq, sum } from 'drizzle-orm';
import { encodeFunctionData, type Hex, keccak256, parseEther } from 'viem';
import type { Database } from '../../db/client';
import { type WithdrawalRow, withdrawals } from '../../db/schema/chain';
import { inTransaction, transfer, treasury, userAccount } from '../ledger/ledger.module';
import type { ChainRuntime } from './chain-runtime';
import { lockState, withdrawalsPaused, writeState } from './chain-state';
import { toChainUnits } from './chain-units';
import { inFlight, withdrawalFeeAccount } from './money-accounts';
import { tokenAbi } from './token-abi';

/** Coins kept back in the hot wallet to pay gas. */
const GAS_RESERVE = parseEther('0.01');
const TOKEN_GAS = 100_000n;
const NATIVE_GAS = 21_000n;

export interface SenderEvents {
  /** A withdrawal changed state (after its transaction committed). */
  changed(row: WithdrawalRow): void;
}

/**
 * Sends queued withdrawals from the hot wallet. Each step commits before the next one touches the chain:
 * the signed transaction (with its nonce) is stored as SENT before it is broadcast, so a process killed at any
 * moment re-broadcasts that same transaction and never signs a second one. Confirmation and failure each move
 * the held money once (ledger keys per withdrawal).
 */
export class WithdrawalSender {
  constructor(
    private readonly db: Database,
    private readonly chain: ChainRuntime,
    private readonly confirmations: number,
    private readonly events: SenderEvents = { changed: () => undefined },
  ) {}

  /** One round: sign and broadcast what the hot wallet can cover, then follow what was sent. */
  async runOnce(): Promise<void> {
    for (;;) {
      const signed = await this.signNext();
      if (!signed) break;
      await this.broadcast(signed);
    }
    await this.followSent();
  }

  /** Signs the oldest waiting withdrawal and stores it as SENT; null when none waits or the wallet cannot cover it. */
  async signNext(): Promise<WithdrawalRow | null> {
    if (await withdrawalsPaused(this.db)) return null;
    const { chain } = this;
    const [next] = await this.db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.chainId, chain.chainId), eq(withdrawals.status, 'REQUESTED')))
      .orderBy(asc(withdrawals.requestedAt), asc(withdrawals.id))
      .limit(1);
    if (!next || !(await this.walletCovers(next))) return null;
    const fees = await chain.publicClient.estimateFeesPerGas();
    const from = chain.hotWallet.account.address;
    const row = await inTransaction(this.db, async (tx) => {
      const [locked] = await tx
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.id, next.id), eq(withdrawals.status, 'REQUESTED')))
        .for('update', { skipLocked: true });
      if (!locked) return null;
      const nonceKey = `nonce:${chain.chainId}:${from}`;
      const nonce = Number(
        await lockState(tx, nonceKey, async () =>
          String(await chain.publicClient.getTransactionCount({ address: from, blockTag: 'pending' })),
        ),
      );
      const request =
        locked.asset === 'TOKEN'
          ? {
              to: chain.token.address,
              data: encodeFunctionData({
                abi: tokenAbi,
                functionName: 'transfer',
                args: [locked.toAddress as Hex, toChainUnits(locked.amount, chain.token.decimals)],
              }),
              value: 0n,
              gas: TOKEN_GAS,
            }
          : { to: locked.toAddress as Hex, value: locked.amount, gas: NATIVE_GAS };
      const rawTx = await chain.hotWallet.account.signTransaction({
        ...request,
        type: 'eip1559',
        chainId: chain.chainId,
        nonce,
        maxFeePerGas: fees.maxFeePerGas,
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
      });
      await writeState(tx, nonceKey, String(nonce + 1));
      const [sent] = await tx
        .update(withdrawals)
        .set({ status: 'SENT', fromAddress: from, nonce, rawTx, txHash: keccak256(rawTx), sentAt: new Date() })
        .where(eq(withdrawals.id, locked.id))
        .returning();
      return sent ?? null;
    });
    if (row) this.events.changed(row);
    return row;
  }

  /** Hands the stored transaction to the chain; "already known" and the like are fine, followSent sorts it out. */
  async broadcast(row: WithdrawalRow): Promise<void> {
    if (!row.rawTx) return;
    await this.chain.publicClient
      .sendRawTransaction({ serializedTransaction: row.rawTx as Hex })
      .catch(() => undefined);
  }

  /** Confirms, fails (refunding once) or re-broadcasts each SENT withdrawal. */
  async followSent(): Promise<void> {
    const { chain } = this;
    const sent = await this.db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.chainId, chain.chainId), eq(withdrawals.status, 'SENT')))
      .orderBy(asc(withdrawals.nonce));
    if (sent.length === 0) return;
    const head = await chain.publicClient.getBlockNumber({ cacheTime: 0 });
    for (const row of sent) {
      const hash = row.txHash as Hex;
      const receipt = await chain.publicClient.getTransactionReceipt({ hash }).catch(() => null);
      if (receipt) {
        if (head - receipt.blockNumber + 1n < BigInt(this.confirmations)) continue;
        if (receipt.status === 'success') await this.settle(row, 'CONFIRMED');
        else await this.settle(row, 'FAILED', 'the transfer was reverted on chain');
        continue;
      }
      const known = await chain.publicClient.getTransaction({ hash }).catch(() => null);
      if (known) continue;
      const mined = await chain.publicClient.getTransactionCount({ address: chain.hotWallet.account.address });
      if (row.nonce !== null && mined > row.nonce) {
        await this.settle(row, 'FAILED', 'the transaction was dropped and its nonce used by another');
      } else {
        await this.broadcast(row);
      }
    }
  }

  private async settle(row: WithdrawalRow, status: 'CONFIRMED' | 'FAILED', reason?: string) {
    const asset = row.asset as 'TOKEN' | 'NATIVE';
    const done = await inTransaction(this.db, async (tx) => {
      const [updated] = await tx
        .update(withdrawals)
        .set(
          status === 'CONFIRMED'
            ? { status, confirmedAt: new Date() }
            : { status, failedAt: new Date(), failureReason: reason ?? null },
        )
        .where(and(eq(withdrawals.id, row.id), eq(withdrawals.status, 'SENT')))
        .returning();
      if (!updated) return null;
      if (status === 'CONFIRMED') {
        // The tokens left the platform: out of "in flight" and out of the ledger's books.
        await transfer(tx, {
          key: `withdraw-out:${row.id}`,
          from: inFlight(asset),
          to: treasury(asset),
          amount: row.amount,
          reason: 'WITHDRAW',
          memo: row.txHash ?? undefined,
        });
      } else {
        const to = userAccount(row.userId, asset);
        await transfer(tx, {
          key: `withdraw-refund:${row.id}`,
          from: inFlight(asset),
          to,
          amount: row.amount,
          reason: 'REFUND',
        });
        if (row.fee > 0n) {
          await transfer(tx, {
            key: `withdraw-refund-fee:${row.id}`,
            from: withdrawalFeeAccount(asset),
            to,
            amount: row.fee,
            reason: 'REFUND',
            memo: 'withdrawal fee',
          });
        }
      }
      return updated;
    });
    if (done) this.events.changed(done);
  }

  /** The hot wallet holds this withdrawal plus everything already sent and not yet settled, and gas. */
  private async walletCovers(row: WithdrawalRow): Promise<boolean> {
    const { chain } = this;
    const address = chain.hotWallet.account.address;
    const [pending] = await this.db
      .select({ total: sum(withdrawals.amount) })
      .from(withdrawals)
      .where(
        and(eq(withdrawals.chainId, chain.chainId), eq(withdrawals.status, 'SENT'), eq(withdrawals.asset, row.asset)),
      );
    const owed = row.amount + BigInt(pending?.total ?? '0');
    const coins = await chain.publicClient.getBalance({ address });
    if (row.asset === 'NATIVE') return coins >= owed + GAS_RESERVE;
    if (coins < GAS_RESERVE) return false;
    const tokens = await chain.publicClient.readContract({
      address: chain.token.address,
      abi: tokenAbi,
      functionName: 'balanceOf',
      args: [address],
    });
    return tokens >= toChainUnits(owed, chain.token.decimals);
  }
}
