import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { type Hex, hexToString, verifyMessage } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { parseSiweMessage } from 'viem/siwe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n';
import type { Eip1193Provider } from '../../../lib/siwe-wallet';
import { usePopupStore } from '../../../stores/popup-store';
import { WalletSignIn } from './wallet-sign-in';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  usePopupStore.setState({ open: null });
});

const CHAIN = 31_337;
const nonceAnswer = {
  nonce: 'n0nce12345678',
  domain: 'questboard.test',
  uri: 'https://questboard.test',
  chainIds: [CHAIN],
  statement: 'Sign in to Questboard with this wallet.',
  issuedAt: new Date().toISOString(),
  expirationTime: new Date(Date.now() + 600_000).toISOString(),
};

/** The server: a nonce, then the verify answer given; records the bodies it was sent. */
function serve(verify: { status: number; body: unknown }) {
  const sent: Record<string, unknown> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname;
      if (init?.body) sent[path] = JSON.parse(String(init.body));
      const [status, body] =
        // No ALTCHA on this fake server: the bot check is not asked for.
        path === '/api/v1/captcha/challenge'
          ? [404, { statusCode: 404, message: 'Not found' }]
          : path === '/api/v1/auth/wallet/nonce'
            ? [200, nonceAnswer]
            : path === '/api/v1/auth/wallet/verify'
              ? [verify.status, verify.body]
              : [200, { id: 'u1', username: 'wallet_1', email: null, type: 'INFLUENCER', roleChosen: false }];
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

/** A fake injected wallet (EIP-1193) backed by a local key; `refuse` makes one method fail as a wallet would. */
function fakeWallet(options: { chainId?: number; refuse?: Record<string, { code: number; message: string }> } = {}) {
  const account = privateKeyToAccount(generatePrivateKey());
  const asked: string[] = [];
  const provider: Eip1193Provider = {
    async request({ method, params }) {
      asked.push(method);
      const refusal = options.refuse?.[method];
      if (refusal) throw Object.assign(new Error(refusal.message), { code: refusal.code });
      if (method === 'eth_requestAccounts') return [account.address.toLowerCase()];
      if (method === 'eth_chainId') return `0x${(options.chainId ?? CHAIN).toString(16)}`;
      if (method === 'personal_sign') {
        const [hex] = params as [Hex];
        return account.signMessage({ message: hexToString(hex) });
      }
      throw Object.assign(new Error('unsupported'), { code: 4200 });
    },
  };
  return { account, provider, asked };
}

const renderButton = (provider: Eip1193Provider) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <WalletSignIn provider={provider} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('continue with a wallet', () => {
  it('sends the message the wallet signed for this site and opens the role choice of a new account', async () => {
    const sent = serve({
      status: 200,
      body: { accessToken: 'a'.repeat(30), refreshToken: 'r'.repeat(30), expiresIn: 900, newUser: true },
    });
    const { account, provider, asked } = fakeWallet();
    usePopupStore.setState({ open: 'login' });
    renderButton(provider);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with a wallet' }));

    await waitFor(() => expect(usePopupStore.getState().open).toBe('roles-select'));
    expect(asked).toEqual(['eth_requestAccounts', 'eth_chainId', 'personal_sign']);
    const body = sent['/api/v1/auth/wallet/verify'] as { message: string; signature: Hex };
    expect(parseSiweMessage(body.message)).toMatchObject({
      address: account.address,
      domain: 'questboard.test',
      chainId: CHAIN,
      nonce: nonceAnswer.nonce,
    });
    expect(await verifyMessage({ address: account.address, message: body.message, signature: body.signature })).toBe(
      true,
    );
  });

  it('says so when the person cancels in the wallet', async () => {
    serve({ status: 500, body: {} });
    const { provider } = fakeWallet({ refuse: { personal_sign: { code: 4001, message: 'User rejected' } } });
    renderButton(provider);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with a wallet' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/You cancelled the request in your wallet/);
  });

  it('asks the wallet to switch chains, and explains when it cannot', async () => {
    serve({ status: 500, body: {} });
    const { provider, asked } = fakeWallet({
      chainId: 1,
      refuse: { wallet_switchEthereumChain: { code: 4902, message: 'Unrecognized chain' } },
    });
    renderButton(provider);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with a wallet' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/network this site does not use/);
    expect(asked).toContain('wallet_switchEthereumChain');
    expect(asked).not.toContain('personal_sign');
  });

  it("shows the server's refusal of a wallet linked to someone else", async () => {
    serve({
      status: 409,
      body: { statusCode: 409, error: 'Conflict', code: 'WALLET_TAKEN', message: 'This wallet is already linked.' },
    });
    renderButton(fakeWallet().provider);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with a wallet' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This wallet is already linked.');
  });
});
