import { walletLoginApi } from '@questboard/contract/wallet-login';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';
import { type Eip1193Provider, signInWithEthereum } from '../../../lib/siwe-wallet';

/** The wallets the signed-in account signs in with. */
export const useLinkedWallets = () =>
  useQuery({ queryKey: keyOf(walletLoginApi.list), queryFn: () => api.call(walletLoginApi.list) });

/** The injected wallet signs a message, and the server links it (the password or e-mailed code confirms it). */
export async function linkWallet(confirm: { password?: string; code?: string }, provider?: Eip1193Provider) {
  const nonce = await api.call(walletLoginApi.nonce);
  const signed = await signInWithEthereum(nonce, provider);
  return api.call(walletLoginApi.link, { body: { ...signed, ...confirm } });
}

/** E-mails the code that confirms linking a wallet. */
export const sendWalletLinkCode = () => api.call(walletLoginApi.linkCode);

export const unlinkWallet = (address: string) => api.call(walletLoginApi.unlink, { params: { address } });
