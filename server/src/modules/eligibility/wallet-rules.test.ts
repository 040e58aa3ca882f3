import { type EligibilityRule, eligibilityApi } from '@questboard/contract/eligibility';
import type { ErrorBody } from '@questboard/contract/errors';
import { participationApi } from '@questboard/contract/participation';
import { riskApi } from '@questboard/contract/risk';
import { eq } from 'drizzle-orm';
import { type Address, createWalletClient, custom, getAddress, type PrivateKeyAccount } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildQuest } from '../../../../test/factories/brands';
import { buildFundedQuest, buildParticipants } from '../../../../test/factories/rewards';
import { apiOf } from '../../../../test/helpers/api';
import { devChainOf, mine, proveAddress, sendTokens } from '../../../../test/helpers/chain';
import { fundedAccount } from '../../../../test/helpers/onchain';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { questEligibility } from '../../db/schema/eligibility';
import { users } from '../../db/schema/users';

let t: TestApp;
let chain: Awaited<ReturnType<typeof devChainOf>>;
beforeAll(async () => {
  // Every read reaches the chain (no brief cache): each test acts on chain and checks again at once.
  t = await createTestApp({ CHAIN_READ_CACHE_MS: '0' });
  chain = await devChainOf(t.app);
});
afterAll(() => t.close());

const api = apiOf(() => t.app);
const DAY = 86_400_000;
const history = () => t.app.services.walletHistory;
const prove = (userId: string, address: Address) =>
  t.app.ctx.db
    .update(users)
    .set({ cryptoAddress: address, cryptoAddressProvenAt: new Date() })
    .where(eq(users.id, userId));
/** Sends a transaction of nothing from `account` to itself (it needs coins for gas). */
async function sendOne(account: PrivateKeyAccount) {
  const wallet = createWalletClient({
    account,
    chain: chain.publicClient.chain,
    transport: custom(chain.dev.provider),
  });
  const hash = await wallet.sendTransaction({ to: account.address, value: 0n });
  return chain.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 });
}
/** A person who completed a funded quest with `rules`. */
async function personIn(rules: EligibilityRule[], maxRisk?: number) {
  const { quest, owner } = await buildFundedQuest(t.app);
  await t.app.ctx.db.insert(questEligibility).values({ questId: quest.id, rules, maxRisk });
  const [person] = await buildParticipants(t.app, 1, { questId: quest.id });
  if (!person) throw new Error('no participant');
  const claim = () => api(participationApi.claim, { params: { id: quest.id }, headers: person.headers });
  const statuses = async () =>
    (await api(eligibilityApi.get, { params: { id: quest.id }, headers: person.headers })).json().rules;
  return { quest, owner, person, claim, statuses };
}

describe('wallet rules in the builder', () => {
  it('refuses a chain not read here and a token that is not an ERC-20; stores the token symbol and decimals', async () => {
    const { owner, brand } = await buildBrand(t.app);
    const quest = await buildQuest(t.app, brand, { status: 'DRAFT' });
    const set = (rules: unknown[]) =>
      api(eligibilityApi.set, { params: { id: quest.id }, headers: owner.headers, body: { rules } as never });

    const unknownChain = await set([{ kind: 'WALLET_AGE', chainId: 999_999, days: 30 }]);
    expect(unknownChain.statusCode).toBe(400);
    expect(unknownChain.json<ErrorBody>().fields).toEqual({
      'rules.0.chainId': 'This chain is not read on this Questboard: choose one from /quests/chains.',
    });
    const notToken = await set([
      {
        kind: 'WALLET_BALANCE',
        chainId: chain.chainId,
        token: privateKeyToAccount(generatePrivateKey()).address,
        amount: '1',
      },
    ]);
    expect(notToken.statusCode).toBe(400);
    expect(Object.keys(notToken.json<ErrorBody>().fields ?? {})).toEqual(['rules.0.token']);
    const tooFine = await set([{ kind: 'WALLET_BALANCE', chainId: chain.chainId, amount: '0.0000000000000000001' }]);
    expect(tooFine.json<ErrorBody>().fields).toEqual({ 'rules.0.amount': 'ETH has 18 decimals at most.' });
    const inFrench = await api(eligibilityApi.set, {
      params: { id: quest.id },
      headers: { ...owner.headers, 'x-lang': 'fr' },
      body: { rules: [{ kind: 'WALLET_AGE', chainId: 999_999, days: 30 }] },
    });
    expect(inFrench.json<ErrorBody>().fields).toEqual({
      'rules.0.chainId': 'Cette chaîne n’est pas lue sur ce Questboard : choisissez-en une dans /quests/chains.',
    });

    const saved = await set([
      // Pasted in lower case, stored checksummed.
      { kind: 'WALLET_BALANCE', chainId: chain.chainId, token: chain.token.address.toLowerCase(), amount: '10' },
      { kind: 'WALLET_TX_COUNT', chainId: chain.chainId, count: 3 },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().rules.map((s: { rule: unknown }) => s.rule)).toEqual([
      {
        kind: 'WALLET_BALANCE',
        chainId: chain.chainId,
        token: getAddress(chain.token.address),
        amount: '10',
        symbol: chain.token.symbol,
        decimals: chain.token.decimals,
      },
      { kind: 'WALLET_TX_COUNT', chainId: chain.chainId, count: 3 },
    ]);
  });
});

describe('wallet age', () => {
  it('asks to prove a wallet, then reads no history, then the first transaction in about log2(height) reads, kept', async () => {
    const { person, claim, statuses } = await personIn([{ kind: 'WALLET_AGE', chainId: chain.chainId, days: 30 }]);
    const key = `rules.WALLET_AGE:${chain.chainId}`;
    const unproven = await claim();
    expect(unproven.statusCode).toBe(403);
    expect(unproven.json<ErrorBody>().fields).toEqual({
      [key]: 'This quest needs a proven wallet address: prove one on your Wallet page ("Prove an address").',
    });
    expect(await statuses()).toMatchObject([{ met: false, seen: false }]);

    const account = privateKeyToAccount(generatePrivateKey());
    await prove(person.id, account.address);
    expect((await claim()).json<ErrorBody>().fields).toEqual({
      [key]: 'Your wallet has sent no transaction yet; this quest needs a first transaction at least 30 day(s) old.',
    });

    await chain.dev.faucet(account.address);
    await mine(chain, 40);
    const first = await sendOne(account);
    await sendOne(account);
    await mine(chain, 40);
    const head = await chain.publicClient.getBlockNumber();
    const before = history().reads;
    expect(await statuses()).toMatchObject([{ met: false, seen: 0 }]);
    const reads = history().reads - before;
    // head, nonce at head, ~log2(head) nonces, the block's time.
    expect(reads).toBeLessThanOrEqual(Math.ceil(Math.log2(Number(head) + 1)) + 3);
    console.info(`WALLET_AGE first transaction at height ${head}: ${reads} chain reads`);
    const refused = await claim();
    expect(refused.json<ErrorBody>().fields).toEqual({
      [key]: "Your wallet's first transaction is 0 day(s) old; this quest needs 30.",
    });
    const kept = history().reads;
    await statuses();
    expect(history().reads).toBe(kept);
    const firstBlock = await chain.publicClient.getBlock({ blockNumber: first.blockNumber });
    expect(await history().firstTransaction(chain.chainId, account.address)).toEqual(
      new Date(Number(firstBlock.timestamp) * 1000),
    );

    // Thirty days later (the rules' clock), the same first transaction is old enough.
    t.app.ctx.clock.now = () => new Date(Date.now() + 31 * DAY);
    try {
      expect(await statuses()).toMatchObject([{ met: true, seen: 31 }]);
      expect((await claim()).statusCode).toBe(200);
    } finally {
      t.app.ctx.clock.now = () => new Date();
    }
  });
});

describe('transactions sent and balance', () => {
  it('reads the nonce and the native or ERC-20 balance, at start and again at claim', async () => {
    const rules: EligibilityRule[] = [
      { kind: 'WALLET_TX_COUNT', chainId: chain.chainId, count: 2 },
      { kind: 'WALLET_BALANCE', chainId: chain.chainId, amount: '0.5', symbol: 'ETH', decimals: 18 },
      {
        kind: 'WALLET_BALANCE',
        chainId: chain.chainId,
        token: chain.token.address,
        amount: '600',
        symbol: chain.token.symbol,
        decimals: chain.token.decimals,
      },
    ];
    const { person, claim, statuses } = await personIn(rules);
    const account = await fundedAccount(chain);
    await prove(person.id, account.address);
    await sendOne(account);
    const refused = await claim();
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().fields).toEqual({
      [`rules.WALLET_TX_COUNT:${chain.chainId}`]: 'Your wallet has sent 1 transaction(s); this quest needs 2.',
    });
    await sendOne(account);
    expect((await statuses()).map((s: { met: boolean | null; seen: unknown }) => [s.met, typeof s.seen])).toEqual([
      [true, 'number'],
      [true, 'string'],
      [true, 'string'],
    ]);

    // The tokens leave before the claim: refused with what is held now.
    await sendTokens(chain, account, privateKeyToAccount(generatePrivateKey()).address, '500');
    const poorer = await claim();
    expect(poorer.statusCode).toBe(403);
    expect(poorer.json<ErrorBody>().fields).toEqual({
      [`rules.WALLET_BALANCE:${chain.chainId}:${chain.token.address.toLowerCase()}`]: `You hold 500 ${chain.token.symbol}; this quest needs 600.`,
    });
  });
});

describe('the wallet history risk signal', () => {
  it('weighs a proven wallet without history, less a recent one, and costs quests without a maximum no chain read', async () => {
    const { quest, person, claim } = await personIn([]);
    const account = privateKeyToAccount(generatePrivateKey());
    await prove(person.id, account.address);
    const mine = async () =>
      (await api(riskApi.mine, { params: { id: quest.id }, headers: person.headers })).json().reasons;
    expect(await mine()).toContainEqual({ signal: 'WALLET_HISTORY', weight: 10, seen: null, threshold: 30 });
    await chain.dev.faucet(account.address);
    await sendOne(account);
    expect(await mine()).toContainEqual({ signal: 'WALLET_HISTORY', weight: 5, seen: 0, threshold: 30 });

    const before = history().reads;
    expect((await claim()).statusCode).toBe(200);
    expect(history().reads).toBe(before);
  });

  it('on a quest with a maximum, the claim reads the first transaction once; the brand list then shows it', async () => {
    const { quest, owner, person, claim } = await personIn([], 100);
    const account = await fundedAccount(chain);
    await sendOne(account);
    await prove(person.id, account.address);
    expect(history().knownFirstTransaction(chain.chainId, account.address)).toBeUndefined();
    expect((await claim()).statusCode).toBe(200);
    expect(history().knownFirstTransaction(chain.chainId, account.address)).toBeInstanceOf(Date);
    const list = await api(riskApi.list, {
      params: { id: quest.id },
      headers: owner.headers,
      query: { offset: 0, limit: 20 },
    });
    const item = list.json().items.find((i) => i.user.id === person.id);
    expect(item?.reasons).toContainEqual({ signal: 'WALLET_HISTORY', weight: 5, seen: 0, threshold: 30 });
  });

  it('learns the history when the address is proven, so the claim reads no chain, an empty wallet weighing too', async () => {
    const { quest, owner, person, claim } = await personIn([], 100);
    const withHistory = await fundedAccount(chain);
    await sendOne(withHistory);
    const empty = privateKeyToAccount(generatePrivateKey());
    const [other] = await buildParticipants(t.app, 1, { questId: quest.id });
    if (!other) throw new Error('no participant');
    await proveAddress(t.app, person.headers, withHistory);
    await proveAddress(t.app, other.headers, empty);
    await expect.poll(() => history().knownFirstTransaction(chain.chainId, withHistory.address)).toBeInstanceOf(Date);
    await expect.poll(() => history().knownFirstTransaction(chain.chainId, empty.address)).toBeNull();

    const before = history().reads;
    expect((await claim()).statusCode).toBe(200);
    const otherClaim = await api(participationApi.claim, { params: { id: quest.id }, headers: other.headers });
    expect(otherClaim.statusCode).toBe(200);
    expect(history().reads).toBe(before);
    const list = await api(riskApi.list, {
      params: { id: quest.id },
      headers: owner.headers,
      query: { offset: 0, limit: 20 },
    });
    const reasonsOf = (id: string) => list.json().items.find((i) => i.user.id === id)?.reasons;
    expect(reasonsOf(person.id)).toContainEqual({ signal: 'WALLET_HISTORY', weight: 5, seen: 0, threshold: 30 });
    expect(reasonsOf(other.id)).toContainEqual({ signal: 'WALLET_HISTORY', weight: 10, seen: null, threshold: 30 });
  });
});
