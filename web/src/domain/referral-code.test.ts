import { beforeEach, describe, expect, it } from 'vitest';
import { forgetReferralCode, keepReferralCode, keptReferralCode } from './referral-code';

describe('a referral link’s code, kept for the sign-up', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a code shaped like one (as stored: lower case), the newest link winning, until a sign-up spends it', () => {
    expect(keptReferralCode()).toBeUndefined();
    expect(keepReferralCode(' ABCD2345 ')).toBe(true);
    expect(keptReferralCode()).toBe('abcd2345');
    expect(keepReferralCode('wxyz6789')).toBe(true);
    expect(keptReferralCode()).toBe('wxyz6789');
    forgetReferralCode();
    expect(keptReferralCode()).toBeUndefined();
  });

  it('ignores what is not a code and forgets a code after 30 days', () => {
    for (const text of ['<script>', 'abc', 'abcd0123', '', null]) expect(keepReferralCode(text)).toBe(false);
    expect(keptReferralCode()).toBeUndefined();
    const at = Date.parse('2026-01-01T00:00:00Z');
    keepReferralCode('abcd2345', at);
    expect(keptReferralCode(at + 29 * 86_400_000)).toBe('abcd2345');
    expect(keptReferralCode(at + 31 * 86_400_000)).toBeUndefined();
    localStorage.setItem('referral', '{not json');
    expect(keptReferralCode()).toBeUndefined();
  });
});
