import { ERROR_CODES } from '@questboard/contract/errors';
import type { Address, Chain, PublicClient, Transport } from 'viem';
import { AppError } from '../../lib/app-error';
import { ChainReadCache } from './chain-read-cache';
import type { ConditionChains, ReadableChain } from './condition-chains';
import { firstBlockWhere } from './first-block';

type Client = PublicClient<Transport, Chain>;

/** How long "no transaction yet" is believed at most: the person may send their first one any moment. */
const NONE_KEPT_MS = 30_000;
/**
 * How long a "none yet" stays known to the risk signal (knownFirstTransaction): read when the address is proven or
 * the person starts a quest, it spares the claim a chain read. Believing it longer only errs strict (no history
 * weighs more than a recent one); a person who sees their own score reads it afresh.
 */
const NONE_KNOWN_MS = 3_600_000;
const FIRST_KEPT_MAX = 100_000;

const unreadable = (chain: string) =>
  new AppError(503, ERROR_CODES.SERVICE_UNAVAILABLE, `${chain} cannot be read right now. Try again soon.`);

/**
 * A proven address's history on one of the operator's chains (issue 41's wallet rules and risk signal): when it sent
 * its first transaction, how many it sent, what it holds. The first transaction is found without scanning blocks:
 * an address's nonce only grows, so a binary search over block numbers of `eth_getTransactionCount(address, block)`
 * finds the first block where it is above 0 in about log2(height) reads (the node must serve state at old blocks, as
 * archive nodes and the embedded chain do), then that block's time. Once found it never changes and is kept; "none
 * yet" is kept CHAIN_READ_CACHE_MS (30 s at most). Counts and balances go through the brief cache of CHAIN_READ_CACHE_MS.
 */
export class WalletHistory {
  private readonly brief: ChainReadCache;
  private readonly none: ChainReadCache;
  private readonly first = new Map<string, Date>();
  /** When each address was last read without any transaction (ms). */
  private readonly noneSeen = new Map<string, number>();
  /** Chain reads made (the figure of docs/eligibility.md: about log2(height) for a first transaction). */
  reads = 0;

  constructor(
    private readonly chains: ConditionChains,
    cacheMs: number,
  ) {
    this.brief = new ChainReadCache(cacheMs);
    this.none = new ChainReadCache(Math.min(cacheMs, NONE_KEPT_MS));
  }

  /** The chain with this id, or null when the operator does not configure it. */
  chain(chainId: number): Promise<ReadableChain | null> {
    return this.chains.find(chainId);
  }

  /** The main chain's id (the risk signal reads it), or null when it cannot be opened now. */
  async mainChainId(): Promise<number | null> {
    const [main] = await this.chains.list();
    return main?.chainId ?? null;
  }

  /** When `address` sent its first transaction on the chain; null when it has sent none yet. */
  async firstTransaction(chainId: number, address: Address): Promise<Date | null> {
    const key = `${chainId}:${address.toLowerCase()}`;
    const known = this.first.get(key);
    if (known) return known;
    return this.none.read(key, () =>
      this.withClient(chainId, async (client) => {
        const found = await this.searchFirst(client, address);
        if (found) {
          if (this.first.size >= FIRST_KEPT_MAX) this.first.clear();
          this.first.set(key, found);
          this.noneSeen.delete(key);
        } else {
          if (this.noneSeen.size >= FIRST_KEPT_MAX) this.noneSeen.clear();
          this.noneSeen.set(key, Date.now());
        }
        return found;
      }),
    );
  }

  /**
   * The first transaction's time if it was already read, null when the address was read without any in the last
   * hour, undefined when neither (no chain read).
   */
  knownFirstTransaction(chainId: number, address: Address): Date | null | undefined {
    const key = `${chainId}:${address.toLowerCase()}`;
    const found = this.first.get(key);
    if (found) return found;
    const seen = this.noneSeen.get(key);
    return seen !== undefined && Date.now() - seen < NONE_KNOWN_MS ? null : undefined;
  }

  /**
   * Reads the main chain's first transaction of `address` in the background, so that a later claim finds it known:
   * called when an address is proven and when its owner starts a quest with a maximum risk score.
   */
  learn(address: Address): void {
    void this.mainChainId()
      .then((chainId) => (chainId === null ? null : this.firstTransaction(chainId, address)))
      .catch(() => undefined);
  }

  /** Transactions `address` sent (its nonce now). */
  transactionCount(chainId: number, address: Address): Promise<number> {
    return this.brief.read(`${chainId}:nonce:${address.toLowerCase()}`, () =>
      this.withClient(chainId, (client) => this.count(client, address)),
    );
  }

  /** Balance in base units of the native coin, or with `token` of that ERC-20. */
  balance(chainId: number, address: Address, token?: Address): Promise<bigint> {
    const key = `${chainId}:balance:${token?.toLowerCase() ?? 'native'}:${address.toLowerCase()}`;
    return this.brief.read(key, () =>
      this.withClient(chainId, async (client) => {
        this.reads++;
        if (!token) return client.getBalance({ address });
        const { erc20Abi } = await import('viem');
        return client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] });
      }),
    );
  }

  /** An ERC-20's symbol and decimals (the builder stores them with a WALLET_BALANCE rule); null: not an ERC-20. */
  async token(chainId: number, token: Address): Promise<{ symbol: string; decimals: number } | null> {
    return this.withClient(chainId, async (client) => {
      const { erc20Abi } = await import('viem');
      const decimals = await client
        .readContract({ address: token, abi: erc20Abi, functionName: 'decimals' })
        .catch(() => null);
      if (decimals === null) return null;
      const symbol = await client
        .readContract({ address: token, abi: erc20Abi, functionName: 'symbol' })
        .catch(() => '');
      return { symbol, decimals };
    });
  }

  private async count(client: Client, address: Address, blockNumber?: bigint): Promise<number> {
    this.reads++;
    return client.getTransactionCount(blockNumber === undefined ? { address } : { address, blockNumber });
  }

  private async searchFirst(client: Client, address: Address): Promise<Date | null> {
    this.reads++;
    const head = await client.getBlockNumber({ cacheTime: 0 });
    if ((await this.count(client, address, head)) === 0) return null;
    const first = await firstBlockWhere(head, async (n) => (await this.count(client, address, n)) > 0);
    this.reads++;
    const block = await client.getBlock({ blockNumber: first });
    return new Date(Number(block.timestamp) * 1000);
  }

  private async withClient<T>(chainId: number, read: (client: Client) => Promise<T>): Promise<T> {
    const chain = await this.chains.find(chainId);
    if (!chain) {
      throw new AppError(
        503,
        ERROR_CODES.SERVICE_UNAVAILABLE,
        'This quest reads a chain this site no longer reads: ask the brand to review it.',
      );
    }
    const client = await chain.client().catch(() => {
      throw unreadable(chain.name);
    });
    try {
      return await read(client);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw unreadable(chain.name);
    }
  }
}
