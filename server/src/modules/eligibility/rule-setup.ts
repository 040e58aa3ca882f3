import type { EligibilityRule } from '@questboard/contract/eligibility';
import type { Address } from 'viem';
import { type FieldMessageKey, invalidField } from '../../lib/field-error';
import type { RuleReads } from './rule-reads';

const refused = (index: number, field: string, key: FieldMessageKey, params: Record<string, string | number> = {}) =>
  invalidField(`rules.${index}.${field}`, key, params);

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
      throw refused(index, 'guildId', 'rule_discord_unset');
    }
    if (rule.kind !== 'WALLET_AGE' && rule.kind !== 'WALLET_TX_COUNT' && rule.kind !== 'WALLET_BALANCE') {
      prepared.push(rule);
      continue;
    }
    const chain = reads.wallets ? await reads.wallets.chain(rule.chainId) : null;
    if (!reads.wallets || !chain) {
      throw refused(index, 'chainId', 'rule_chain_unread');
    }
    if (rule.kind !== 'WALLET_BALANCE') {
      prepared.push(rule);
      continue;
    }
    const { getAddress, isAddress } = await import('viem');
    if (rule.token && !isAddress(rule.token)) {
      throw refused(index, 'token', 'rule_token_checksum');
    }
    const token = rule.token ? getAddress(rule.token) : undefined;
    const unit = token
      ? await reads.wallets.token(rule.chainId, token as Address)
      : { symbol: chain.nativeSymbol, decimals: 18 };
    if (!unit) throw refused(index, 'token', 'rule_token_not_erc20', { token: token ?? '', chain: chain.name });
    if (decimalsOf(rule.amount) > unit.decimals) {
      throw refused(index, 'amount', unit.symbol ? 'rule_amount_decimals' : 'rule_amount_decimals_unnamed', {
        symbol: unit.symbol,
        decimals: unit.decimals,
      });
    }
    prepared.push({ ...rule, ...(token ? { token } : {}), symbol: unit.symbol, decimals: unit.decimals });
  }
  return prepared;
}
