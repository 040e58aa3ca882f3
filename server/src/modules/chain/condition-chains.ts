import type { ChainInfo } from '@questboard/contract/quests';
import type { Chain, PublicClient, Transport } from 'viem';
import type { ConditionChainConfig } from '../../config-chain';
import { batchedClient, multicall3Of } from './batched-reads';
import type { ChainHandle } from './chain-handle';
import type { ChainRuntime } from './chain-runtime';

type Client = PublicClient<Transport, Chain>;

/** A chain on-chain conditions read: its public facts and its clients, opened on first use. */
export interface ReadableChain extends ChainInfo {
  /** Reads one by one (the builder's checks). */
  client(): Promise<Client>;
  /** Participants' checks: contract reads of one block asked together go as one Multicall3 call where the chain has it. */
  reader(): Promise<Client>;
}

/** Raised when a chain cannot be read (down, wrong chain id): callers say so instead of judging the condition. */
export class ChainReadFailed extends Error {}

/**
 * The chains an operator lets conditions read: the main chain (the embedded development chain by default, or
 * CHAIN_RPC_URL) and CONDITION_CHAINS. Configured chains are reached over HTTP with JSON-RPC batching; a node that
 * answers another chain id than configured is refused. Each chain's Multicall3 batches participants' reads (see
 * batched-reads.ts); a chain configured with `"multicall3": "none"` is read one by one.
 */
export class ConditionChains {
  private readonly extra = new Map<number, ReadableChain>();
  /** The main chain's batching client, per opened runtime (a chain opened again gets its own). */
  private readonly mainReaders = new WeakMap<ChainRuntime, Promise<Client>>();

  constructor(
    private readonly main: ChainHandle,
    configured: ConditionChainConfig[],
  ) {
    for (const chain of configured) this.extra.set(chain.chainId, remoteChain(chain));
  }

  private async mainChain(): Promise<ReadableChain> {
    const runtime = await this.main.get();
    const { mainName } = this.main.config.conditions;
    return {
      chainId: runtime.chainId,
      name: mainName ?? (runtime.development ? 'Questboard development chain' : `Chain ${runtime.chainId}`),
      explorerUrl: runtime.explorerUrl,
      nativeSymbol: runtime.nativeSymbol,
      client: async () => runtime.publicClient,
      reader: () => this.mainReader(runtime),
    };
  }

  private mainReader(runtime: ChainRuntime): Promise<Client> {
    let reader = this.mainReaders.get(runtime);
    if (!reader) {
      const base = runtime.publicClient;
      reader = multicall3Of(base, this.main.config.conditions.mainMulticall3).then((mc) => batchedClient(base, mc));
      reader.catch(() => this.mainReaders.delete(runtime));
      this.mainReaders.set(runtime, reader);
    }
    return reader;
  }

  /** Every readable chain; the main one only when it can be opened now. */
  async list(): Promise<ReadableChain[]> {
    const main = await this.mainChain().catch(() => null);
    return [...(main ? [main] : []), ...[...this.extra.values()].filter((c) => c.chainId !== main?.chainId)];
  }

  /** The chain with this id, or null when the operator did not configure it. */
  async find(chainId: number): Promise<ReadableChain | null> {
    const configured = this.extra.get(chainId);
    if (configured) return configured;
    const main = await this.mainChain().catch(() => null);
    return main?.chainId === chainId ? main : null;
  }
}

function remoteChain(config: ConditionChainConfig): ReadableChain {
  let opening: Promise<{ client: Client; reader: Client }> | undefined;
  const open = async () => {
    // viem loads on first use, like the rest of the chain code.
    const { createPublicClient, defineChain, http } = await import('viem');
    const chain = defineChain({
      id: config.chainId,
      name: config.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [config.rpcUrl] } },
    });
    const client = createPublicClient({
      chain,
      transport: http(config.rpcUrl, { batch: { wait: 5 }, timeout: 10_000, retryCount: 1 }),
    });
    const served = await client.getChainId();
    if (served !== config.chainId) {
      throw new ChainReadFailed(
        `${config.name} is configured as chain ${config.chainId} but its node serves ${served}`,
      );
    }
    const base = client as Client;
    return { client: base, reader: await batchedClient(base, await multicall3Of(base, config.multicall3)) };
  };
  const opened = () => {
    opening ??= open().catch((error: unknown) => {
      opening = undefined;
      throw error;
    });
    return opening;
  };
  return {
    chainId: config.chainId,
    name: config.name,
    explorerUrl: config.explorerUrl ?? null,
    nativeSymbol: 'ETH',
    client: async () => (await opened()).client,
    reader: async () => (await opened()).reader,
  };
}
