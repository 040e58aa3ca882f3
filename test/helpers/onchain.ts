import type { Abi, Address, Hex, PrivateKeyAccount } from 'viem';
import { createWalletClient, custom } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { ChainRuntime } from '../../server/src/modules/chain/chain-runtime';

type DevRuntime = ChainRuntime & { dev: NonNullable<ChainRuntime['dev']> };

/** A new account with coins for gas, from the embedded chain's faucet. */
export async function fundedAccount(chain: DevRuntime): Promise<PrivateKeyAccount> {
  const account = privateKeyToAccount(generatePrivateKey());
  await chain.dev.faucet(account.address);
  return account;
}

const walletOf = (chain: DevRuntime, account: PrivateKeyAccount) =>
  createWalletClient({ account, chain: chain.publicClient.chain, transport: custom(chain.dev.provider) });

/** Deploys a compiled contract (test/fixtures/onchain-contracts.ts) from `account` and answers its address. */
export async function deploy(
  chain: DevRuntime,
  account: PrivateKeyAccount,
  contract: { abi: Abi; bytecode: Hex },
  args: unknown[] = [],
): Promise<Address> {
  const hash = await walletOf(chain, account).deployContract({ ...contract, args } as never);
  const receipt = await chain.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  if (!receipt.contractAddress) throw new Error('the contract was not deployed');
  return receipt.contractAddress;
}

/** Calls a state-changing function of a contract from `account` and waits for it to be mined. */
export async function send(
  chain: DevRuntime,
  account: PrivateKeyAccount,
  address: Address,
  abi: Abi,
  functionName: string,
  args: unknown[],
): Promise<Hex> {
  const hash = await walletOf(chain, account).writeContract({ address, abi, functionName, args } as never);
  await chain.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  return hash;
}
