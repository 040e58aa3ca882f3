import { z } from 'zod';
import { Page } from './balances';
import { endpoint } from './endpoint';
import { emailedCode, evmAddress, PasswordOrCode, SignedMessage } from './fields';
import { isTokenAmount, parseTokens } from './money';
import { tokenAmount } from './quests';

export const ASSETS = ['TOKEN', 'NATIVE'] as const;
export const Asset = z.enum(ASSETS);
export type Asset = z.infer<typeof Asset>;

export const WITHDRAWAL_STATUSES = ['REQUESTED', 'SENT', 'CONFIRMED', 'FAILED'] as const;
export const DEPOSIT_STATUSES = ['PENDING', 'CREDITED', 'UNMATCHED', 'REORGED'] as const;

/** The chain money enters and leaves by, as the wallet pages show it. */
export const ChainInfo = z.object({
  chainId: z.number().int(),
  /** True for the embedded development chain (no real money). */
  development: z.boolean(),
  tokenAddress: z.string(),
  tokenSymbol: z.string(),
  tokenDecimals: z.number().int(),
  nativeSymbol: z.string(),
  depositAddress: z.string(),
  confirmations: z.number().int(),
  /** Base of transaction links (`{explorerUrl}/tx/{hash}`), or null when the chain has no explorer. */
  explorerUrl: z.string().nullable(),
});
export type ChainInfo = z.infer<typeof ChainInfo>;

/** Withdrawal rules: fee = fixed + amount × bps / 10,000; amounts in tokens. */
export const WithdrawRules = z.object({
  feeFixed: z.string(),
  feeBps: z.number().int(),
  minimum: z.string(),
  dailyLimit: z.string(),
  /** Withdrawals of at least this amount need a code sent by e-mail. */
  codeThreshold: z.string(),
  paused: z.boolean(),
});

export const Wallet = z.object({
  chain: ChainInfo,
  rules: WithdrawRules,
  /** The user's address and when they proved it by signing (null: not proven, cannot receive withdrawals). */
  address: z.string().nullable(),
  provenAt: z.string().nullable(),
});
export type Wallet = z.infer<typeof Wallet>;

export const ChallengeBody = z.object({ address: evmAddress });
export const Challenge = z.object({ message: z.string() });

/** Replacing an address already proven needs the password, or instead the code e-mailed by `change-code`. */
export const ProveBody = SignedMessage.extend(PasswordOrCode.shape);

export const AddressChangeCode = z.object({
  /** Where the code went (the account's e-mail). */
  sentTo: z.string(),
});

/** Test tokens at most one click may add (the development chain only). */
export const DEV_FUND_MAXIMUM = 100_000;

const inDevFundRange = (units: bigint) => units > 0n && units <= parseTokens(String(DEV_FUND_MAXIMUM));

export const DevFundBody = z.object({
  amount: tokenAmount
    .default('1000')
    .refine((amount) => !isTokenAmount(amount) || inDevFundRange(parseTokens(amount)), {
      message: `Between 0 and ${DEV_FUND_MAXIMUM.toLocaleString('en-US')} test tokens`,
    }),
});
export const DevFund = z.object({
  /** The development wallet the deposit came from (the product holds its key). */
  fromAddress: z.string(),
  txHash: z.string(),
  amount: z.string(),
  /** Blocks before the deposit is credited to the balance. */
  confirmations: z.number().int(),
});
export type DevFund = z.infer<typeof DevFund>;

export const WithdrawFeeBody = z.object({ amount: tokenAmount, asset: Asset.default('TOKEN') });
export const WithdrawFee = z.object({
  asset: Asset,
  amount: z.string(),
  fee: z.string(),
  /** What leaves the balance: amount + fee. */
  total: z.string(),
  /** What arrives at the address. */
  receive: z.string(),
  minimum: z.string(),
  /** True when this amount needs the e-mailed code. */
  needsCode: z.boolean(),
});
export type WithdrawFee = z.infer<typeof WithdrawFee>;

export const WithdrawBody = z.object({
  amount: tokenAmount,
  asset: Asset.default('TOKEN'),
  /** The e-mailed code, for amounts at or above the threshold. */
  code: emailedCode.optional(),
  /** The same key answers the first request instead of withdrawing twice. */
  requestKey: z.string().min(8).max(100).optional(),
});

export const Withdrawal = z.object({
  id: z.string(),
  asset: Asset,
  amount: z.string(),
  fee: z.string(),
  toAddress: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  txHash: z.string().nullable(),
  requestedAt: z.string(),
  sentAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  failedAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof Withdrawal>;

export const Deposit = z.object({
  id: z.string(),
  asset: Asset,
  amount: z.string(),
  fromAddress: z.string(),
  txHash: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  confirmations: z.number().int(),
  createdAt: z.string(),
  creditedAt: z.string().nullable(),
});
export type Deposit = z.infer<typeof Deposit>;

/** Spec §7 Users: withdraw, withdraw-fee; and the wallet calls around them (address proof, deposits). */
export const walletApi = {
  wallet: endpoint({
    method: 'GET',
    path: '/users/wallet',
    auth: true,
    summary: 'The chain, the withdrawal rules and the signed-in user’s proven address',
    response: Wallet,
  }),
  challenge: endpoint({
    method: 'POST',
    path: '/users/wallet/challenge',
    auth: true,
    summary: 'A Sign-In with Ethereum message (EIP-4361, single-use nonce) for the wallet to sign',
    body: ChallengeBody,
    response: Challenge,
  }),
  prove: endpoint({
    method: 'POST',
    path: '/users/wallet/prove',
    auth: true,
    summary: 'Proves the address by its signature of the challenge; it becomes the profile’s cryptoAddress',
    body: ProveBody,
    response: Wallet,
  }),
  addressChangeCode: endpoint({
    method: 'POST',
    path: '/users/wallet/change-code',
    auth: true,
    summary: 'E-mails a code that confirms replacing the proven address (the alternative to the password)',
    response: AddressChangeCode,
  }),
  withdrawFee: endpoint({
    method: 'POST',
    path: '/users/withdraw-fee',
    auth: true,
    summary: 'Quotes the fee of a withdrawal and what arrives',
    body: WithdrawFeeBody,
    response: WithdrawFee,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/users/withdraw',
    auth: true,
    summary: 'Moves amount + fee out of the balance and queues the transfer to the proven address',
    body: WithdrawBody,
    response: Withdrawal,
  }),
  withdrawals: endpoint({
    method: 'GET',
    path: '/users/withdrawals',
    auth: true,
    summary: 'The signed-in user’s withdrawals, newest first',
    query: Page,
    response: z.object({ items: z.array(Withdrawal), total: z.number().int() }),
  }),
  deposits: endpoint({
    method: 'GET',
    path: '/users/deposits',
    auth: true,
    summary: 'Deposits from the signed-in user’s proven address, newest first, with their confirmations',
    query: Page,
    response: z.object({ items: z.array(Deposit), total: z.number().int() }),
  }),
  devChainRpc: endpoint({
    method: 'POST',
    path: '/dev/chain-rpc',
    auth: false,
    summary: 'JSON-RPC of the embedded development chain, for a browser wallet (development only)',
    body: z.object({
      jsonrpc: z.literal('2.0'),
      id: z.union([z.number(), z.string()]),
      method: z.string().min(1).max(100),
      params: z.array(z.unknown()).max(10).optional(),
    }),
    response: z.object({
      jsonrpc: z.literal('2.0'),
      id: z.union([z.number(), z.string()]),
      result: z.unknown().optional(),
      error: z.object({ code: z.number(), message: z.string() }).optional(),
    }),
  }),
  devFund: endpoint({
    method: 'POST',
    path: '/users/wallet/dev-fund',
    auth: true,
    summary:
      'Development chain only: test tokens to the balance in one click, through a real deposit from a development wallet the product holds for the user',
    body: DevFundBody,
    response: DevFund,
  }),
  faucet: endpoint({
    method: 'POST',
    path: '/users/wallet/faucet',
    auth: true,
    summary: 'Development chain only: sends test tokens and coins to the proven address',
    response: z.object({ txHashes: z.array(z.string()) }),
  }),
};
