import { encodeFunctionData, erc20Abi, getAddress, type Hex, parseUnits, toHex } from 'viem';

import { chosenProvider, type InjectedProvider } from './wallet-providers';

function provider(): InjectedProvider {
  const chosen = chosenProvider();
  if (!chosen) throw new Error('No browser wallet found. Install one (such as MetaMask) and reload.');
  return chosen;
}

/** Asks the wallet to add the chain (EIP-3085) and switch to it; the wallet shows its own prompt. */
export async function addChainToWallet(chain: { chainId: number; name: string; rpcUrl: string }): Promise<void> {
  await provider().request({
    method: 'wallet_addEthereumChain',
    params: [
      {
        chainId: toHex(chain.chainId),
        chainName: chain.name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: [chain.rpcUrl],
      },
    ],
  });
}

/** Asks the wallet for its account (the wallet shows its own prompt). */
export async function connectWallet(): Promise<Hex> {
  const accounts = (await provider().request({ method: 'eth_requestAccounts' })) as string[];
  const first = accounts[0];
  if (!first) throw new Error('The wallet shared no account.');
  return getAddress(first);
}

/** EIP-191 personal_sign of a text message by the account. */
export async function signMessage(account: Hex, message: string): Promise<Hex> {
  const hex = toHex(new TextEncoder().encode(message));
  return (await provider().request({ method: 'personal_sign', params: [hex, account] })) as Hex;
}

/** Sends `amount` of the token (or the native coin) from the account to `to`; answers the transaction hash. */
export async function sendFromWallet(input: {
  from: Hex;
  to: Hex;
  amount: string;
  token?: { address: Hex; decimals: number };
}): Promise<Hex> {
  const tx = input.token
    ? {
        from: input.from,
        to: input.token.address,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [input.to, parseUnits(input.amount, input.token.decimals)],
        }),
      }
    : { from: input.from, to: input.to, value: toHex(parseUnits(input.amount, 18)) };
  return (await provider().request({ method: 'eth_sendTransaction', params: [tx] })) as Hex;
}
