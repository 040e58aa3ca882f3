import type { EligibilityRule } from '@questboard/contract/eligibility';
import { ERROR_CODES } from '@questboard/contract/errors';
import type { Address } from 'viem';
import { AppError } from '../../lib/app-error';
import type { RuleReads } from './rule-reads';

const refused = (index: number, field: string, message: string) =>
  new AppError(400, ERROR_CODES.VALIDATION_ERROR, message, {}, undefined, { [`rules.${index}.${field}`]: message });

const decimalsOf = (amount: string) => amount.split('.')[1]?.length ?? 0;

/**
 * The rules as saved, once what they read is known to be readable here: a Discord rule needs Discord configured on
 * this Questboard (it could not be verified otherwise, and rules are only ones the platform checks), a wallet rule a
 * chain the operator configured; WALLET_BALANCE gets the coin's or the ERC-20's symbol and decimals (read from the
 * token, as HOLD_TOKEN conditions do), and its amount may not be finer than them.
 */
export async function prepareRules(rules: EligibilityRule[], reads: RuleReads): Promise<EligibilityRule[]> {
  const prepared: EligibilityRule[] = [];
  for (const [index, rule] of rules.entries()) {
    if (rule.kind === 'DISCORD_MEMBER_SINCE' && !reads.discord?.configured) {
      throw refused(
        index,
        'guildId',
        'Discord is not set up on this Questboard, so membership cannot be verified: this rule cannot be used.',
      );
    }
    if (rule.kind !== 'WALLET_AGE' && rule.kind !== 'WALLET_TX_COUNT' && rule.kind !== 'WALLET_BALANCE') {
      prepared.push(rule);
      continue;
    }
    const chain = reads.wallets ? await reads.wallets.chain(rule.chainId) : null;
    if (!reads.wallets || !chain) {
      throw refused(index, 'chainId', 'This chain is not read on this Questboard: choose one from /quests/chains.');
    }
    if (rule.kind !== 'WALLET_BALANCE') {
      prepared.push(rule);
      continue;
    }
    const { getAddress, isAddress } = await import('viem');
    if (rule.token && !isAddress(rule.token)) {
      throw refused(index, 'token', 'This address is not checksummed right: paste it again or in lower case.');
    }
    const token = rule.token ? getAddress(rule.token) : undefined;
    const unit = token
      ? await reads.wallets.token(rule.chainId, token as Address)
      : { symbol: chain.nativeSymbol, decimals: 18 };
    if (!unit) throw refused(index, 'token', `${token} is not an ERC-20 token on ${chain.name}.`);
    if (decimalsOf(rule.amount) > unit.decimals) {
      throw refused(index, 'amount', `${unit.symbol || 'This token'} has ${unit.decimals} decimals at most.`);
    }
    prepared.push({ ...rule, ...(token ? { token } : {}), symbol: unit.symbol, decimals: unit.decimals });
  }
  return prepared;
}
