import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basisPoints, displayTokens, formatTokens, isTokenAmount, parseTokens } from './money';

describe('token amounts', () => {
  it('parses and formats exactly', () => {
    expect(parseTokens('12.5')).toBe(12_500_000_000_000_000_000n);
    expect(parseTokens('0.000000000000000001')).toBe(1n);
    expect(formatTokens(12_500_000_000_000_000_000n)).toBe('12.5');
    expect(formatTokens(0n)).toBe('0');
  });

  it('refuses signs, exponents, too many decimals and junk', () => {
    for (const bad of ['-1', '1e5', '0.0000000000000000001', '', '.5', '1.', 'abc', '1,5']) {
      expect(isTokenAmount(bad), bad).toBe(false);
      expect(() => parseTokens(bad)).toThrow(RangeError);
    }
  });

  it('round-trips every base-unit amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), (units) => parseTokens(formatTokens(units)) === units),
    );
  });

  it('rounds display down to the fraction digits, and shows 0 when absent', () => {
    expect(displayTokens(parseTokens('12.3456789'), 2)).toBe('12.34');
    expect(displayTokens(undefined)).toBe('0');
  });

  it('takes basis points rounding down', () => {
    expect(basisPoints(parseTokens('100'), 500)).toBe(parseTokens('5'));
    expect(basisPoints(19n, 500)).toBe(0n);
  });
});
