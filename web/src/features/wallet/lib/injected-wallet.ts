import { encodeFunctionData, erc20Abi, getAddress, type Hex, parseUnits, toHex } from 'viem';

/** The EIP-1193 provider a browser wallet injects as `window.ethereum`. */
interface InjectedProvider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

declare global {
  interface Window {
    ethereum?: InjectedProvider;
  }
}

export const hasInjectedWallet = () => typeof window !== 'undefined' && Boolean(window.ethereum);

function provider(): InjectedProvider {
  if (!window.ethereum) throw new Error('No browser wallet found. Install one (such as MetaMask) and reload.');
  return window.ethereum;
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
