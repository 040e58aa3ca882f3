import type { ConditionAction } from '@questboard/contract/conditions';
import { ERROR_CODES } from '@questboard/contract/errors';
import type { Address, Chain, PublicClient, Transport } from 'viem';
import type { ConditionReadsConfig } from '../../config-chain';
import type { ConditionParamsValue } from '../../db/schema/quests';
import { AppError } from '../../lib/app-error';
import { answeredNothing, nativeBalanceOf } from './batched-reads';
import { ChainReadCache } from './chain-read-cache';
import type { ConditionChains, ReadableChain } from './condition-chains';
import { parseEvent } from './condition-inspector';
import { firstBlockWhere } from './first-block';

type Client = PublicClient<Transport, Chain>;
/** What a check found: met, or not with what was read and what is missing. */
export type ChainCheck = { met: true; note: null } | { met: false; note: string };

/** The most eth_getLogs ranges one check asks for; a longer history is searched on by the next checks. */
const LOG_RANGES_PER_CHECK = 20;

const short = (address: Address) => `${address.slice(0, 6)}…${address.slice(-4)}`;
const unreadable = (chain: string) =>
  new AppError(503, ERROR_CODES.SERVICE_UNAVAILABLE, `${chain} cannot be read right now. Try again soon.`);

const HEAD_KEPT_MS = 1000;

/** viem, loaded on first use like the rest of the chain code, and then held: an import per check cost ~0.1 ms each. */
let viemModule: Promise<typeof import('viem')> | undefined;
const viem = () => {
  viemModule ??= import('viem');
  return viemModule;
};

/**
 * Checks on-chain conditions at a participant's proven address, reading the chain through a brief cache (the same
 * read within CHAIN_READ_CACHE_MS, or under way, is made once) and the chain's batching reader (balances of many
 * people read together go as one Multicall3 call, see batched-reads.ts). A read that leaves a condition unmet is not reused,
 * nor the head it was read at: the person checks again after acting (receiving tokens) and must see the new state. Contract events are found with eth_getLogs over
 * ranges of at most CHAIN_LOG_RANGE blocks from the quest's start, filtered on the person's indexed argument; what
 * was searched in vain is remembered, so the next check only asks for the newer blocks.
 */
export class ConditionChecks {
  private readonly cache: ChainReadCache;
  /** The chain's head, for at most a second: reads at an older head would miss what the person just received. */
  private readonly heads: ChainReadCache;
  /** Per event filter and address: the last block searched without finding it. */
  private readonly searched = new Map<string, bigint>();
  /** Per chain and time: the first block at or after it (never changes once found). */
  private readonly blockAt = new Map<string, bigint>();

  constructor(
    private readonly chains: ConditionChains,
    private readonly config: ConditionReadsConfig,
  ) {
    this.cache = new ChainReadCache(config.cacheMs);
    this.heads = new ChainReadCache(Math.min(config.cacheMs, HEAD_KEPT_MS));
  }

  async check(
    action: ConditionAction,
    params: ConditionParamsValue,
    address: Address,
    since: Date,
  ): Promise<ChainCheck> {
    const chain = params.chainId === undefined ? null : await this.chains.find(params.chainId);
    if (!chain) {
      return { met: false, note: 'This quest reads a chain this site no longer reads: ask the brand to change it.' };
    }
    const [client, reader] = await Promise.all([chain.client(), chain.reader()]).catch(() => {
      throw unreadable(chain.name);
    });
    try {
      switch (action) {
        case 'HOLD_TOKEN':
          return await this.holdToken(reader, chain, params, address);
        case 'NATIVE_BALANCE':
          return await this.nativeBalance(reader, chain, params, address);
        case 'HOLD_NFT':
          return await this.holdNft(reader, chain, params, address);
        case 'CONTRACT_EVENT':
          return await this.contractEvent(client, chain, params, address, since);
        default:
          throw new Error(`${action} is not an on-chain action`);
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw unreadable(chain.name);
    }
  }

  /** Forgets a read that left a condition unmet, and the head it was read at (see the class comment). */
  private forget(chain: ReadableChain, key: string): void {
    this.cache.forget(key);
    this.heads.forget(`${chain.chainId}:head`);
  }

  private head(chain: ReadableChain, client: Client): Promise<bigint> {
    return this.heads.read(`${chain.chainId}:head`, () => client.getBlockNumber({ cacheTime: 0 }));
  }

  private async holdToken(client: Client, chain: ReadableChain, params: ConditionParamsValue, address: Address) {
    const { erc20Abi, formatUnits, parseUnits } = await viem();
    const contract = params.contract as Address;
    const decimals = params.decimals ?? 18;
    const symbol = params.symbol || 'tokens';
    const key = `${chain.chainId}:erc20:${contract}:${address}:${params.atBlock ?? 'now'}`;
    const { balance, block } = await this.cache.read(key, async () => {
      const block = params.atBlock === undefined ? await this.head(chain, client) : BigInt(params.atBlock);
      const read = (reader: Client) =>
        reader.readContract({
          address: contract,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address],
          blockNumber: block,
        });
      // A snapshot older than the chain's Multicall3 (where its first block is unknown) finds no code there: asked alone.
      const balance = await read(client).catch(async (error: unknown) => {
        if (params.atBlock === undefined || !(await answeredNothing(error))) throw error;
        return read(await chain.client());
      });
      return { balance, block };
    });
    const needed = parseUnits(params.minAmount ?? '0', decimals);
    if (balance >= needed) return { met: true, note: null } as const;
    this.forget(chain, key);
    const read = `${formatUnits(balance, decimals)} ${symbol}`;
    return {
      met: false,
      note:
        `${short(address)} held ${read} at block ${block} on ${chain.name}` +
        `${params.atBlock === undefined ? '' : ' (the snapshot)'}: ${params.minAmount} ${symbol} needed, ` +
        `${formatUnits(needed - balance, decimals)} ${symbol} missing.`,
    } as const;
  }

  private async nativeBalance(client: Client, chain: ReadableChain, params: ConditionParamsValue, address: Address) {
    const { formatEther, parseEther } = await viem();
    const key = `${chain.chainId}:native:${address}`;
    const { balance, block } = await this.cache.read(key, async () => {
      const block = await this.head(chain, client);
      return { balance: await nativeBalanceOf(client, address, block), block };
    });
    const needed = parseEther(params.minAmount ?? '0');
    if (balance >= needed) return { met: true, note: null } as const;
    this.forget(chain, key);
    const symbol = chain.nativeSymbol;
    return {
      met: false,
      note:
        `${short(address)} held ${formatEther(balance)} ${symbol} at block ${block} on ${chain.name}: ` +
        `${params.minAmount} ${symbol} needed, ${formatEther(needed - balance)} ${symbol} missing.`,
    } as const;
  }

  private async holdNft(client: Client, chain: ReadableChain, params: ConditionParamsValue, address: Address) {
    const { erc721Abi, erc1155Abi } = await viem();
    const contract = params.contract as Address;
    const tokenId = params.tokenId === undefined ? undefined : BigInt(params.tokenId);
    const name = params.symbol || short(contract);
    const key = `${chain.chainId}:nft:${contract}:${address}:${params.tokenId ?? 'any'}`;
    const { held, block } = await this.cache.read(key, async () => {
      const block = await this.head(chain, client);
      if (params.standard === 'ERC1155') {
        const balance = await client.readContract({
          address: contract,
          abi: erc1155Abi,
          functionName: 'balanceOf',
          args: [address, tokenId ?? 0n],
          blockNumber: block,
        });
        return { held: balance, block };
      }
      if (tokenId !== undefined) {
        const owner = await client
          .readContract({
            address: contract,
            abi: erc721Abi,
            functionName: 'ownerOf',
            args: [tokenId],
            blockNumber: block,
          })
          .catch(() => null);
        return { held: owner?.toLowerCase() === address.toLowerCase() ? 1n : 0n, block };
      }
      const balance = await client.readContract({
        address: contract,
        abi: erc721Abi,
        functionName: 'balanceOf',
        args: [address],
        blockNumber: block,
      });
      return { held: balance, block };
    });
    if (held > 0n) return { met: true, note: null } as const;
    this.forget(chain, key);
    const which = tokenId === undefined ? `a ${name} token` : `${name} #${tokenId}`;
    return {
      met: false,
      note: `${short(address)} held no ${tokenId === undefined ? `${name} token` : which} at block ${block} on ${chain.name}: ${which} is needed.`,
    } as const;
  }

  /** The first block mined at or after `time` (binary search over block times, remembered). */
  private async firstBlockAfter(client: Client, chain: ReadableChain, time: Date): Promise<bigint> {
    const seconds = BigInt(Math.floor(time.getTime() / 1000));
    const key = `${chain.chainId}:${seconds}`;
    const known = this.blockAt.get(key);
    if (known !== undefined) return known;
    const head = await this.head(chain, client);
    const timeOf = async (n: bigint) => (await client.getBlock({ blockNumber: n })).timestamp;
    if ((await timeOf(head)) < seconds) return head + 1n; // not remembered: blocks after it are still to come
    const first = await firstBlockWhere(head, async (n) => (await timeOf(n)) >= seconds);
    this.blockAt.set(key, first);
    return first;
  }

  private async contractEvent(
    client: Client,
    chain: ReadableChain,
    params: ConditionParamsValue,
    address: Address,
    since: Date,
  ): Promise<ChainCheck> {
    const event = await parseEvent(params.event ?? '');
    if (!event || !params.personArg) throw new Error('a CONTRACT_EVENT condition without its event');
    const contract = params.contract as Address;
    const memo = `${chain.chainId}:${contract}:${params.event}:${params.personArg}:${address}:${since.getTime()}`;
    const key = `${memo}:event`;
    const found = await this.cache.read(key, async (): Promise<ChainCheck> => {
      const head = await this.head(chain, client);
      const start = this.searched.has(memo)
        ? (this.searched.get(memo) as bigint) + 1n
        : await this.firstBlockAfter(client, chain, since);
      const range = BigInt(this.config.logRange);
      let from = start;
      for (let asked = 0; from <= head && asked < LOG_RANGES_PER_CHECK; asked++) {
        const to = from + range - 1n < head ? from + range - 1n : head;
        const logs = await client.getLogs({
          address: contract,
          event,
          args: { [params.personArg as string]: address },
          fromBlock: from,
          toBlock: to,
          strict: false,
        } as Parameters<Client['getLogs']>[0]);
        if (logs.length > 0) return { met: true, note: null };
        if (this.searched.size >= 100_000) this.searched.clear();
        this.searched.set(memo, to);
        from = to + 1n;
      }
      const name = event.name;
      if (from <= head) {
        return {
          met: false,
          note:
            `No ${name} event of ${short(contract)} names ${short(address)} as ${params.personArg} in blocks ` +
            `${start}–${from - 1n} on ${chain.name} yet; blocks up to ${head} are searched on the next check.`,
        };
      }
      return {
        met: false,
        note:
          `No ${name} event of ${short(contract)} names ${short(address)} as ${params.personArg} since the quest ` +
          `started (blocks ${start < head ? start : head}–${head} on ${chain.name}).`,
      };
    });
    if (!found.met) this.forget(chain, key);
    return found;
  }
}
