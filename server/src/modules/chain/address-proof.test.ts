import type { ErrorBody } from '@questboard/contract/errors';
import { usersApi } from '@questboard/contract/users';
import { walletApi } from '@questboard/contract/wallet';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { proveAddress } from '../../../../test/helpers/chain';
import { latestMail } from '../../../../test/helpers/mailbox';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);

async function challenge(headers: Record<string, string>, address: string) {
  const response = await api(walletApi.challenge, { headers, body: { address } });
  expect(response.statusCode).toBe(200);
  return (response.json() as { message: string }).message;
}

describe('proving a wallet address (Sign-In with Ethereum)', () => {
  it('proves the address that signed the message, once per nonce', async () => {
    const { headers } = await buildUser(t.app);
    const account = privateKeyToAccount(generatePrivateKey());
    const message = await challenge(headers, account.address);
    expect(message).toContain(account.address);
    expect(message).toContain('Nonce:');
    const signature = await account.signMessage({ message });

    const proved = await api(walletApi.prove, { headers, body: { message, signature } });
    expect(proved.statusCode).toBe(200);
    expect(proved.json()).toMatchObject({ address: account.address, provenAt: expect.any(String) });
    const profile = await api(usersApi.profile, { headers });
    expect(profile.json().cryptoAddress).toBe(account.address);

    const replay = await api(walletApi.prove, { headers, body: { message, signature } });
    expect(replay.statusCode).toBe(400);
    expect(replay.json<ErrorBody>().code).toBe('ADDRESS_PROOF_INVALID');
  });

  it('refuses a signature by another key, and a nonce issued to someone else', async () => {
    const { headers } = await buildUser(t.app);
    const owner = privateKeyToAccount(generatePrivateKey());
    const message = await challenge(headers, owner.address);
    const forged = await privateKeyToAccount(generatePrivateKey()).signMessage({ message });
    const refused = await api(walletApi.prove, { headers, body: { message, signature: forged } });
    expect(refused.statusCode).toBe(400);
    expect((await api(walletApi.wallet, { headers })).json().address).toBeNull();

    const other = await buildUser(t.app);
    const theirs = await challenge(other.headers, owner.address);
    const signature = await owner.signMessage({ message: theirs });
    expect((await api(walletApi.prove, { headers, body: { message: theirs, signature } })).statusCode).toBe(400);
  });

  it('needs the password to replace a proven address, and the profile cannot change it', async () => {
    const { headers, password } = await buildUser(t.app);
    const first = await proveAddress(t.app, headers);
    const next = privateKeyToAccount(generatePrivateKey());

    const put = await api(usersApi.updateProfile, { headers, body: { cryptoAddress: next.address } });
    expect(put.statusCode).toBe(409);
    expect(put.json<ErrorBody>().code).toBe('ADDRESS_CHANGE_NEEDS_PASSWORD');

    const message = await challenge(headers, next.address);
    const signature = await next.signMessage({ message });
    const noPassword = await api(walletApi.prove, { headers, body: { message, signature } });
    expect(noPassword.statusCode).toBe(403);
    // Each try spends its message: the next one signs a new challenge.
    const retry = await challenge(headers, next.address);
    const wrong = await api(walletApi.prove, {
      headers,
      body: { message: retry, signature: await next.signMessage({ message: retry }), password: 'Wrong1234' },
    });
    expect(wrong.statusCode).toBe(403);
    const wallet = (await api(walletApi.wallet, { headers })).json();
    expect(wallet.address).toBe(first.address);

    const again = await challenge(headers, next.address);
    const ok = await api(walletApi.prove, {
      headers,
      body: {
        message: again,
        signature: await next.signMessage({ message: again }),
        password,
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().address).toBe(next.address);
  });

  it('replaces a proven address with a code e-mailed instead of the password, each code once', async () => {
    const { headers, user } = await buildUser(t.app);
    const first = await proveAddress(t.app, headers);
    const next = privateKeyToAccount(generatePrivateKey());
    const signed = async (account = next) => {
      const message = await challenge(headers, account.address);
      return { message, signature: await account.signMessage({ message }) };
    };
    const address = async () => (await api(walletApi.wallet, { headers })).json().address as string;

    const sent = await api(walletApi.addressChangeCode, { headers });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sentTo: user.email });
    const mail = await latestMail(t.app, user.email);
    expect(mail?.subject).toMatch(/wallet address/);
    expect(mail?.code).toMatch(/^\d{6}$/);
    const code = mail?.code ?? '';

    // Without password or code, and with a wrong code: refused, nothing changes.
    const none = await api(walletApi.prove, { headers, body: await signed() });
    expect(none.statusCode).toBe(403);
    expect(none.json<ErrorBody>().message).toMatch(/code sent by e-mail/);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await api(walletApi.prove, { headers, body: { ...(await signed()), code: wrongCode } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorBody>().code).toBe('INVALID_CODE');
    expect(await address()).toBe(first.address);
    // A malformed code is a validation error.
    expect((await api(walletApi.prove, { headers, body: { ...(await signed()), code: '12ab' } })).statusCode).toBe(400);

    const ok = await api(walletApi.prove, { headers, body: { ...(await signed()), code } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().address).toBe(next.address);

    // The code is spent: the next replacement needs a new one.
    const third = privateKeyToAccount(generatePrivateKey());
    const reused = await api(walletApi.prove, { headers, body: { ...(await signed(third)), code } });
    expect(reused.statusCode).toBe(400);
    expect(await address()).toBe(next.address);
  });

  it('sends no change code to an account without a proven address, nor to a guest', async () => {
    const { headers } = await buildUser(t.app);
    const refused = await api(walletApi.addressChangeCode, { headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().code).toBe('ADDRESS_NOT_PROVEN');
    expect((await api(walletApi.addressChangeCode)).statusCode).toBe(401);
  });

  it('keeps one proven address per account', async () => {
    const a = await buildUser(t.app);
    const b = await buildUser(t.app);
    const shared = await proveAddress(t.app, a.headers);
    await expect(proveAddress(t.app, b.headers, shared)).rejects.toThrow(/another account/);
  });

  it('answers bad input with a 400 and guests with a 401', async () => {
    const { headers } = await buildUser(t.app);
    expect((await api(walletApi.challenge, { headers, body: { address: '0x123' } })).statusCode).toBe(400);
    expect((await api(walletApi.prove, { headers, body: { message: 'hello', signature: '0x12' } })).statusCode).toBe(
      400,
    );
    const notSiwe = await api(walletApi.prove, {
      headers,
      body: { message: 'hello', signature: `0x${'ab'.repeat(65)}` },
    });
    expect(notSiwe.statusCode).toBe(400);
    expect(
      (await api(walletApi.challenge, { body: { address: privateKeyToAccount(generatePrivateKey()).address } }))
        .statusCode,
    ).toBe(401);
  });
});
