import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseTokens } from '@questboard/contract/money';
import type { Address, Hex } from 'viem';
import { z } from 'zod';

const tokens = (fallback: string) =>
  z
    .string()
    .regex(/^\d{1,30}(\.\d{1,18})?$/, 'must be a token amount such as 0.5')
    .default(fallback);
// Checked by shape only: the chain runtime (which loads viem, only when the chain is first used) checksums it.
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const address = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || EVM_ADDRESS.test(v), 'must be an EVM address (0x + 40 hex digits)')
  .transform((v) => v as Address | undefined);

/** A chain's Multicall3: its address, or "none" (reads go one by one); unset, the usual address if it has code. */
const multicall3 = z
  .string()
  .trim()
  .regex(/^(none|0x[0-9a-fA-F]{40})$/, 'must be "none" or the address of Multicall3 (0x + 40 hex digits)')
  .transform((v) => v as Address | 'none');

const conditionChainList = z
  .array(
    z.object({
      name: z.string().trim().min(1).max(60),
      chainId: z.number().int().positive(),
      rpcUrl: z.string().regex(/^https?:\/\//, 'rpcUrl must start with http(s)://'),
      explorerUrl: z
        .string()
        .regex(/^https?:\/\//)
        .transform((v) => v.replace(/\/$/, ''))
        .optional(),
      multicall3: multicall3.optional(),
    }),
  )
  .max(50);
/** A chain on-chain conditions read besides the main one. */
export type ConditionChainConfig = z.output<typeof conditionChainList>[number];

/** The chain's environment variables, merged into the app's env schema. */
export const chainEnv = {
  CHAIN_RPC_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^(https?|wss?):\/\//.test(v), 'must start with http(s):// or ws(s)://'),
  CHAIN_ID: z.coerce.number().int().positive().optional(),
  TOKEN_ADDRESS: address,
  PAYOUT_PRIVATE_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^0x[0-9a-fA-F]{64}$/.test(v), 'must be 0x followed by 64 hex digits'),
  DEPOSIT_ADDRESS: address,
  // 12 on a chain of its own; 2 on the embedded development chain (one node, no reorganisations, a block a second).
  CONFIRMATIONS: z.coerce.number().int().min(1).max(1_000).optional(),
  CHAIN_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(2_000),
  CHAIN_EXPLORER_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.replace(/\/$/, '') : undefined)),
  /** The main chain's name where on-chain conditions are chosen (the embedded one names itself). */
  CHAIN_NAME: z.string().trim().max(60).optional(),
  /**
   * More chains on-chain conditions may read, as JSON: [{"name":"Base","chainId":8453,"rpcUrl":"https://…",
   * "explorerUrl":"https://basescan.org"}]. The main chain (CHAIN_RPC_URL, or the embedded one) is always listed.
   */
  CONDITION_CHAINS: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return [];
      try {
        return conditionChainList.parse(JSON.parse(v));
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: `must be a JSON list of chains: ${(error as Error).message}` });
        return z.NEVER;
      }
    }),
  /**
   * The main chain's Multicall3, which batches condition reads: its address, or "none" (reads go one by one). Unset,
   * the usual address 0xcA11…CA11 is used when it has code (the embedded chain has it there).
   */
  CHAIN_MULTICALL3: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(multicall3.optional()),
  /** How long an on-chain read (balance, logs) is reused, in milliseconds. */
  CHAIN_READ_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(15_000),
  /** The most blocks one eth_getLogs asks for (providers cap ranges, often at 10,000 or less). */
  CHAIN_LOG_RANGE: z.coerce.number().int().min(10).max(1_000_000).default(5_000),
  DEV_CHAIN_BLOCK_SECONDS: z.coerce.number().min(0).max(60).default(1),
  WITHDRAW_FEE_FIXED: tokens('0.5'),
  WITHDRAW_FEE_BPS: z.coerce.number().int().min(0).max(10_000).default(50),
  WITHDRAW_MINIMUM: tokens('1'),
  WITHDRAW_DAILY_LIMIT: tokens('10000'),
  WITHDRAW_CODE_THRESHOLD: tokens('1000'),
};

const chainEnvSchema = z.object(chainEnv);
type ChainEnv = z.output<typeof chainEnvSchema> & { NODE_ENV: string };

export interface WithdrawRulesConfig {
  feeFixed: bigint;
  feeBps: number;
  minimum: bigint;
  dailyLimit: bigint;
  codeThreshold: bigint;
}

/** What on-chain conditions read and how. */
export interface ConditionReadsConfig {
  /** The main chain's name (undefined: its own). */
  mainName?: string;
  /** The main chain's Multicall3 (undefined: the usual address when it has code). */
  mainMulticall3?: Address | 'none';
  chains: ConditionChainConfig[];
  cacheMs: number;
  logRange: number;
}

interface ChainCommon {
  conditions: ConditionReadsConfig;
  confirmations: number;
  pollMs: number;
  depositAddress?: Address;
  explorerUrl?: string;
  withdraw: WithdrawRulesConfig;
}

export type ChainConfig =
  | (ChainCommon & { kind: 'rpc'; rpcUrl: string; chainId?: number; tokenAddress: Address; payoutKey: Hex })
  /** The embedded chain: kept in `dir` (null: in memory, for tests), blocks every `blockSeconds` (0: on demand). */
  | (ChainCommon & { kind: 'dev'; chainId: number; dir: string | null; blockSeconds: number });

class ChainConfigError extends Error {}

/** The chain part of the config; throws naming the variable that is missing or wrong. */
export function chainConfig(env: ChainEnv, dataDir: string): ChainConfig {
  const common: ChainCommon = {
    conditions: {
      mainName: env.CHAIN_NAME,
      mainMulticall3: env.CHAIN_MULTICALL3,
      chains: env.CONDITION_CHAINS,
      cacheMs: env.CHAIN_READ_CACHE_MS,
      logRange: env.CHAIN_LOG_RANGE,
    },
    confirmations: env.CONFIRMATIONS ?? (env.CHAIN_RPC_URL ? 12 : 2),
    pollMs: env.CHAIN_POLL_MS,
    depositAddress: env.DEPOSIT_ADDRESS,
    explorerUrl: env.CHAIN_EXPLORER_URL,
    withdraw: {
      feeFixed: parseTokens(env.WITHDRAW_FEE_FIXED),
      feeBps: env.WITHDRAW_FEE_BPS,
      minimum: parseTokens(env.WITHDRAW_MINIMUM),
      dailyLimit: parseTokens(env.WITHDRAW_DAILY_LIMIT),
      codeThreshold: parseTokens(env.WITHDRAW_CODE_THRESHOLD),
    },
  };
  if (!env.CHAIN_RPC_URL) {
    const test = env.NODE_ENV === 'test';
    return {
      ...common,
      kind: 'dev',
      // Tests share one database: a chain id of their own keeps each app's withdrawals and deposits apart.
      chainId: env.CHAIN_ID ?? (test ? 100_000 + Math.floor(Math.random() * 1_000_000_000) : 31_337),
      dir: test ? null : join(dataDir, 'dev-chain'),
      blockSeconds: test ? 0 : env.DEV_CHAIN_BLOCK_SECONDS,
    };
  }
  if (!env.TOKEN_ADDRESS) throw new ChainConfigError('TOKEN_ADDRESS is required with CHAIN_RPC_URL');
  const keyFile = join(dataDir, 'payout-key');
  const payoutKey = env.PAYOUT_PRIVATE_KEY ?? (existsSync(keyFile) ? readFileSync(keyFile, 'utf8').trim() : '');
  if (!/^0x[0-9a-fA-F]{64}$/.test(payoutKey)) {
    throw new ChainConfigError(`PAYOUT_PRIVATE_KEY (or a key in ${keyFile}) is required with CHAIN_RPC_URL`);
  }
  return {
    ...common,
    kind: 'rpc',
    rpcUrl: env.CHAIN_RPC_URL,
    chainId: env.CHAIN_ID,
    tokenAddress: env.TOKEN_ADDRESS,
    payoutKey: payoutKey as Hex,
  };
}

export { ChainConfigError };
