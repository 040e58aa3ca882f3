import { describe, expect, it } from 'vitest';
import { formatTokenAmount } from './format-tokens';

describe('formatTokenAmount', () => {
  it('rounds down to the display digits and groups thousands', () => {
    expect(formatTokenAmount('1234567.123456')).toBe('1,234,567.1234');
    expect(formatTokenAmount('0.99999', 2)).toBe('0.99');
    expect(formatTokenAmount('100')).toBe('100');
  });

  it('shows 0 when the amount is absent or not an amount', () => {
    expect(formatTokenAmount(undefined)).toBe('0');
    expect(formatTokenAmount(null)).toBe('0');
    expect(formatTokenAmount('abc')).toBe('0');
  });
});
