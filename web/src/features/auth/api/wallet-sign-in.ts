import { walletLoginApi } from '@questboard/contract/wallet-login';
import { api } from '../../../lib/api-client';
import { forgetReferralCode, keptReferralCode } from '../../../lib/referral-code';
import { type Eip1193Provider, signInWithEthereum } from '../../../lib/siwe-wallet';

/**
 * Signs in (or up) with the injected wallet: a nonce, the wallet's signature, then the session's tokens. A new
 * account takes the referral code of the link that brought the person.
 */
export async function walletSignIn(provider?: Eip1193Provider | null) {
  const nonce = await api.call(walletLoginApi.nonce);
  const signed = await signInWithEthereum(nonce, provider);
  const answer = await api.call(walletLoginApi.signIn, { body: { ...signed, ref: keptReferralCode() } });
  if (answer.newUser) forgetReferralCode();
  return answer;
}
