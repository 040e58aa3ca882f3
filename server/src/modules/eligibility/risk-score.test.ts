import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressDigest } from '../../lib/address-digest';
import { aboveMax, HUMAN_SECONDS_PER_STEP, type RiskFacts, riskScore, riskSentence } from './risk-score';

/** An established, verified person with two identities, who took their time and wrote their own answers. */
const honest: RiskFacts = {
  accountDays: 400,
  emailVerified: true,
  identities: 2,
  socialDays: 900,
  sharedSignup: 0,
  completionSeconds: 600,
  steps: 3,
  identicalAnswers: 0,
};

const facts = fc.record({
  accountDays: fc.integer({ min: 0, max: 5000 }),
  emailVerified: fc.boolean(),
  identities: fc.integer({ min: 0, max: 7 }),
  socialDays: fc.option(fc.integer({ min: 0, max: 6000 }), { nil: null }),
  sharedSignup: fc.integer({ min: 0, max: 500 }),
  completionSeconds: fc.option(fc.double({ min: 0, max: 1e6, noNaN: true }), { nil: null }),
  steps: fc.integer({ min: 0, max: 60 }),
  identicalAnswers: fc.integer({ min: 0, max: 500 }),
  walletDays: fc.option(fc.option(fc.integer({ min: 0, max: 4000 }), { nil: null }), { nil: undefined }),
});

describe('riskScore', () => {
  it('an established honest person scores 0 with no reasons', () => {
    expect(riskScore(honest)).toEqual({ score: 0, reasons: [] });
  });

  it('a fresh farm account scores each signal with its weight, the value seen and its threshold', () => {
    const farm = riskScore({
      accountDays: 0,
      emailVerified: false,
      identities: 0,
      socialDays: null,
      sharedSignup: 12,
      completionSeconds: 2.4,
      steps: 3,
      identicalAnswers: 4,
    });
    expect(farm.score).toBe(100);
    expect(farm.reasons).toEqual([
      { signal: 'SHARED_SIGNUP_ADDRESS', weight: 40, seen: 12, threshold: 1 },
      { signal: 'IDENTICAL_ANSWERS', weight: 30, seen: 4, threshold: 1 },
      { signal: 'NEW_ACCOUNT', weight: 20, seen: 0, threshold: 7 },
      { signal: 'FAST_COMPLETION', weight: 20, seen: 2, threshold: 3 * HUMAN_SECONDS_PER_STEP },
      { signal: 'NO_VERIFIED_EMAIL', weight: 15, seen: false, threshold: null },
      { signal: 'FEW_IDENTITIES', weight: 15, seen: 0, threshold: 2 },
    ]);
  });

  it('an unknown social age and a quest not yet completed weigh nothing', () => {
    const { reasons } = riskScore({ ...honest, socialDays: null, completionSeconds: null });
    expect(reasons).toEqual([]);
  });

  it('is bounded by 0 and 100, and is the capped sum of its reasons, each of positive weight', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const { score, reasons } = riskScore(f);
        const sum = reasons.reduce((total, r) => total + r.weight, 0);
        expect(score).toBe(Math.min(100, sum));
        expect(score).toBeGreaterThanOrEqual(0);
        expect(reasons.every((r) => r.weight > 0)).toBe(true);
        expect(new Set(reasons.map((r) => r.signal)).size).toBe(reasons.length);
        for (const r of reasons) expect(riskSentence(r)).toContain(`+${r.weight}`);
      }),
    );
  });

  it('never goes down when a signal gets worse (more shared sign-ups, younger account, fewer identities, more copies)', () => {
    fc.assert(
      fc.property(facts, fc.integer({ min: 1, max: 50 }), (f, more) => {
        const base = riskScore(f).score;
        expect(riskScore({ ...f, sharedSignup: f.sharedSignup + more }).score).toBeGreaterThanOrEqual(base);
        expect(riskScore({ ...f, identicalAnswers: f.identicalAnswers + more }).score).toBeGreaterThanOrEqual(base);
        expect(riskScore({ ...f, accountDays: Math.max(0, f.accountDays - more) }).score).toBeGreaterThanOrEqual(base);
        expect(riskScore({ ...f, identities: Math.max(0, f.identities - more) }).score).toBeGreaterThanOrEqual(base);
        expect(riskScore({ ...f, emailVerified: false }).score).toBeGreaterThanOrEqual(base);
      }),
    );
  });

  it('weighs a proven wallet without history, less one under 30 days, nothing for an old or unknown one', () => {
    const wallet = (walletDays: number | null | undefined) =>
      riskScore({ ...honest, walletDays }).reasons.find((r) => r.signal === 'WALLET_HISTORY');
    expect(wallet(null)).toEqual({ signal: 'WALLET_HISTORY', weight: 10, seen: null, threshold: 30 });
    expect(wallet(3)).toEqual({ signal: 'WALLET_HISTORY', weight: 5, seen: 3, threshold: 30 });
    expect(wallet(30)).toBeUndefined();
    expect(wallet(undefined)).toBeUndefined();
    expect(riskSentence({ signal: 'WALLET_HISTORY', weight: 5, seen: 3, threshold: 30 })).toBe(
      "Your proven wallet's first transaction is 3 day(s) old (+5); it weighs nothing from 30 days.",
    );
  });

  it('a maximum refuses strictly above it; no maximum refuses nobody', () => {
    expect(aboveMax(40, 40)).toBe(false);
    expect(aboveMax(41, 40)).toBe(true);
    expect(aboveMax(100, null)).toBe(false);
  });
});

describe('addressDigest', () => {
  it('keeps no address: 16 hex characters, keyed, the same for one address and for one IPv6 /64', () => {
    const a = addressDigest('k', '203.0.113.7');
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(a).not.toContain('203');
    expect(addressDigest('k', '::ffff:203.0.113.7')).toBe(a);
    expect(addressDigest('other key', '203.0.113.7')).not.toBe(a);
    expect(addressDigest('k', '203.0.113.8')).not.toBe(a);
    expect(addressDigest('k', '2001:db8:1:2::1')).toBe(addressDigest('k', '2001:db8:1:2:ffff::9'));
    expect(addressDigest('k', '2001:db8:1:3::1')).not.toBe(addressDigest('k', '2001:db8:1:2::1'));
    expect(addressDigest('k', 'not an address')).toBeNull();
    expect(addressDigest('k', undefined)).toBeNull();
  });
});
