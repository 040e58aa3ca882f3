import type { BrowserContext, Page } from 'playwright-core';
import { createPublicClient, createWalletClient, defineChain, erc20Abi, type Hex, http } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

/** The injected wallet's current account; `switchTo` changes it, as choosing another account in the wallet does. */
export interface InjectedWallet {
  readonly address: Hex;
  switchTo(key?: Hex): Hex;
}

/**
 * Puts a browser wallet into the page as `window.ethereum` (EIP-1193), the way an extension does: it signs with
 * `key` in the test process and sends everything else to the server's development-chain JSON-RPC.
 */
export async function injectWallet(
  target: Page | BrowserContext,
  baseUrl: string,
  key: Hex = generatePrivateKey(),
): Promise<InjectedWallet> {
  let account = privateKeyToAccount(key);
  const rpc = `${baseUrl}/api/v1/dev/chain-rpc`;
  const call = async (method: string, params: unknown[]) => {
    const response = await fetch(rpc, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const body = (await response.json()) as { result?: unknown; error?: { message: string } };
    if (body.error) throw new Error(body.error.message);
    return body.result;
  };
  await target.exposeFunction('__questboardWallet', async (method: string, params: unknown[]) => {
    if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [account.address];
    if (method === 'personal_sign') return account.signMessage({ message: { raw: params[0] as Hex } });
    if (method === 'eth_sendTransaction') {
      const tx = params[0] as { to: Hex; data?: Hex; value?: Hex };
      const chain = defineChain({
        id: Number(await call('eth_chainId', [])),
        name: 'dev',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [rpc] } },
      });
      const wallet = createWalletClient({ account, chain, transport: http(rpc) });
      return wallet.sendTransaction({ to: tx.to, data: tx.data, value: tx.value ? BigInt(tx.value) : undefined });
    }
    return call(method, params);
  });
  // A string, not a function: the test runner's transform may wrap functions in helpers the page does not have.
  // Injected as `window.ethereum` and announced through EIP-6963, as an extension does.
  await target.addInitScript(`(() => {
    const provider = { request: ({ method, params }) => window.__questboardWallet(method, params ?? []) };
    window.ethereum = provider;
    const info = { uuid: 'e2e-wallet', name: 'E2E Wallet', icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>', rdns: 'test.e2e.wallet' };
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
    window.addEventListener('eip6963:requestProvider', announce);
    announce();
  })();`);
  return {
    get address() {
      return account.address;
    },
    switchTo(next = generatePrivateKey()) {
      account = privateKeyToAccount(next);
      return account.address;
    },
  };
}

/** The token balance of `owner` on the development chain, read through the server's JSON-RPC (in base units). */
export async function tokenBalanceOnChain(baseUrl: string, token: Hex, owner: Hex): Promise<bigint> {
  const client = createPublicClient({ transport: http(`${baseUrl}/api/v1/dev/chain-rpc`) });
  return client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
}
