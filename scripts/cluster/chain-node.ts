// The cluster's own chain: one ganache node over HTTP that every instance reads through CHAIN_RPC_URL (the embedded
// development chain lives inside one process, so instances cannot share it), prepared as the development chain is on
// its first start (prepareNode).
import { defineChain, type Hex, http, parseEther, toHex } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { prepareNode } from './prepare-node';

const CHAIN_ID = 31_338;

export interface ChainNode {
  /** What every instance needs to use this chain. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startChainNode(opts: { blockSeconds: number }): Promise<ChainNode> {
  const { default: ganache } = await import('ganache');
  const payoutKey: Hex = generatePrivateKey();
  const deployerKey: Hex = generatePrivateKey();
  const rich = toHex(parseEther('1000000'));
  const server = ganache.server({
    logging: { quiet: true },
    chain: { chainId: CHAIN_ID, vmErrorsOnRPCResponse: false },
    miner: { blockTime: opts.blockSeconds },
    wallet: {
      accounts: [
        { secretKey: payoutKey, balance: rich },
        { secretKey: deployerKey, balance: rich },
      ],
    },
  });
  await server.listen(0, '127.0.0.1');
  const address = server.address();
  const rpcUrl = `http://127.0.0.1:${address.port}`;
  const chain = defineChain({
    id: CHAIN_ID,
    name: 'Questboard cluster chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const tokenAddress = await prepareNode({
    chain,
    transport: http(rpcUrl),
    deployerKey,
    payoutKey,
    pollingInterval: 50,
  });
  return {
    env: {
      CHAIN_RPC_URL: rpcUrl,
      CHAIN_ID: String(CHAIN_ID),
      TOKEN_ADDRESS: tokenAddress,
      PAYOUT_PRIVATE_KEY: payoutKey,
      CONFIRMATIONS: '2',
    },
    close: () => server.close(),
  };
}
