import type { Address } from 'viem';
import type { UserRow } from '../../db/schema/users';
import { provenAddress } from './external-checks';
import type { WalletReads } from './rule-reads';

const DAY_MS = 86_400_000;

/**
 * The WALLET_HISTORY risk signal's value for `user`: whole days since their proven wallet's first transaction on the
 * main chain, null when it has sent none, undefined when unknown. With `read`, the first transaction is asked of the
 * chain through WalletHistory (kept forever once found, so a person's later claims read nothing); without, only an
 * answer already known is used (the brand's page of participants makes no chain read). A chain that cannot be read
 * leaves the signal unknown rather than failing a claim.
 */
export async function walletDays(
  wallets: WalletReads | null,
  user: UserRow,
  now: Date,
  read: boolean,
): Promise<number | null | undefined> {
  const address = provenAddress(user);
  if (!wallets || !address) return undefined;
  const chainId = await wallets.mainChainId().catch(() => null);
  if (chainId === null) return undefined;
  const first = read
    ? await wallets.firstTransaction(chainId, address).catch(() => undefined)
    : wallets.knownFirstTransaction(chainId, address);
  if (first === undefined) return undefined;
  return first === null ? null : Math.max(0, Math.floor((now.getTime() - first.getTime()) / DAY_MS));
}

/** Days since a proven address's first transaction as a page of people reads them: only answers already known. */
export type KnownWalletDays = (address: string) => number | undefined;

/** The main chain's known first transactions (null: the signal stays unknown for everyone). */
export async function knownWalletDays(wallets: WalletReads | null, now = new Date()): Promise<KnownWalletDays | null> {
  const chainId = wallets ? await wallets.mainChainId().catch(() => null) : null;
  if (!wallets || chainId === null) return null;
  return (address) => {
    const first = wallets.knownFirstTransaction(chainId, address as Address);
    return first === undefined ? undefined : Math.max(0, Math.floor((now.getTime() - first.getTime()) / DAY_MS));
  };
}
