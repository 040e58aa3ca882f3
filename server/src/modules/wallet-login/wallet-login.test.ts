import { authApi } from '@questboard/contract/auth';
import type { ErrorBody } from '@questboard/contract/errors';
import { referralsApi } from '@questboard/contract/referrals';
import { usersApi } from '@questboard/contract/users';
import { type SiweNonce, walletLoginApi } from '@questboard/contract/wallet-login';
import { solveChallenge } from 'altcha-lib/v1';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { latestMail } from '../../../../test/helpers/mailbox';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);
const newWallet = () => privateKeyToAccount(generatePrivateKey());

async function nonce(remoteAddress?: string, via = api): Promise<SiweNonce> {
  const response = await via(walletLoginApi.nonce, { remoteAddress });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** A message as a wallet app builds it from the nonce answer; `change` bends one field. */
async function signed(
  wallet: PrivateKeyAccount,
  change: Partial<Parameters<typeof createSiweMessage>[0]> = {},
  via = api,
) {
  const n = await nonce(undefined, via);
  const message = createSiweMessage({
    address: wallet.address,
    chainId: n.chainIds[0] ?? 1,
    domain: n.domain,
    uri: n.uri,
    nonce: n.nonce,
    version: '1',
    statement: n.statement,
    issuedAt: new Date(n.issuedAt),
    expirationTime: new Date(n.expirationTime),
    ...change,
  });
  return { message, signature: await wallet.signMessage({ message }) };
}

const signIn = async (body: { message: string; signature: string; ref?: string }) =>
  api(walletLoginApi.signIn, { body });
const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

describe('sign in with a wallet (EIP-4361)', () => {
  it('makes an account on first sign-in, signs the same account in next time, and a nonce works once', async () => {
    const wallet = newWallet();
    const first = await signed(wallet);
    const created = await signIn(first);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ newUser: true, accessToken: expect.any(String) });
    const profile = (await api(usersApi.profile, { headers: bearer(created.json().accessToken) })).json();
    expect(profile).toMatchObject({ roleChosen: false, email: null });

    const replay = await signIn(first);
    expect(replay.statusCode).toBe(400);
    expect(replay.json<ErrorBody>().code).toBe('SIWE_NONCE_USED');

    const again = await signIn(await signed(wallet));
    expect(again.json()).toMatchObject({ newUser: false });
    const same = (await api(usersApi.profile, { headers: bearer(again.json().accessToken) })).json();
    expect(same.id).toBe(profile.id);
    const listed = await api(walletLoginApi.list, { headers: bearer(again.json().accessToken) });
    expect(listed.json().items).toEqual([expect.objectContaining({ address: wallet.address })]);
  });

  it('refuses another site, another chain, an expired or not-yet-valid message, and a forged signature', async () => {
    const wallet = newWallet();
    const cases = [
      [{ domain: 'evil.example' }, 'SIWE_WRONG_DOMAIN'],
      [{ uri: 'https://evil.example/login' }, 'SIWE_WRONG_DOMAIN'],
      [{ chainId: 1 }, 'SIWE_WRONG_CHAIN'],
      [{ expirationTime: new Date(Date.now() - 1000) }, 'SIWE_EXPIRED'],
      [{ notBefore: new Date(Date.now() + 3_600_000) }, 'SIWE_EXPIRED'],
    ] as const;
    for (const [change, code] of cases) {
      const answer = await signIn(await signed(wallet, change));
      expect({ status: answer.statusCode, code: answer.json<ErrorBody>().code }).toEqual({ status: 400, code });
    }
    const { message } = await signed(wallet);
    const forged = await signIn({ message, signature: await newWallet().signMessage({ message }) });
    expect(forged.json<ErrorBody>()).toMatchObject({ statusCode: 400, code: 'SIWE_INVALID' });
    const unknownNonce = await signed(wallet, { nonce: 'abcdefgh12345678' });
    expect((await signIn(unknownNonce)).json<ErrorBody>().code).toBe('SIWE_NONCE_USED');
    const garbage = await signIn({ message: 'hello', signature: `0x${'1'.repeat(130)}` });
    expect(garbage.json<ErrorBody>()).toMatchObject({ statusCode: 400, code: 'SIWE_INVALID' });
  });

  it('records who brought a new account by the referral code it signed up with', async () => {
    const referrer = await buildUser(t.app);
    const { code } = (await api(referralsApi.mine, { headers: referrer.headers })).json();
    const answer = await signIn({ ...(await signed(newWallet())), ref: code });
    expect(answer.json().newUser).toBe(true);
    expect((await api(referralsApi.mine, { headers: referrer.headers })).json().invited).toBe(1);
  });

  it('says in French that a wallet is taken', async () => {
    const wallet = newWallet();
    await signIn(await signed(wallet));
    const { headers, password } = await buildUser(t.app);
    const taken = await api(walletLoginApi.link, {
      headers: { ...headers, 'x-lang': 'fr' },
      body: { ...(await signed(wallet)), password },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ErrorBody>()).toMatchObject({
      code: 'WALLET_TAKEN',
      message: expect.stringContaining('déjà lié'),
    });
  });
});

describe('linking and unlinking a wallet', () => {
  it('links with the password or an e-mailed code, then signs that account in', async () => {
    const { user, headers, password } = await buildUser(t.app);
    const wallet = newWallet();
    const bare = await api(walletLoginApi.link, { headers, body: await signed(wallet) });
    expect(bare.json<ErrorBody>()).toMatchObject({ statusCode: 403, code: 'WALLET_LINK_NEEDS_PASSWORD' });
    const linked = await api(walletLoginApi.link, { headers, body: { ...(await signed(wallet)), password } });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().address).toBe(wallet.address);

    const byWallet = await signIn(await signed(wallet));
    expect(byWallet.json().newUser).toBe(false);
    const profile = await api(usersApi.profile, { headers: bearer(byWallet.json().accessToken) });
    expect(profile.json().id).toBe(user.id);

    const second = newWallet();
    expect((await api(walletLoginApi.linkCode, { headers })).json().sentTo).toBe(user.email);
    const code = (await latestMail(t.app, user.email))?.code ?? '';
    const byCode = await api(walletLoginApi.link, { headers, body: { ...(await signed(second)), code } });
    expect(byCode.statusCode).toBe(200);
    expect((await api(walletLoginApi.list, { headers })).json().items).toHaveLength(2);

    // A password stays: every wallet may go.
    for (const address of [wallet.address, second.address]) {
      expect((await api(walletLoginApi.unlink, { headers, params: { address } })).statusCode).toBe(200);
    }
    expect((await signIn(await signed(wallet))).json().newUser).toBe(true);
  });

  it('refuses to unlink the last way to sign in, and allows it once another wallet is linked', async () => {
    const wallet = newWallet();
    const session = (await signIn(await signed(wallet))).json();
    const headers = bearer(session.accessToken);
    const last = await api(walletLoginApi.unlink, { headers, params: { address: wallet.address } });
    expect(last.statusCode).toBe(409);
    expect(last.json<ErrorBody>().code).toBe('LAST_SIGN_IN_METHOD');

    // No password and no e-mail: the signature alone links a second wallet.
    const other = newWallet();
    expect((await api(walletLoginApi.link, { headers, body: await signed(other) })).statusCode).toBe(200);
    expect((await api(walletLoginApi.unlink, { headers, params: { address: wallet.address } })).statusCode).toBe(200);
    const gone = await api(walletLoginApi.unlink, { headers, params: { address: wallet.address } });
    expect(gone.json<ErrorBody>()).toMatchObject({ statusCode: 404, code: 'WALLET_NOT_LINKED' });
  });
});

describe('wallet sign-in limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '3' });
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After once an address asked too many nonces', async () => {
    const ask = () => apiOf(() => limited.app)(walletLoginApi.nonce, { remoteAddress: '198.51.100.7' });
    for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const elsewhere = await apiOf(() => limited.app)(walletLoginApi.nonce, { remoteAddress: '198.51.100.8' });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('a wallet’s first sign-in on a server with the bot check', () => {
  let b: TestApp;
  beforeAll(async () => {
    b = await createTestApp({ BOT_CHECK: 'altcha', ALTCHA_MAX_NUMBER: '2000' });
  });
  afterAll(() => b.close());
  const via = apiOf(() => b.app);
  async function solved(action: 'register' | 'login'): Promise<string> {
    const challenge = (await via(authApi.captchaChallenge, { query: { action } })).json();
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
      .promise;
    return Buffer.from(JSON.stringify({ ...challenge, number: solution?.number })).toString('base64');
  }

  it('makes the account only with the sign-up bot check solved; the wallet signs in without it afterwards', async () => {
    const wallet = newWallet();
    for (const recaptcha of [undefined, await solved('login')]) {
      const refused = await via(walletLoginApi.signIn, { body: { ...(await signed(wallet, {}, via)), recaptcha } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorBody>().code).toBe('BOT_CHECK_FAILED');
    }
    const made = await via(walletLoginApi.signIn, {
      body: { ...(await signed(wallet, {}, via)), recaptcha: await solved('register') },
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().newUser).toBe(true);
    const again = await via(walletLoginApi.signIn, { body: await signed(wallet, {}, via) });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().newUser).toBe(false);
  });
});
