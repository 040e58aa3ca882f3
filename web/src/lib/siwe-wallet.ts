import type { SiweNonce } from '@questboard/contract/wallet-login';

/** The EIP-1193 provider a browser wallet injects. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

/** Why the wallet step failed, in words the page translates (a server refusal stays an ApiError). */
export type WalletFailure = 'no_wallet' | 'rejected' | 'wrong_chain' | 'no_account';

export class WalletStepError extends Error {
  constructor(readonly kind: WalletFailure) {
    super(kind);
    this.name = 'WalletStepError';
  }
}

/** EIP-1193 error 4001: the person refused the request in their wallet. */
const refused = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 4001;

/**
 * The injected wallet: `window.ethereum`, else the first one announcing itself by EIP-6963 (wallets answer the
 * request event at once, so none is waited for).
 */
export function injectedProvider(): Eip1193Provider | null {
  if (typeof window === 'undefined') return null;
  const legacy = (window as { ethereum?: Eip1193Provider }).ethereum;
  if (legacy) return legacy;
  let announced: Eip1193Provider | null = null;
  const hear = (event: Event) => {
    announced ??= (event as CustomEvent<{ provider?: Eip1193Provider }>).detail?.provider ?? null;
  };
  window.addEventListener('eip6963:announceProvider', hear);
  window.dispatchEvent(new Event('eip6963:requestProvider'));
  window.removeEventListener('eip6963:announceProvider', hear);
  return announced;
}

async function ask<T>(provider: Eip1193Provider, method: string, params?: unknown[]): Promise<T> {
  try {
    return (await provider.request({ method, params })) as T;
  } catch (error) {
    if (refused(error)) throw new WalletStepError('rejected');
    throw error;
  }
}

/** Makes the wallet use one of the allowed chains, asking it to switch to the main one if it is elsewhere. */
async function onAllowedChain(provider: Eip1193Provider, allowed: number[]): Promise<number> {
  const current = Number.parseInt(await ask<string>(provider, 'eth_chainId'), 16);
  if (allowed.includes(current)) return current;
  const main = allowed[0] ?? current;
  try {
    await ask(provider, 'wallet_switchEthereumChain', [{ chainId: `0x${main.toString(16)}` }]);
  } catch (error) {
    if (error instanceof WalletStepError) throw error;
    throw new WalletStepError('wrong_chain');
  }
  const after = Number.parseInt(await ask<string>(provider, 'eth_chainId'), 16);
  if (!allowed.includes(after)) throw new WalletStepError('wrong_chain');
  return after;
}

/**
 * Asks the wallet for its account and its signature of an EIP-4361 message built from the server's nonce answer
 * (personal_sign). Throws WalletStepError for what happened in the wallet.
 */
export async function signInWithEthereum(
  nonce: SiweNonce,
  provider: Eip1193Provider | null = injectedProvider(),
): Promise<{ message: string; signature: string }> {
  if (!provider) throw new WalletStepError('no_wallet');
  const accounts = await ask<string[]>(provider, 'eth_requestAccounts');
  const account = accounts[0];
  if (!account) throw new WalletStepError('no_account');
  const chainId = await onAllowedChain(provider, nonce.chainIds);
  // Loaded when someone signs, so the sign-in dialog stays light.
  const [{ getAddress, toHex }, { createSiweMessage }] = await Promise.all([import('viem'), import('viem/siwe')]);
  const address = getAddress(account);
  const message = createSiweMessage({
    address,
    chainId,
    domain: nonce.domain,
    uri: nonce.uri,
    nonce: nonce.nonce,
    version: '1',
    statement: nonce.statement,
    issuedAt: new Date(nonce.issuedAt),
    expirationTime: new Date(nonce.expirationTime),
  });
  const signature = await ask<string>(provider, 'personal_sign', [toHex(new TextEncoder().encode(message)), address]);
  return { message, signature };
}
