import type { ErrorBody } from '@questboard/contract/errors';
import { usersApi } from '@questboard/contract/users';
import { walletApi } from '@questboard/contract/wallet';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { proveAddress } from '../../../../test/helpers/chain';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

// Three wrong passwords are free, as at sign-in; the next try waits, whatever the password.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_WINDOW_SECONDS: '60' });
});
afterAll(() => t.close());

const api = apiOf(() => t.app);
const WRONG = 'Wrong1234';

const changePassword = (headers: Record<string, string>, currentPassword: string) =>
  api(usersApi.changePassword, { headers, body: { currentPassword, newPassword: 'Changed1234' } });

/** A fresh signed message for replacing the proven address with `account`. */
async function signed(headers: Record<string, string>, account = privateKeyToAccount(generatePrivateKey())) {
  const challenge = await api(walletApi.challenge, { headers, body: { address: account.address } });
  const { message } = challenge.json() as { message: string };
  return { message, signature: await account.signMessage({ message }) };
}

const expectWaiting = (response: { statusCode: number; headers: Record<string, unknown>; json: <T>() => T }) => {
  expect(response.statusCode).toBe(429);
  expect(response.json<ErrorBody>().code).toBe('RATE_LIMITED');
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
};

describe('wrong passwords behind a session are counted per user, as at sign-in', () => {
  it('change-password: after three wrong passwords even the right one waits, and nothing changes', async () => {
    const { headers, password, user } = await buildUser(t.app);
    for (let i = 0; i < 3; i++) {
      const wrong = await changePassword(headers, WRONG);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json<ErrorBody>().code).toBe('INVALID_CREDENTIALS');
    }
    expectWaiting(await changePassword(headers, password));
    const signIn = await api(usersApi.signIn, { body: { email: user.email, password } });
    expect(signIn.statusCode).toBe(200);
  });

  it('change-password: parallel guesses get no more tries than sequential ones', async () => {
    const { headers } = await buildUser(t.app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => changePassword(headers, WRONG)));
    const codes = answers.map((answer) => answer.json<ErrorBody>().code);
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS').length).toBeGreaterThan(0);
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS').length).toBeLessThanOrEqual(3);
    expect(codes.filter((code) => code !== 'INVALID_CREDENTIALS').every((code) => code === 'RATE_LIMITED')).toBe(true);
  });

  it('change-password: a right password forgets the wrong ones before it', async () => {
    const { headers, password } = await buildUser(t.app);
    for (let i = 0; i < 2; i++) expect((await changePassword(headers, WRONG)).statusCode).toBe(400);
    const changed = await api(usersApi.changePassword, {
      headers,
      body: { currentPassword: password, newPassword: password },
    });
    expect(changed.statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await changePassword(headers, WRONG)).statusCode).toBe(400);
    expect((await changePassword(headers, password)).statusCode).toBe(200);
  });

  it('wallet address replacement: wrong passwords are counted, and the same user waits on every action', async () => {
    const { headers, password } = await buildUser(t.app);
    const first = await proveAddress(t.app, headers);
    for (let i = 0; i < 2; i++) {
      const wrong = await api(walletApi.prove, { headers, body: { ...(await signed(headers)), password: WRONG } });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json<ErrorBody>().code).toBe('ADDRESS_CHANGE_NEEDS_PASSWORD');
    }
    // The third wrong one, on another action of the same user, spends the free tries.
    expect((await changePassword(headers, WRONG)).statusCode).toBe(400);
    expectWaiting(await api(walletApi.prove, { headers, body: { ...(await signed(headers)), password } }));
    expect((await api(walletApi.wallet, { headers })).json().address).toBe(first.address);
  });

  it('wallet address replacement: a message tried with a wrong password cannot be sent again', async () => {
    const { headers, password } = await buildUser(t.app);
    await proveAddress(t.app, headers);
    const next = privateKeyToAccount(generatePrivateKey());
    const body = await signed(headers, next);
    expect((await api(walletApi.prove, { headers, body: { ...body, password: WRONG } })).statusCode).toBe(403);
    const replay = await api(walletApi.prove, { headers, body: { ...body, password } });
    expect(replay.statusCode).toBe(400);
    expect(replay.json<ErrorBody>().code).toBe('ADDRESS_PROOF_INVALID');
    const fresh = await api(walletApi.prove, { headers, body: { ...(await signed(headers, next)), password } });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().address).toBe(next.address);
  });
});
