// The cluster's own chain: one ganache node over HTTP that every instance reads through CHAIN_RPC_URL (the embedded
// development chain lives inside one process, so instances cannot share it). The token is deployed from the shipped
// bytecode and the hot wallet funded, and Multicall3 placed at its usual address, as the development chain does on its
// first start.
import { TOKEN_NAME, TOKEN_SYMBOL } from '@questboard/contract/constants';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  parseEther,
  parseUnits,
  toHex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { installMulticall3 } from '../../server/src/modules/chain/multicall3';
import { questTokenBytecode } from '../../server/src/modules/chain/quest-token.bytecode';
import { tokenAbi } from '../../server/src/modules/chain/token-abi';

const CHAIN_ID = 31_338;
const HOT_WALLET_TOKENS = '1000000';

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
  const publicClient = createPublicClient({ chain, transport: http(rpcUrl) });
  await installMulticall3((args) => publicClient.request(args as never));
  const deployer = createWalletClient({ chain, account: privateKeyToAccount(deployerKey), transport: http(rpcUrl) });
  const mined = (hash: Hex) => publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  const deployed = await mined(
    await deployer.deployContract({ abi: tokenAbi, bytecode: questTokenBytecode, args: [TOKEN_NAME, TOKEN_SYMBOL] }),
  );
  const tokenAddress = deployed.contractAddress;
  if (!tokenAddress) throw new Error('the cluster token could not be deployed');
  await mined(
    await deployer.writeContract({
      address: tokenAddress,
      abi: tokenAbi,
      functionName: 'mint',
      args: [privateKeyToAccount(payoutKey).address, parseUnits(HOT_WALLET_TOKENS, 18)],
    }),
  );
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
