import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TOKEN_NAME, TOKEN_SYMBOL } from '@questboard/contract/constants';
import type { EIP1193Provider } from 'viem';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  type Hex,
  keccak256,
  parseEther,
  parseUnits,
  toHex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { hasCode, installMulticall3, MULTICALL3_ADDRESS, type Multicall3 } from './multicall3';
import { questTokenBytecode } from './quest-token.bytecode';
import { tokenAbi } from './token-abi';

/** What the embedded chain keeps beside its blocks: its keys and where the token lives. */
interface DevChainKeys {
  payoutKey: Hex;
  faucetKey: Hex;
  tokenAddress?: Address;
  /** The block from which Multicall3 answers at its usual address (multicall3.ts). */
  multicall3Block?: number;
}

export interface DevChain {
  provider: EIP1193Provider;
  chainId: number;
  payoutKey: Hex;
  tokenAddress: Address;
  /** Multicall3, placed at its usual address on first start: on-chain conditions batch their reads through it. */
  multicall3: Multicall3;
  /** Mints test tokens and sends test coins to `to` (the faucet button). */
  faucet(to: Address): Promise<Hex[]>;
  /** The address of the development wallet the product holds for `userId` (derived, the same on every start). */
  devWalletOf(userId: string): Address;
  /**
   * Mints `amount` test tokens to the user's development wallet (with coins for gas when it runs low) and sends them
   * from it to `depositAddress`: a real deposit, credited like any other once it has its confirmations.
   */
  depositFromDevWallet(userId: string, depositAddress: Address, amount: bigint): Promise<Hex>;
  close(): Promise<void>;
}

const FAUCET_TOKENS = '1000';
const FAUCET_COINS = '1';
const HOT_WALLET_TOKENS = '1000000';
/** Gas money of a development wallet: topped up to this when it has less than half of it. */
const DEV_WALLET_COINS = parseEther('0.1');

/**
 * Starts the embedded development chain in this process (ganache's EVM, like PGlite for the database):
 * its keys and blocks live in `dir` (or in memory), and the token is deployed from the shipped bytecode on first start
 * (Multicall3 is placed at its usual address first).
 */
export async function startDevChain(opts: {
  chainId: number;
  dir: string | null;
  blockSeconds: number;
}): Promise<DevChain> {
  const { default: ganache } = await import('ganache');
  const keys = readKeys(opts.dir);
  const rich = toHex(parseEther('1000000'));
  const provider = ganache.provider({
    logging: { quiet: true },
    chain: { chainId: opts.chainId, vmErrorsOnRPCResponse: false },
    miner: { blockTime: opts.blockSeconds },
    wallet: {
      accounts: [
        { secretKey: keys.payoutKey, balance: rich },
        { secretKey: keys.faucetKey, balance: rich },
      ],
    },
    ...(opts.dir ? { database: { dbPath: join(opts.dir, 'blocks') } } : {}),
  }) as unknown as EIP1193Provider & { disconnect(): Promise<void> };
  const request = (args: { method: string; params?: unknown[] }) => provider.request(args as never);
  if (keys.multicall3Block === undefined || !(await hasCode(request))) {
    keys.multicall3Block = await installMulticall3(request);
    writeKeys(opts.dir, keys);
  }
  const multicall3 = { address: MULTICALL3_ADDRESS, blockCreated: keys.multicall3Block };
  const chain = defineChain({
    id: opts.chainId,
    name: 'Questboard development chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
    contracts: { multicall3 },
  });
  const publicClient = createPublicClient({ chain, transport: custom(provider) });
  const faucetAccount = privateKeyToAccount(keys.faucetKey);
  const faucetWallet = createWalletClient({ chain, account: faucetAccount, transport: custom(provider) });
  const payoutAddress = privateKeyToAccount(keys.payoutKey).address;

  const deployed = keys.tokenAddress && (await publicClient.getCode({ address: keys.tokenAddress }));
  if (!keys.tokenAddress || !deployed || deployed === '0x') {
    const hash = await faucetWallet.deployContract({
      abi: tokenAbi,
      bytecode: questTokenBytecode,
      args: [TOKEN_NAME, TOKEN_SYMBOL],
    });
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (!receipt.contractAddress) throw new Error('the development token could not be deployed');
    keys.tokenAddress = receipt.contractAddress;
    const mint = await faucetWallet.writeContract({
      address: keys.tokenAddress,
      abi: tokenAbi,
      functionName: 'mint',
      args: [payoutAddress, parseUnits(HOT_WALLET_TOKENS, 18)],
    });
    await publicClient.waitForTransactionReceipt({ hash: mint, pollingInterval: 50 });
    writeKeys(opts.dir, keys);
  }
  const tokenAddress = keys.tokenAddress;
  let faucetQueue: Promise<unknown> = Promise.resolve();
  // One faucet or development-wallet call at a time, each waiting for its blocks: nonces never collide.
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const run = faucetQueue.then(work);
    faucetQueue = run.catch(() => undefined);
    return run;
  };
  const mined = (hash: Hex) => publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  // A user's key: the faucet key (kept in this chain's folder) hashed with the user id; never stored, never sent.
  const devAccountOf = (userId: string) =>
    privateKeyToAccount(keccak256(toHex(`${keys.faucetKey}:dev-wallet:${userId}`)));

  return {
    provider,
    chainId: opts.chainId,
    payoutKey: keys.payoutKey,
    tokenAddress,
    multicall3,
    faucet: (to) =>
      serially(async () => {
        const mint = await faucetWallet.writeContract({
          address: tokenAddress,
          abi: tokenAbi,
          functionName: 'mint',
          args: [to, parseUnits(FAUCET_TOKENS, 18)],
        });
        await mined(mint);
        const coins = await faucetWallet.sendTransaction({ to, value: parseEther(FAUCET_COINS) });
        await mined(coins);
        return [mint, coins];
      }),
    devWalletOf: (userId) => devAccountOf(userId).address,
    depositFromDevWallet: (userId, depositAddress, amount) =>
      serially(async () => {
        const account = devAccountOf(userId);
        const own = createWalletClient({ chain, account, transport: custom(provider) });
        await mined(
          await faucetWallet.writeContract({
            address: tokenAddress,
            abi: tokenAbi,
            functionName: 'mint',
            args: [account.address, amount],
          }),
        );
        if ((await publicClient.getBalance({ address: account.address })) < DEV_WALLET_COINS / 2n) {
          await mined(await faucetWallet.sendTransaction({ to: account.address, value: DEV_WALLET_COINS }));
        }
        const deposit = await own.writeContract({
          address: tokenAddress,
          abi: tokenAbi,
          functionName: 'transfer',
          args: [depositAddress, amount],
        });
        await mined(deposit);
        return deposit;
      }),
    close: () => provider.disconnect(),
  };
}

function readKeys(dir: string | null): DevChainKeys {
  const file = dir && join(dir, 'keys.json');
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as DevChainKeys;
  const keys = { payoutKey: generatePrivateKey(), faucetKey: generatePrivateKey() };
  writeKeys(dir, keys);
  return keys;
}

function writeKeys(dir: string | null, keys: DevChainKeys) {
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'keys.json'), JSON.stringify(keys, null, 2), { mode: 0o600 });
}
