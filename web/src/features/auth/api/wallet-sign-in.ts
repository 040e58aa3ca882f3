import { walletLoginApi } from '@questboard/contract/wallet-login';
import { forgetReferralCode, keptReferralCode } from '../../../domain/referral-code';
import { api } from '../../../lib/api-client';
import { solveBotCheck } from '../../../lib/bot-check';
import { type Eip1193Provider, signInWithEthereum } from '../../../lib/siwe-wallet';

/**
 * Signs in (or up) with the injected wallet: a nonce, the wallet's signature, then the session's tokens. A new
 * account takes the referral code of the link that brought the person and needs the sign-up bot check, solved
 * while the person signs (a failed solve only matters to a new account, which the server then refuses).
 */
export async function walletSignIn(provider?: Eip1193Provider | null) {
  const human = solveBotCheck('register').catch(() => undefined);
  const nonce = await api.call(walletLoginApi.nonce);
  const signed = await signInWithEthereum(nonce, provider);
  const body = { ...signed, ref: keptReferralCode(), recaptcha: await human };
  const answer = await api.call(walletLoginApi.signIn, { body });
  if (answer.newUser) forgetReferralCode();
  return answer;
}
