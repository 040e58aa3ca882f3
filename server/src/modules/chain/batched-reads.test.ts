import type { ConditionAction } from '@questboard/contract/conditions';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  type EIP1193Provider,
  parseEther,
  parseUnits,
  toHex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testToken } from '../../../../test/fixtures/onchain-contracts';
import type { ConditionReadsConfig } from '../../config-chain';
import type { ConditionParamsValue } from '../../db/schema/quests';
import type { ChainHandle } from './chain-handle';
import type { ChainRuntime } from './chain-runtime';
import { ConditionChains } from './condition-chains';
import { ConditionChecks } from './condition-checks';
import { type DevChain, startDevChain } from './dev-chain';
import { MULTICALL3_ADDRESS } from './multicall3';

const N = 40;
let dev: DevChain;
let token: Address;
/** N people: the even ones hold 2 TUSD and 0.02 ETH, the odd ones nothing. */
const people: Address[] = [];

const provider = () => dev.provider as EIP1193Provider;
const chainDef = () =>
  defineChain({
    id: dev.chainId,
    name: 'Questboard development chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  });

beforeAll(async () => {
  dev = await startDevChain({ chainId: 100_000 + Math.floor(Math.random() * 1_000_000), dir: null, blockSeconds: 0 });
  const deployer = privateKeyToAccount(generatePrivateKey());
  await dev.faucet(deployer.address);
  const chain = { ...chainDef(), contracts: { multicall3: dev.multicall3 } };
  const reader = createPublicClient({ chain, transport: custom(provider()) });
  const wallet = createWalletClient({ account: deployer, chain, transport: custom(provider()) });
  const mined = async (hash: `0x${string}`) => reader.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  const deployed = await mined(
    await wallet.deployContract({ abi: testToken.abi, bytecode: testToken.bytecode, args: ['Test USD', 'TUSD', 6] }),
  );
  token = deployed.contractAddress as Address;
  for (let i = 0; i < N; i++) {
    const person = privateKeyToAccount(generatePrivateKey()).address;
    people.push(person);
    if (i % 2) continue;
    await mined(
      await wallet.writeContract({
        address: token,
        abi: testToken.abi,
        functionName: 'mint',
        args: [person, parseUnits('2', 6)],
      } as never),
    );
    await provider().request({
      method: 'evm_setAccountBalance' as never,
      params: [person, toHex(parseEther('0.02'))] as never,
    });
  }
}, 120_000);
afterAll(() => dev.close());

/**
 * Conditions checked as the app checks them, over a connection that counts the JSON-RPC requests reaching the node.
 * `multicall3`: as the chain declares it (the embedded chain's), left for the checks to find ("probed"), or "none".
 */
function checker(multicall3: 'declared' | 'probed' | 'none') {
  const methods: string[] = [];
  const counting = {
    request: (args: { method: string }) => {
      methods.push(args.method);
      return provider().request(args as never);
    },
  };
  const declared = multicall3 === 'declared' ? { contracts: { multicall3: dev.multicall3 } } : {};
  const publicClient = createPublicClient({ chain: { ...chainDef(), ...declared }, transport: custom(counting) });
  const runtime = { chainId: dev.chainId, development: true, explorerUrl: null, nativeSymbol: 'ETH', publicClient };
  const config: ConditionReadsConfig = {
    chains: [],
    cacheMs: 0,
    logRange: 5_000,
    mainMulticall3: multicall3 === 'none' ? 'none' : undefined,
  };
  const handle = { config: { conditions: config }, get: async () => runtime as unknown as ChainRuntime };
  const checks = new ConditionChecks(new ConditionChains(handle as unknown as ChainHandle, []), config);
  return { methods, checks };
}

const holdToken = (): ConditionParamsValue => ({ contract: token, minAmount: '1', decimals: 6, symbol: 'TUSD' });
const everyone = (checks: ConditionChecks, action: ConditionAction, params: ConditionParamsValue) =>
  Promise.all(people.map((person) => checks.check(action, { chainId: dev.chainId, ...params }, person, new Date())));

describe('participants’ balances read together', () => {
  it('has Multicall3 at its usual address on the embedded chain', async () => {
    expect(dev.multicall3.address).toBe(MULTICALL3_ADDRESS);
    const code = await provider().request({ method: 'eth_getCode', params: [MULTICALL3_ADDRESS, 'latest'] });
    expect(code.length).toBeGreaterThan(1_000);
  });

  it(`${N} concurrent HOLD_TOKEN checks make one Multicall3 call, with the answers of ${N} reads one by one`, async () => {
    const batched = checker('declared');
    const alone = checker('none');
    const params = holdToken();
    const together = await everyone(batched.checks, 'HOLD_TOKEN', params);
    const oneByOne = await everyone(alone.checks, 'HOLD_TOKEN', params);

    expect(together).toEqual(oneByOne);
    expect(together.filter((c) => c.met)).toHaveLength(N / 2);
    expect(together[1]).toMatchObject({ met: false, note: expect.stringMatching(/held 0 TUSD at block \d+/) });
    // The chain "none" is read one by one: a call per person; the other, one call for everyone (and the head).
    expect(alone.methods.filter((m) => m === 'eth_call')).toHaveLength(N);
    expect(batched.methods.filter((m) => m === 'eth_call')).toHaveLength(1);
    expect(batched.methods.length).toBeLessThan(N / 4);
  });

  it('finds Multicall3 at its usual address on a chain that does not declare it', async () => {
    const probed = checker('probed');
    const together = await everyone(probed.checks, 'HOLD_TOKEN', holdToken());
    expect(together.filter((c) => c.met)).toHaveLength(N / 2);
    expect(probed.methods.filter((m) => m === 'eth_getCode')).toHaveLength(1);
    expect(probed.methods.filter((m) => m === 'eth_call')).toHaveLength(1);
  });

  it('NATIVE_BALANCE checks go as one call too (Multicall3’s getEthBalance)', async () => {
    const batched = checker('declared');
    const alone = checker('none');
    const params = { minAmount: '0.01' };
    const together = await everyone(batched.checks, 'NATIVE_BALANCE', params);
    expect(together).toEqual(await everyone(alone.checks, 'NATIVE_BALANCE', params));
    expect(together.filter((c) => c.met)).toHaveLength(N / 2);
    expect(alone.methods.filter((m) => m === 'eth_getBalance')).toHaveLength(N);
    expect(batched.methods.filter((m) => m === 'eth_call' || m === 'eth_getBalance')).toHaveLength(1);
  });
});
