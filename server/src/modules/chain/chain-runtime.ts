import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  type EIP1193Provider,
  getAddress,
  type Hex,
  http,
  type PrivateKeyAccount,
  type PublicClient,
  type Transport,
  type WalletClient,
  webSocket,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ChainConfig } from '../../config-chain';
import { type DevChain, startDevChain } from './dev-chain';
import { tokenAbi } from './token-abi';

/** An open chain: clients, the hot wallet, the token, and (on the development chain) its provider and faucet. */
export interface ChainRuntime {
  chainId: number;
  development: boolean;
  publicClient: PublicClient<Transport, Chain>;
  hotWallet: { account: PrivateKeyAccount; client: WalletClient<Transport, Chain, PrivateKeyAccount> };
  token: { address: Address; symbol: string; decimals: number };
  nativeSymbol: string;
  depositAddress: Address;
  explorerUrl: string | null;
  dev?: DevChain;
  close(): Promise<void>;
}

export class DevChainRefused extends Error {}

/** Connects to the configured chain, or starts the embedded one (refused when NODE_ENV=production). */
export async function openChain(config: ChainConfig, env: string): Promise<ChainRuntime> {
  let dev: DevChain | undefined;
  let transport: Transport;
  let chainId: number;
  let payoutKey: Hex;
  let tokenAddress: Address;
  if (config.kind === 'dev') {
    if (env === 'production') {
      throw new DevChainRefused('The development chain is refused when NODE_ENV=production: set CHAIN_RPC_URL.');
    }
    dev = await startDevChain(config);
    transport = custom(dev.provider as EIP1193Provider);
    chainId = dev.chainId;
    payoutKey = dev.payoutKey;
    tokenAddress = dev.tokenAddress;
  } else {
    transport = config.rpcUrl.startsWith('ws') ? webSocket(config.rpcUrl) : http(config.rpcUrl);
    const probe = createPublicClient({ transport });
    chainId = await probe.getChainId();
    if (config.chainId !== undefined && config.chainId !== chainId) {
      throw new Error(`CHAIN_ID is ${config.chainId} but ${config.rpcUrl} serves chain ${chainId}`);
    }
    payoutKey = config.payoutKey;
    tokenAddress = getAddress(config.tokenAddress);
  }
  const chain = defineChain({
    id: chainId,
    name: dev ? 'Questboard development chain' : `chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
    // The embedded chain has Multicall3 (on-chain conditions batch reads through it); a configured one is probed there.
    ...(dev ? { contracts: { multicall3: dev.multicall3 } } : {}),
  });
  const publicClient = createPublicClient({ chain, transport, pollingInterval: dev ? 50 : 1_000 });
  const account = privateKeyToAccount(payoutKey);
  const client = createWalletClient({ chain, account, transport });
  const [symbol, decimals] = await Promise.all([
    publicClient.readContract({ address: tokenAddress, abi: tokenAbi, functionName: 'symbol' }),
    publicClient.readContract({ address: tokenAddress, abi: tokenAbi, functionName: 'decimals' }),
  ]);
  return {
    chainId,
    development: Boolean(dev),
    publicClient,
    hotWallet: { account, client },
    token: { address: tokenAddress, symbol, decimals },
    nativeSymbol: 'ETH',
    // The config checks addresses by shape only; the checksummed form is what deposits are compared with.
    depositAddress: config.depositAddress ? getAddress(config.depositAddress) : account.address,
    explorerUrl: config.explorerUrl ?? null,
    dev,
    close: async () => {
      await dev?.close();
    },
  };
}
