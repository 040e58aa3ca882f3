import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories/users';
import { proveAddress } from '../../../../test/helpers/chain';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload });

async function challenge(headers: Record<string, string>, address: string) {
  const response = await post('/users/wallet/challenge', headers, { address });
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

    const proved = await post('/users/wallet/prove', headers, { message, signature });
    expect(proved.statusCode).toBe(200);
    expect(proved.json()).toMatchObject({ address: account.address, provenAt: expect.any(String) });
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers });
    expect(profile.json().cryptoAddress).toBe(account.address);

    const replay = await post('/users/wallet/prove', headers, { message, signature });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('ADDRESS_PROOF_INVALID');
  });

  it('refuses a signature by another key, and a nonce issued to someone else', async () => {
    const { headers } = await buildUser(t.app);
    const owner = privateKeyToAccount(generatePrivateKey());
    const message = await challenge(headers, owner.address);
    const forged = await privateKeyToAccount(generatePrivateKey()).signMessage({ message });
    const refused = await post('/users/wallet/prove', headers, { message, signature: forged });
    expect(refused.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/wallet', headers })).json().address).toBeNull();

    const other = await buildUser(t.app);
    const theirs = await challenge(other.headers, owner.address);
    const signature = await owner.signMessage({ message: theirs });
    expect((await post('/users/wallet/prove', headers, { message: theirs, signature })).statusCode).toBe(400);
  });

  it('needs the password to replace a proven address, and the profile cannot change it', async () => {
    const { headers, password } = await buildUser(t.app);
    const first = await proveAddress(t.app, headers);
    const next = privateKeyToAccount(generatePrivateKey());

    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/profile',
      headers,
      payload: { cryptoAddress: next.address },
    });
    expect(put.statusCode).toBe(409);
    expect(put.json().code).toBe('ADDRESS_CHANGE_NEEDS_PASSWORD');

    const message = await challenge(headers, next.address);
    const signature = await next.signMessage({ message });
    const noPassword = await post('/users/wallet/prove', headers, { message, signature });
    expect(noPassword.statusCode).toBe(403);
    const wrong = await post('/users/wallet/prove', headers, { message, signature, password: 'Wrong1234' });
    expect(wrong.statusCode).toBe(403);
    const wallet = (await t.app.inject({ method: 'GET', url: '/api/v1/users/wallet', headers })).json();
    expect(wallet.address).toBe(first.address);

    const again = await challenge(headers, next.address);
    const ok = await post('/users/wallet/prove', headers, {
      message: again,
      signature: await next.signMessage({ message: again }),
      password,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().address).toBe(next.address);
  });

  it('keeps one proven address per account', async () => {
    const a = await buildUser(t.app);
    const b = await buildUser(t.app);
    const shared = await proveAddress(t.app, a.headers);
    await expect(proveAddress(t.app, b.headers, shared)).rejects.toThrow(/another account/);
  });

  it('answers bad input with a 400 and guests with a 401', async () => {
    const { headers } = await buildUser(t.app);
    expect((await post('/users/wallet/challenge', headers, { address: '0x123' })).statusCode).toBe(400);
    expect((await post('/users/wallet/prove', headers, { message: 'hello', signature: '0x12' })).statusCode).toBe(400);
    const notSiwe = await post('/users/wallet/prove', headers, { message: 'hello', signature: `0x${'ab'.repeat(65)}` });
    expect(notSiwe.statusCode).toBe(400);
    expect(
      (await post('/users/wallet/challenge', {}, { address: privateKeyToAccount(generatePrivateKey()).address }))
        .statusCode,
    ).toBe(401);
  });
});
