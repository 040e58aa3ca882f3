import type { Address, Chain, PublicClient, Transport } from 'viem';
import { hasCode, MULTICALL3_ADDRESS, type Multicall3 } from './multicall3';

type Client = PublicClient<Transport, Chain>;

/** How long a contract read waits for others of the same block before they go out together as one Multicall3 call. */
export const MULTICALL_WAIT_MS = 10;
/** The most call data one Multicall3 call carries (about 220 balanceOf reads); more reads are split over calls. */
const MULTICALL_BATCH_BYTES = 8_192;

/**
 * A chain's Multicall3: "none" as configured (reads go one by one), a configured address, the one the chain's
 * definition declares (the embedded chain's), or else the usual address when the node has code there.
 */
export async function multicall3Of(client: Client, configured?: Address | 'none'): Promise<Multicall3 | null> {
  if (configured === 'none') return null;
  if (configured) return { address: configured };
  const declared = client.chain.contracts?.multicall3;
  if (declared) return { address: declared.address, blockCreated: declared.blockCreated };
  const request = (args: { method: string; params?: unknown[] }) => client.request(args as never);
  return (await hasCode(request)) ? { address: MULTICALL3_ADDRESS } : null;
}

/**
 * A client over `base`'s connection whose contract reads of one block, asked within MULTICALL_WAIT_MS of each other,
 * become one `aggregate3` call of Multicall3 (each read may fail on its own). Without Multicall3, `base` itself: reads
 * go one by one. Reads at a block before `blockCreated` go one by one too (viem's rule).
 */
export async function batchedClient(base: Client, multicall3: Multicall3 | null): Promise<Client> {
  if (!multicall3) return base;
  const { createPublicClient, custom } = await import('viem');
  return createPublicClient({
    chain: { ...base.chain, contracts: { ...base.chain.contracts, multicall3 } },
    // base's own transport (its retries, its JSON-RPC batching) carries the requests.
    transport: custom({ request: (args) => base.request(args as never) }, { retryCount: 0 }),
    batch: { multicall: { wait: MULTICALL_WAIT_MS, batchSize: MULTICALL_BATCH_BYTES } },
  }) as Client;
}

/**
 * `address`'s coin balance at `block`: through Multicall3's getEthBalance when the client batches (so many people's
 * balances go as one call), else eth_getBalance.
 */
export async function nativeBalanceOf(client: Client, address: Address, block: bigint): Promise<bigint> {
  const multicall3 = client.chain.contracts?.multicall3;
  const since = multicall3?.blockCreated;
  if (client.batch?.multicall && multicall3 && (since === undefined || block >= BigInt(since))) {
    const { multicall3Abi } = await import('viem');
    return client.readContract({
      address: multicall3.address,
      abi: multicall3Abi,
      functionName: 'getEthBalance',
      args: [address],
      blockNumber: block,
    });
  }
  return client.getBalance({ address, blockNumber: block });
}

/** Whether a read failed because the contract called answered no data (no code at that address and block). */
export async function answeredNothing(error: unknown): Promise<boolean> {
  const { AbiDecodingZeroDataError, BaseError } = await import('viem');
  return error instanceof BaseError && Boolean(error.walk((cause) => cause instanceof AbiDecodingZeroDataError));
}
