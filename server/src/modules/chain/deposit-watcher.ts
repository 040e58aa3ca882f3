import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { getAddress, parseAbiItem } from 'viem';
import type { Database } from '../../db/client';
import { type ChainDepositRow, chainDeposits } from '../../db/schema/chain';
import { DomainEvents } from '../../events/domain-event-bus';
import type { ChainRuntime } from './chain-runtime';
import { readState, writeState } from './chain-state';
import { fromChainUnits } from './chain-units';
import { creditDeposit } from './deposit-credit';
import { ownersOfSenders } from './deposit-senders';

const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');
/** Blocks read per round, so one round stays short on a long catch-up. */
const MAX_RANGE = 500n;

export interface WatcherEvents {
  /** A deposit was credited to this user (after commit). */
  credited(userId: string): void;
  /** Something about deposits changed (seen, confirmations, credited). */
  progressed(userIds: string[]): void;
}

/**
 * Follows the chain for transfers to the deposit address: token Transfer logs and native coin transactions,
 * from the last block it stored. Each is stored once per (chain id, tx hash, log index) and credited once it has
 * enough confirmations and its block is still on the chain; a transfer from an address nobody proved waits as
 * UNMATCHED for the operator.
 */
export class DepositWatcher {
  constructor(
    private readonly db: Database,
    private readonly chain: ChainRuntime,
    private readonly confirmations: number,
    private readonly events: WatcherEvents = { credited: () => undefined, progressed: () => undefined },
    /** Hears 'deposit.credited' in the transaction of each credit. */
    private readonly domainEvents: Pick<DomainEvents, 'record'> = DomainEvents.none(),
  ) {}

  private get cursorKey() {
    return `deposits:${this.chain.chainId}:${this.chain.depositAddress}`;
  }

  /** The newest block the watcher has read (confirmations are counted from it). */
  async head(): Promise<number> {
    return Number((await readState(this.db, `head:${this.chain.chainId}`)) ?? '0');
  }

  /** One round: read new blocks, then credit what is confirmed. */
  async runOnce(): Promise<void> {
    const { publicClient } = this.chain;
    const head = await publicClient.getBlockNumber({ cacheTime: 0 });
    const stored = await readState(this.db, this.cursorKey);
    let from = stored === undefined ? (this.chain.development ? 0n : head) : BigInt(stored) + 1n;
    while (from <= head) {
      const to = from + MAX_RANGE - 1n < head ? from + MAX_RANGE - 1n : head;
      await this.scan(from, to);
      await writeState(this.db, this.cursorKey, String(to));
      from = to + 1n;
    }
    await writeState(this.db, `head:${this.chain.chainId}`, String(head));
    await this.confirm(head);
  }

  private async scan(fromBlock: bigint, toBlock: bigint) {
    const { publicClient, token, depositAddress } = this.chain;
    const seen: Omit<typeof chainDeposits.$inferInsert, 'chainId'>[] = [];
    const logs = await publicClient.getLogs({
      address: token.address,
      event: TRANSFER,
      args: { to: depositAddress },
      fromBlock,
      toBlock,
    });
    for (const log of logs) {
      if (log.removed || !log.transactionHash || !log.blockHash || log.logIndex === null) continue;
      const value = log.args.value ?? 0n;
      if (value === 0n || !log.args.from) continue;
      seen.push({
        txHash: log.transactionHash,
        logIndex: log.logIndex,
        asset: 'TOKEN',
        fromAddress: getAddress(log.args.from),
        toAddress: depositAddress,
        amount: fromChainUnits(value, token.decimals),
        blockNumber: Number(log.blockNumber),
        blockHash: log.blockHash,
      });
    }
    for (let n = fromBlock; n <= toBlock; n++) {
      const block = await publicClient.getBlock({ blockNumber: n, includeTransactions: true });
      for (const tx of block.transactions) {
        if (!tx.to || getAddress(tx.to) !== depositAddress || tx.value === 0n || !block.hash) continue;
        const receipt = await publicClient.getTransactionReceipt({ hash: tx.hash });
        if (receipt.status !== 'success') continue;
        seen.push({
          txHash: tx.hash,
          logIndex: -1,
          asset: 'NATIVE',
          fromAddress: getAddress(tx.from),
          toAddress: depositAddress,
          amount: tx.value,
          blockNumber: Number(n),
          blockHash: block.hash,
        });
      }
    }
    if (seen.length === 0) return;
    const rows = seen.map((row) => ({ ...row, chainId: this.chain.chainId }));
    // A transfer dropped by a reorg and mined again comes back to PENDING with its new block.
    await this.db
      .insert(chainDeposits)
      .values(rows)
      .onConflictDoUpdate({
        target: [chainDeposits.chainId, chainDeposits.txHash, chainDeposits.logIndex],
        set: {
          status: 'PENDING',
          blockNumber: sql`excluded.block_number`,
          blockHash: sql`excluded.block_hash`,
        },
        setWhere: sql`${chainDeposits.status} = 'REORGED'`,
      });
    this.events.progressed(await this.ownersOf(rows.map((r) => r.fromAddress)));
  }

  private async confirm(head: bigint) {
    const deepEnough = Number(head) - this.confirmations + 1;
    const ready = await this.db
      .select()
      .from(chainDeposits)
      .where(
        and(
          eq(chainDeposits.chainId, this.chain.chainId),
          eq(chainDeposits.status, 'PENDING'),
          lte(chainDeposits.blockNumber, deepEnough),
        ),
      )
      .orderBy(asc(chainDeposits.blockNumber));
    for (const row of ready) {
      const block = await this.chain.publicClient.getBlock({ blockNumber: BigInt(row.blockNumber) }).catch(() => null);
      if (block?.hash !== row.blockHash) {
        await this.db.update(chainDeposits).set({ status: 'REORGED' }).where(eq(chainDeposits.id, row.id));
        // Read those blocks again: the transfer may have been mined in another block.
        const back = String(Math.max(-1, row.blockNumber - 1));
        const cursor = Number((await readState(this.db, this.cursorKey)) ?? '0');
        if (Number(back) < cursor) await writeState(this.db, this.cursorKey, back);
        continue;
      }
      await this.credit(row);
    }
  }

  /**
   * Credits a confirmed deposit to the user who proved its sender address (or whose development wallet sent it),
   * once; UNMATCHED when nobody did.
   */
  private async credit(row: ChainDepositRow): Promise<void> {
    const owner = (await this.ownersOf([row.fromAddress]))[0];
    const credited = await creditDeposit(this.db, row, owner ?? null, 'PENDING', this.domainEvents);
    if (credited && owner) this.events.credited(owner);
  }

  private async ownersOf(addresses: string[]): Promise<string[]> {
    const owners = await ownersOfSenders(this.db, this.chain.chainId, addresses);
    return [...new Set(addresses.flatMap((address) => owners.get(address.toLowerCase()) ?? []))];
  }
}
