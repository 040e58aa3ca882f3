import type { Address } from 'viem';
import type { UserRow } from '../../db/schema/users';
import { provenAddress } from './external-checks';
import type { WalletReads } from './rule-reads';

const DAY_MS = 86_400_000;

/**
 * How the wallet history is found: `known` only answers already read (the brand's page of participants makes no
 * chain read); `known-or-read` reads the chain when nothing is known (a claim: the answer was usually learnt when the
 * address was proven or the quest started); `read` asks the chain unless the first transaction is already found (a
 * person looking at their own score sees a transaction they just sent).
 */
export type WalletHistoryRead = 'known' | 'known-or-read' | 'read';

/**
 * The WALLET_HISTORY risk signal's value for `user`: whole days since their proven wallet's first transaction on the
 * main chain, null when it has sent none, undefined when unknown. A first transaction once found is kept forever
 * (WalletHistory), so a person's later reads cost nothing. A chain that cannot be read leaves the signal unknown
 * rather than failing a claim.
 */
export async function walletDays(
  wallets: WalletReads | null,
  user: UserRow,
  now: Date,
  how: WalletHistoryRead,
): Promise<number | null | undefined> {
  const address = provenAddress(user);
  if (!wallets || !address) return undefined;
  const chainId = await wallets.mainChainId().catch(() => null);
  if (chainId === null) return undefined;
  const known = how === 'known-or-read' ? wallets.knownFirstTransaction(chainId, address) : undefined;
  const first =
    how === 'known'
      ? wallets.knownFirstTransaction(chainId, address)
      : known !== undefined
        ? known
        : await wallets.firstTransaction(chainId, address).catch(() => undefined);
  if (first === undefined) return undefined;
  return first === null ? null : Math.max(0, Math.floor((now.getTime() - first.getTime()) / DAY_MS));
}

/** Days since a proven address's first transaction as a page of people reads them: only answers already known. */
export type KnownWalletDays = (address: string) => number | null | undefined;

/** The main chain's known first transactions (null: the signal stays unknown for everyone). */
export async function knownWalletDays(wallets: WalletReads | null, now = new Date()): Promise<KnownWalletDays | null> {
  const chainId = wallets ? await wallets.mainChainId().catch(() => null) : null;
  if (!wallets || chainId === null) return null;
  return (address) => {
    const first = wallets.knownFirstTransaction(chainId, address as Address);
    if (first === null) return null;
    return first === undefined ? undefined : Math.max(0, Math.floor((now.getTime() - first.getTime()) / DAY_MS));
  };
}
