import { TOKEN_NAME, TOKEN_SYMBOL } from '@questboard/contract/constants';
import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  type Hex,
  parseUnits,
  type Transport,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { installMulticall3 } from '../../server/src/modules/chain/multicall3';
import { questTokenBytecode } from '../../server/src/modules/chain/quest-token.bytecode';
import { tokenAbi } from '../../server/src/modules/chain/token-abi';

const HOT_WALLET_TOKENS = '1000000';

/**
 * What a fresh node needs before Questboard can use it, as the development chain does on its first start: Multicall3
 * at its usual address, the token deployed from the shipped bytecode by `deployerKey`, and the hot wallet of
 * `payoutKey` fed with tokens. Answers the token's address.
 */
export async function prepareNode(opts: {
  chain: Chain;
  transport: Transport;
  deployerKey: Hex;
  payoutKey: Hex;
  pollingInterval: number;
}): Promise<Address> {
  const { chain, transport } = opts;
  const publicClient = createPublicClient({ chain, transport });
  await installMulticall3((args) => publicClient.request(args as never));
  const deployer = createWalletClient({ chain, account: privateKeyToAccount(opts.deployerKey), transport });
  const mined = (hash: Hex) => publicClient.waitForTransactionReceipt({ hash, pollingInterval: opts.pollingInterval });
  const deployed = await mined(
    await deployer.deployContract({ abi: tokenAbi, bytecode: questTokenBytecode, args: [TOKEN_NAME, TOKEN_SYMBOL] }),
  );
  const tokenAddress = deployed.contractAddress;
  if (!tokenAddress) throw new Error(`the ${chain.name} token could not be deployed`);
  await mined(
    await deployer.writeContract({
      address: tokenAddress,
      abi: tokenAbi,
      functionName: 'mint',
      args: [privateKeyToAccount(opts.payoutKey).address, parseUnits(HOT_WALLET_TOKENS, 18)],
    }),
  );
  return tokenAddress;
}
