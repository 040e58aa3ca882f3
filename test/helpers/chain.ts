import { walletApi } from '@questboard/contract/wallet';
import type { FastifyInstance } from 'fastify';
import { type Address, createWalletClient, custom, type Hex, type PrivateKeyAccount, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { ChainRuntime } from '../../server/src/modules/chain/chain-runtime';
import { tokenAbi } from '../../server/src/modules/chain/token-abi';
import { callEndpoint } from './api';

/** The app's embedded development chain (tests run on it, as they run on PGlite). */
export async function devChainOf(
  app: FastifyInstance,
): Promise<ChainRuntime & { dev: NonNullable<ChainRuntime['dev']> }> {
  const chain = await app.services.chain.get();
  if (!chain.dev) throw new Error('tests expect the embedded development chain');
  return chain as ChainRuntime & { dev: NonNullable<ChainRuntime['dev']> };
}

/** Mines `blocks` empty blocks. */
export async function mine(chain: ChainRuntime, blocks = 1): Promise<void> {
  for (let i = 0; i < blocks; i++)
    await chain.dev?.provider.request({ method: 'evm_mine' as never, params: [] as never });
}

/** Calls a development-chain method (evm_snapshot, evm_revert, evm_setAccountStorageAt…). */
export function devCall(chain: ChainRuntime, method: string, params: unknown[] = []): Promise<unknown> {
  return chain.dev?.provider.request({ method: method as never, params: params as never }) as Promise<unknown>;
}

/** Signs the server's SIWE challenge with a (new) key and proves the address; answers the account. */
export async function proveAddress(
  app: FastifyInstance,
  headers: Record<string, string>,
  account: PrivateKeyAccount = privateKeyToAccount(generatePrivateKey()),
): Promise<PrivateKeyAccount> {
  const challenge = await callEndpoint(app, walletApi.challenge, { headers, body: { address: account.address } });
  const { message } = challenge.json() as { message: string };
  const signature = await account.signMessage({ message });
  const proved = await callEndpoint(app, walletApi.prove, { headers, body: { message, signature } });
  if (proved.statusCode !== 200) throw new Error(`prove failed: ${proved.body}`);
  return account;
}

/** Sends `amount` whole tokens from the account on chain (it needs coins for gas: use the faucet first). */
export async function sendTokens(
  chain: ChainRuntime,
  from: PrivateKeyAccount,
  to: Address,
  amount: string,
): Promise<Hex> {
  const wallet = createWalletClient({
    account: from,
    chain: chain.publicClient.chain,
    transport: custom(chain.dev?.provider as never),
  });
  const hash = await wallet.writeContract({
    address: chain.token.address,
    abi: tokenAbi,
    functionName: 'transfer',
    args: [to, parseUnits(amount, chain.token.decimals)],
  });
  await chain.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  return hash;
}

/** The address's token balance on chain, in base units. */
export function tokenBalance(chain: ChainRuntime, address: Address): Promise<bigint> {
  return chain.publicClient.readContract({
    address: chain.token.address,
    abi: tokenAbi,
    functionName: 'balanceOf',
    args: [address],
  });
}
