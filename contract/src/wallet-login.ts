import { z } from 'zod';
import { endpoint } from './endpoint';
import { botToken, evmAddress, PasswordOrCode, SignedMessage, userType } from './fields';
import { referralCodeInput } from './referrals';
import { Tokens } from './users';

/** What a wallet signs: an EIP-4361 (Sign-In with Ethereum) message and its EIP-191 signature. */
export const SignedSiweMessage = SignedMessage;

/** A single-use nonce and the fields the message must carry (the server checks each of them). */
export const SiweNonce = z.object({
  nonce: z.string(),
  /** The message's `domain`: this site's host. */
  domain: z.string(),
  /** The message's `uri`: this site's address. */
  uri: z.string(),
  /** Chain ids a message may name; the first is the main chain. */
  chainIds: z.array(z.number().int()).min(1),
  statement: z.string(),
  issuedAt: z.string(),
  /** The nonce and the message stop working then. */
  expirationTime: z.string(),
});
export type SiweNonce = z.infer<typeof SiweNonce>;

export const WalletSignInBody = SignedSiweMessage.extend({
  /** The role of a new account, when the client asked for it; otherwise the app asks after sign-up. */
  type: userType.optional(),
  /** The referral code of the link that brought this person (recorded for a new account only). */
  ref: referralCodeInput,
  /** The bot check of the 'register' action (as e-mail sign-up): asked only when the wallet makes a new account. */
  recaptcha: botToken,
});

/** An account with a password confirms with it, or instead with the code e-mailed by `linkCode`. */
export const LinkWalletBody = SignedSiweMessage.extend(PasswordOrCode.shape);

/** A wallet the account signs in with. */
export const LinkedWallet = z.object({
  address: z.string(),
  linkedAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type LinkedWallet = z.infer<typeof LinkedWallet>;

/** Sign in with a wallet (EIP-4361) and the wallets linked to the signed-in account. */
export const walletLoginApi = {
  nonce: endpoint({
    method: 'POST',
    path: '/auth/wallet/nonce',
    auth: false,
    summary: 'A single-use nonce (10 minutes) and the domain, uri and chains a Sign-In with Ethereum message must name',
    response: SiweNonce,
  }),
  signIn: endpoint({
    method: 'POST',
    path: '/auth/wallet/verify',
    auth: false,
    summary:
      "Signs in the account of the wallet that signed the message, or makes one (newUser: pick a role next; a new account needs the 'register' bot check in recaptcha, else 400 BOT_CHECK_FAILED); same tokens as other sign-ins",
    body: WalletSignInBody,
    response: Tokens.extend({ newUser: z.boolean() }),
  }),
  list: endpoint({
    method: 'GET',
    path: '/users/wallet-logins',
    auth: true,
    summary: 'The wallets the signed-in account signs in with',
    response: z.object({ items: z.array(LinkedWallet) }),
  }),
  link: endpoint({
    method: 'POST',
    path: '/users/wallet-logins',
    auth: true,
    summary:
      'Links the wallet that signed the message; the password or an e-mailed code confirms it when the account has one',
    body: LinkWalletBody,
    response: LinkedWallet,
  }),
  linkCode: endpoint({
    method: 'POST',
    path: '/users/wallet-logins/code',
    auth: true,
    summary: 'E-mails a code that confirms linking a wallet (the alternative to the password)',
    response: z.object({ sentTo: z.string() }),
  }),
  unlink: endpoint({
    method: 'DELETE',
    path: '/users/wallet-logins/:address',
    auth: true,
    summary: 'Unlinks a wallet; refused when it is the last way to sign in',
    params: z.object({ address: evmAddress }),
    response: z.object({ ok: z.literal(true) }),
  }),
};
