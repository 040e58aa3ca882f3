import { socialAuthApi } from '@questboard/contract/socials';
import { keptReferralCode } from '../../../domain/referral-code';
import { api } from '../../../lib/api-client';

/** Asks the server for the provider address (binding this browser by cookie) and goes there. */
export async function startConnect(network: string, options: { brandId?: string; redirect?: string } = {}) {
  const { url } = await api.call(socialAuthApi.connect, {
    params: { network: network.toLowerCase() },
    query: { brandId: options.brandId, redirect: options.redirect },
  });
  window.location.assign(url);
}

/** Starts signing in (or up) with a network; a kept referral code goes along for the account it may make. */
export async function startLogin(network: string, redirect?: string) {
  const { url } = await api.call(socialAuthApi.login, {
    params: { network: network.toLowerCase() },
    query: { redirect, ref: keptReferralCode() },
  });
  window.location.assign(url);
}

export const finishSocialLogin = (ticket: string) => api.call(socialAuthApi.finishLogin, { body: { ticket } });
