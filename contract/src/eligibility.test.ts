import { describe, expect, it } from 'vitest';
import { EligibilityBody, EligibilityRule, RuleStatus, ruleKey } from './eligibility';

const ok = (rule: unknown) => EligibilityRule.safeParse(rule).success;

describe('the Discord and wallet rules', () => {
  it('takes a Discord server id and days; refuses a name or an invite instead of the id', () => {
    expect(ok({ kind: 'DISCORD_MEMBER_SINCE', guildId: '123456789012345678', days: 30 })).toBe(true);
    expect(ok({ kind: 'DISCORD_MEMBER_SINCE', guildId: 'discord.gg/acme', days: 30 })).toBe(false);
    expect(ok({ kind: 'DISCORD_MEMBER_SINCE', guildId: '123456789012345678', days: 0 })).toBe(false);
  });

  it('asks every wallet rule for a chain; an amount above 0 with at most 36 decimals; a token address', () => {
    expect(ok({ kind: 'WALLET_AGE', chainId: 1, days: 30 })).toBe(true);
    expect(ok({ kind: 'WALLET_AGE', days: 30 })).toBe(false);
    expect(ok({ kind: 'WALLET_TX_COUNT', chainId: 8453, count: 5 })).toBe(true);
    expect(ok({ kind: 'WALLET_TX_COUNT', chainId: 8453, count: 1.5 })).toBe(false);
    expect(ok({ kind: 'WALLET_BALANCE', chainId: 1, amount: '1.5' })).toBe(true);
    expect(ok({ kind: 'WALLET_BALANCE', chainId: 1, amount: '0' })).toBe(false);
    expect(ok({ kind: 'WALLET_BALANCE', chainId: 1, amount: '-1' })).toBe(false);
    expect(ok({ kind: 'WALLET_BALANCE', chainId: 1, amount: '1e3' })).toBe(false);
    expect(ok({ kind: 'WALLET_BALANCE', chainId: 1, amount: '10', token: `0x${'ab'.repeat(20)}` })).toBe(true);
    expect(ok({ kind: 'WALLET_BALANCE', chainId: 1, amount: '10', token: '0x1234' })).toBe(false);
  });

  it('keys rules by what they read, so two servers, two chains or two tokens may be asked at once', () => {
    const rules = [
      { kind: 'DISCORD_MEMBER_SINCE', guildId: '123456789012345678', days: 30 },
      { kind: 'DISCORD_MEMBER_SINCE', guildId: '223456789012345678', days: 30 },
      { kind: 'WALLET_BALANCE', chainId: 1, amount: '1' },
      { kind: 'WALLET_BALANCE', chainId: 1, amount: '1', token: `0x${'ab'.repeat(20)}` },
      { kind: 'WALLET_AGE', chainId: 1, days: 1 },
      { kind: 'WALLET_AGE', chainId: 10, days: 1 },
    ];
    expect(EligibilityBody.safeParse({ rules }).success).toBe(true);
    expect(EligibilityBody.safeParse({ rules: [rules[4], rules[4]] }).success).toBe(false);
    expect(ruleKey(EligibilityRule.parse(rules[3]))).toBe(`WALLET_BALANCE:1:0x${'ab'.repeat(20)}`);
  });

  it('carries a balance seen as the decimal text read', () => {
    const rule = { kind: 'WALLET_BALANCE', chainId: 1, amount: '10', symbol: 'USDC', decimals: 6 };
    expect(RuleStatus.parse({ rule, met: false, seen: '1.5' }).seen).toBe('1.5');
  });
});
