import type { EligibilityRule } from '@questboard/contract/eligibility';
import type { Address } from 'viem';

/** Discord membership as the social module reads it (DiscordMembership). */
export interface DiscordReads {
  readonly configured: boolean;
  of(
    userId: string,
    guildId: string,
  ): Promise<{ state: 'NOT_CONNECTED' } | { state: 'NOT_MEMBER' } | { state: 'MEMBER'; joinedAt: Date }>;
}

/** A proven address's history on the operator's chains, as the chain module reads it (WalletHistory). */
export interface WalletReads {
  chain(chainId: number): Promise<{ chainId: number; name: string; nativeSymbol: string } | null>;
  mainChainId(): Promise<number | null>;
  firstTransaction(chainId: number, address: Address): Promise<Date | null>;
  knownFirstTransaction(chainId: number, address: Address): Date | null | undefined;
  /** Reads the main chain's first transaction of `address` in the background (claims then find it known). */
  learn(address: Address): void;
  transactionCount(chainId: number, address: Address): Promise<number>;
  balance(chainId: number, address: Address, token?: Address): Promise<bigint>;
  token(chainId: number, token: Address): Promise<{ symbol: string; decimals: number } | null>;
}

/** What the rules read outside the database, handed in by the composition root (null: not available here). */
export interface RuleReads {
  discord: DiscordReads | null;
  wallets: WalletReads | null;
}

export const NO_READS: RuleReads = { discord: null, wallets: null };

/** The rules read at a provider or on a chain when checked. */
export type ExternalRule = Extract<
  EligibilityRule,
  { kind: 'DISCORD_MEMBER_SINCE' | 'WALLET_AGE' | 'WALLET_TX_COUNT' | 'WALLET_BALANCE' }
>;
/** The rules read from what the platform stores. */
export type StoredRule = Exclude<EligibilityRule, ExternalRule>;

export const isExternalRule = (rule: EligibilityRule): rule is ExternalRule =>
  rule.kind === 'DISCORD_MEMBER_SINCE' ||
  rule.kind === 'WALLET_AGE' ||
  rule.kind === 'WALLET_TX_COUNT' ||
  rule.kind === 'WALLET_BALANCE';
