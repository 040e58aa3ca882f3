import type { RuleStatus } from '@questboard/contract/eligibility';
import { ERROR_CODES } from '@questboard/contract/errors';
import type { Address } from 'viem';
import type { UserRow } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import type { ExternalRule, RuleReads } from './rule-reads';

const DAY_MS = 86_400_000;
const days = (since: Date, now: Date) => Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS));

const notReadHere = (what: string) =>
  new AppError(503, ERROR_CODES.SERVICE_UNAVAILABLE, `${what} cannot be checked on this site right now.`);

/** The proven address of `user`, or null. */
export const provenAddress = (user: UserRow): Address | null =>
  user.cryptoAddress && user.cryptoAddressProvenAt ? (user.cryptoAddress as Address) : null;

/**
 * One rule read at Discord or on a chain, with what was read: DISCORD_MEMBER_SINCE the days since joining (null: not a
 * member; false: no Discord account connected), the wallet rules at the proven address (false: none proven) the days
 * since its first transaction (null: none yet), the transactions it sent, or its balance in the coin's or token's unit.
 * A provider or chain that cannot be read answers 429/503 (never "not met" for a read that did not happen).
 */
export async function externalStatus(
  rule: ExternalRule,
  user: UserRow,
  reads: RuleReads,
  now: Date,
): Promise<RuleStatus> {
  if (rule.kind === 'DISCORD_MEMBER_SINCE') {
    if (!reads.discord?.configured) throw notReadHere('Discord membership');
    const member = await reads.discord.of(user.id, rule.guildId);
    if (member.state === 'NOT_CONNECTED') return { rule, met: false, seen: false };
    if (member.state === 'NOT_MEMBER') return { rule, met: false, seen: null };
    const seen = days(member.joinedAt, now);
    return { rule, met: seen >= rule.days, seen };
  }
  const wallets = reads.wallets;
  if (!wallets) throw notReadHere('A wallet');
  const address = provenAddress(user);
  if (!address) return { rule, met: false, seen: false };
  switch (rule.kind) {
    case 'WALLET_AGE': {
      const first = await wallets.firstTransaction(rule.chainId, address);
      const seen = first === null ? null : days(first, now);
      return { rule, met: seen !== null && seen >= rule.days, seen };
    }
    case 'WALLET_TX_COUNT': {
      const seen = await wallets.transactionCount(rule.chainId, address);
      return { rule, met: seen >= rule.count, seen };
    }
    case 'WALLET_BALANCE': {
      const { formatUnits, parseUnits } = await import('viem');
      const decimals = rule.decimals ?? 18;
      const balance = await wallets.balance(rule.chainId, address, rule.token as Address | undefined);
      return { rule, met: balance >= parseUnits(rule.amount, decimals), seen: formatUnits(balance, decimals) };
    }
  }
}
