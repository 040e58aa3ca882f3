import type { ErrorBody } from '@questboard/contract/errors';
import { participationApi } from '@questboard/contract/participation';
import { questsApi } from '@questboard/contract/quests';
import type { PrivateKeyAccount } from 'viem';
import { getAddress, parseEther, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFundedQuest } from '../../../../test/factories/rewards';
import { type BuiltUser, buildUser } from '../../../../test/factories/users';
import { testEvents, testMulti, testNft, testToken } from '../../../../test/fixtures/onchain-contracts';
import { apiOf } from '../../../../test/helpers/api';
import { devChainOf, mine, proveAddress } from '../../../../test/helpers/chain';
import { formOf } from '../../../../test/helpers/forms';
import { deploy, fundedAccount, send } from '../../../../test/helpers/onchain';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
let chain: Awaited<ReturnType<typeof devChainOf>>;
let deployer: PrivateKeyAccount;
const contracts = {} as Record<'token' | 'nft' | 'multi' | 'events', `0x${string}`>;

beforeAll(async () => {
  // Reads are reused as on a running site (CHAIN_READ_CACHE_MS, 15 s), except one that left a condition unmet: each
  // test checks, acts (mints, transfers, emits) and checks again at once, as a person does.
  t = await createTestApp({ CHAIN_LOG_RANGE: '10' });
  chain = await devChainOf(t.app);
  deployer = await fundedAccount(chain);
  contracts.token = await deploy(chain, deployer, testToken, ['Test USD', 'TUSD', 6]);
  contracts.nft = await deploy(chain, deployer, testNft);
  contracts.multi = await deploy(chain, deployer, testMulti);
  contracts.events = await deploy(chain, deployer, testEvents);
}, 60_000);
afterAll(() => t.close());

const api = apiOf(() => t.app);

/** A published quest whose conditions become `conditions` as its owner saves them in the builder. */
async function questWith(conditions: Record<string, unknown>[]) {
  const funded = await buildFundedQuest(t.app);
  const saved = await api(questsApi.update, {
    params: { id: funded.quest.id },
    headers: funded.owner.headers,
    body: formOf({ conditions }),
  });
  return { ...funded, saved };
}

/** A HOLD_TOKEN condition on the test token of the development chain. */
const holdToken = (minAmount: string, more: Record<string, unknown> = {}) => ({
  network: 'CHAIN',
  action: 'HOLD_TOKEN',
  chainId: chain.chainId,
  contract: contracts.token,
  minAmount,
  ...more,
});
const fieldOf = (body: ErrorBody) => Object.entries(body.fields ?? {})[0];

describe('on-chain conditions in the builder', () => {
  it('lists the embedded development chain among the chains conditions read', async () => {
    const chains = (await api(questsApi.chains, {})).json();
    expect(chains).toContainEqual({
      chainId: chain.chainId,
      name: 'Questboard development chain',
      explorerUrl: null,
      nativeSymbol: 'ETH',
    });
  });

  it('keeps a HOLD_TOKEN with what the contract said (ERC-20, symbol, its 6 decimals)', async () => {
    const { saved } = await questWith([holdToken('1.5')]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().conditions[0]).toMatchObject({
      network: 'CHAIN',
      action: 'HOLD_TOKEN',
      params: {
        chainId: chain.chainId,
        contract: getAddress(contracts.token),
        minAmount: '1.5',
        standard: 'ERC20',
        symbol: 'TUSD',
        decimals: 6,
      },
    });
  });

  it('refuses, on the field at fault, what the chain says is wrong, and changes nothing', async () => {
    const nobody = privateKeyToAccount(generatePrivateKey()).address;
    const hold = { network: 'CHAIN', action: 'HOLD_TOKEN', chainId: chain.chainId, minAmount: '1' };
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...hold, chainId: 999_999_999 }, 'conditions.0.chainId', /Chain 999999999 is not one this site reads/],
      [{ ...hold, contract: nobody }, 'conditions.0.contract', /There is no contract at 0x/],
      [{ ...hold, contract: contracts.nft }, 'conditions.0.contract', /does not answer decimals\(\)/],
      [{ ...hold, contract: contracts.token, minAmount: '0.1234567' }, 'conditions.0.minAmount', /TUSD has 6 decimals/],
      [
        { network: 'CHAIN', action: 'HOLD_NFT', chainId: chain.chainId, contract: contracts.token },
        'conditions.0.contract',
        /neither ERC-721 nor ERC-1155/,
      ],
      [
        { network: 'CHAIN', action: 'HOLD_NFT', chainId: chain.chainId, contract: contracts.multi },
        'conditions.0.tokenId',
        /needs the token id/,
      ],
      [
        {
          network: 'CHAIN',
          action: 'CONTRACT_EVENT',
          chainId: chain.chainId,
          contract: contracts.events,
          event: 'Played(',
          personArg: 'player',
        },
        'conditions.0.event',
        /Write the event as/,
      ],
      [
        {
          network: 'CHAIN',
          action: 'CONTRACT_EVENT',
          chainId: chain.chainId,
          contract: contracts.events,
          event: 'Played(address indexed player, uint256 indexed round, uint256 score)',
          personArg: 'round',
        },
        'conditions.0.personArg',
        /participant: player$/,
      ],
    ];
    for (const [condition, field, message] of cases) {
      const { saved, quest, owner } = await questWith([condition]);
      expect(saved.statusCode, JSON.stringify(condition)).toBe(400);
      const [name, text] = fieldOf(saved.json<ErrorBody>()) ?? [];
      expect(name).toBe(field);
      expect(text).toMatch(message);
      const after = (await api(questsApi.detail, { params: { id: quest.id }, headers: owner.headers })).json();
      expect(after.conditions.map((c) => c.network)).toEqual(['WEB']);
    }
  });
});

/** A participant of a quest with one on-chain condition, with a proven address that has coins for gas. */
async function participant(condition: Record<string, unknown>) {
  const { saved, quest } = await questWith([condition]);
  expect(saved.statusCode).toBe(200);
  const conditionId = saved.json().conditions[0]?.id as string;
  const me = await buildUser(t.app, { type: 'INFLUENCER' });
  await api(participationApi.start, { params: { id: quest.id }, headers: me.headers });
  const wallet = await fundedAccount(chain);
  return { quest, conditionId, me, wallet };
}
const check = async (me: BuiltUser, questConditionId: string) =>
  api(participationApi.verify, { headers: me.headers, body: { questConditionId } });

describe('on-chain conditions checked at the participant’s proven address', () => {
  it('HOLD_TOKEN: asks for a proven address, says what was read and what is missing, then verifies', async () => {
    const p = await participant(holdToken('1.5'));
    const unproven = await check(p.me, p.conditionId);
    expect(unproven.statusCode).toBe(400);
    expect(unproven.json<ErrorBody>()).toMatchObject({
      code: 'ADDRESS_NOT_PROVEN',
      message: expect.stringContaining('Prove your wallet address'),
    });

    await proveAddress(t.app, p.me.headers, p.wallet);
    await send(chain, deployer, contracts.token, testToken.abi, 'mint', [p.wallet.address, parseUnits('0.5', 6)]);
    const short = (await check(p.me, p.conditionId)).json();
    const head = await chain.publicClient.getBlockNumber();
    expect(short.status).toBe('NOT_DONE');
    expect(short.note).toBe(
      `${p.wallet.address.slice(0, 6)}…${p.wallet.address.slice(-4)} held 0.5 TUSD at block ${head} on Questboard ` +
        'development chain: 1.5 TUSD needed, 1 TUSD missing.',
    );

    await send(chain, deployer, contracts.token, testToken.abi, 'mint', [p.wallet.address, parseUnits('1', 6)]);
    const done = (await check(p.me, p.conditionId)).json();
    expect(done).toMatchObject({ status: 'VERIFIED', note: null });
  });

  it('HOLD_TOKEN checked by many at once: each is answered their own state, and it is kept', async () => {
    const p = await participant(holdToken('1'));
    const holders = [p.me, ...(await Promise.all([1, 2].map(() => buildUser(t.app, { type: 'INFLUENCER' }))))];
    const short = await Promise.all([1, 2].map(() => buildUser(t.app, { type: 'INFLUENCER' })));
    const notStarted = await buildUser(t.app, { type: 'INFLUENCER' });
    for (const person of [...holders, ...short]) {
      if (person !== p.me) await api(participationApi.start, { params: { id: p.quest.id }, headers: person.headers });
      const wallet = await proveAddress(t.app, person.headers);
      const amount = holders.includes(person) ? '1' : '0.25';
      await send(chain, deployer, contracts.token, testToken.abi, 'mint', [wallet.address, parseUnits(amount, 6)]);
    }
    await proveAddress(t.app, notStarted.headers);
    const other = await participant({
      network: 'CHAIN',
      action: 'NATIVE_BALANCE',
      chainId: chain.chainId,
      minAmount: '5',
    });

    const [answers, twice, missing, notYours, otherQuest] = await Promise.all([
      Promise.all([...holders, ...short, notStarted].map((person) => check(person, p.conditionId))),
      check(holders[1] as BuiltUser, p.conditionId),
      check(p.me, '00000000-0000-4000-8000-000000000000'),
      check(p.me, other.conditionId),
      check(other.me, other.conditionId),
    ]);
    expect(answers.map((a) => a.json().status ?? a.json<ErrorBody>().code)).toEqual([
      'VERIFIED',
      'VERIFIED',
      'VERIFIED',
      'NOT_DONE',
      'NOT_DONE',
      'NOT_STARTED',
    ]);
    expect(answers[3]?.json().note).toContain('held 0.25 TUSD at block');
    expect(twice.json()).toMatchObject({ status: 'VERIFIED', note: null });
    expect(missing.json<ErrorBody>()).toMatchObject({ statusCode: 404, code: 'CONDITION_NOT_FOUND' });
    expect(notYours.json<ErrorBody>()).toMatchObject({ statusCode: 409, code: 'NOT_STARTED' });
    expect(otherQuest.statusCode).toBe(400);
    expect(otherQuest.json<ErrorBody>().code).toBe('ADDRESS_NOT_PROVEN');

    // What each was answered is what their quest page shows afterwards.
    for (const [i, person] of [...holders, ...short].entries()) {
      const mine = (
        await api(participationApi.userQuest, { params: { id: p.quest.id }, headers: person.headers })
      ).json();
      expect(mine.conditions[0]).toMatchObject({
        questConditionId: p.conditionId,
        status: i < 3 ? 'VERIFIED' : 'NOT_DONE',
      });
    }
  });

  it('HOLD_TOKEN at a snapshot block counts the balance then, not now', async () => {
    const holder = await fundedAccount(chain);
    await send(chain, deployer, contracts.token, testToken.abi, 'mint', [holder.address, parseUnits('2', 6)]);
    const snapshot = Number(await chain.publicClient.getBlockNumber()) - 1;
    const p = await participant(holdToken('1', { atBlock: snapshot }));
    await proveAddress(t.app, p.me.headers, holder);
    const found = (await check(p.me, p.conditionId)).json();
    expect(found.status).toBe('NOT_DONE');
    expect(found.note).toContain(`held 0 TUSD at block ${snapshot} on Questboard development chain (the snapshot)`);
  });

  it('HOLD_NFT: any token of an ERC-721, a given id of an ERC-721, a given id of an ERC-1155', async () => {
    const any = await participant({
      network: 'CHAIN',
      action: 'HOLD_NFT',
      chainId: chain.chainId,
      contract: contracts.nft,
    });
    await proveAddress(t.app, any.me.headers, any.wallet);
    expect((await check(any.me, any.conditionId)).json().note).toMatch(
      /held no TNFT token at block \d+ .*: a TNFT token is needed\.$/,
    );
    await send(chain, deployer, contracts.nft, testNft.abi, 'mint', [any.wallet.address, 7n]);
    expect((await check(any.me, any.conditionId)).json().status).toBe('VERIFIED');

    const given = await participant({
      network: 'CHAIN',
      action: 'HOLD_NFT',
      chainId: chain.chainId,
      contract: contracts.nft,
      tokenId: '8',
    });
    await proveAddress(t.app, given.me.headers, given.wallet);
    await send(chain, deployer, contracts.nft, testNft.abi, 'mint', [given.wallet.address, 9n]);
    expect((await check(given.me, given.conditionId)).json().note).toMatch(/held no TNFT #8 at block/);
    await send(chain, deployer, contracts.nft, testNft.abi, 'mint', [given.wallet.address, 8n]);
    expect((await check(given.me, given.conditionId)).json().status).toBe('VERIFIED');

    const multi = await participant({
      network: 'CHAIN',
      action: 'HOLD_NFT',
      chainId: chain.chainId,
      contract: contracts.multi,
      tokenId: '3',
    });
    await proveAddress(t.app, multi.me.headers, multi.wallet);
    await send(chain, deployer, contracts.multi, testMulti.abi, 'mint', [multi.wallet.address, 4n, 1n]);
    expect((await check(multi.me, multi.conditionId)).json().status).toBe('NOT_DONE');
    await send(chain, deployer, contracts.multi, testMulti.abi, 'mint', [multi.wallet.address, 3n, 1n]);
    expect((await check(multi.me, multi.conditionId)).json().status).toBe('VERIFIED');
  });

  it('NATIVE_BALANCE: the faucet’s coin is enough for 0.5, not for 5', async () => {
    const low = await participant({
      network: 'CHAIN',
      action: 'NATIVE_BALANCE',
      chainId: chain.chainId,
      minAmount: '5',
    });
    await proveAddress(t.app, low.me.headers, low.wallet);
    const balance = await chain.publicClient.getBalance({ address: low.wallet.address });
    expect(balance).toBe(parseEther('1'));
    expect((await check(low.me, low.conditionId)).json().note).toMatch(
      /held 1 ETH at block \d+ .*: 5 ETH needed, 4 ETH missing\.$/,
    );
    const enough = await participant({
      network: 'CHAIN',
      action: 'NATIVE_BALANCE',
      chainId: chain.chainId,
      minAmount: '0.5',
    });
    await proveAddress(t.app, enough.me.headers, enough.wallet);
    expect((await check(enough.me, enough.conditionId)).json().status).toBe('VERIFIED');
  });

  it('CONTRACT_EVENT: found with eth_getLogs over ranges of 10 blocks, only when the person is the argument named', async () => {
    const p = await participant({
      network: 'CHAIN',
      action: 'CONTRACT_EVENT',
      chainId: chain.chainId,
      contract: contracts.events,
      event: 'event Played(address indexed player, uint256 indexed round, uint256 score)',
      personArg: 'player',
    });
    await proveAddress(t.app, p.me.headers, p.wallet);
    // Someone else plays: the person is not in it.
    await send(chain, deployer, contracts.events, testEvents.abi, 'play', [1n, 10n]);
    const none = (await check(p.me, p.conditionId)).json();
    expect(none.status).toBe('NOT_DONE');
    expect(none.note).toMatch(/^No Played event of 0x.{4}….{4} names 0x.{4}….{4} as player /);
    // 35 blocks later (several ranges of 10), the person plays.
    await mine(chain, 35);
    await send(chain, p.wallet, contracts.events, testEvents.abi, 'play', [2n, 5n]);
    expect((await check(p.me, p.conditionId)).json()).toMatchObject({ status: 'VERIFIED', note: null });
  });
});
