/** Token amounts: bigint base units with 18 decimals in code, decimal strings of whole tokens on the wire. */
export const TOKEN_DECIMALS = 18;
const UNIT = 10n ** BigInt(TOKEN_DECIMALS);
const AMOUNT = /^(\d{1,60})(?:\.(\d{1,18}))?$/;

/** True for a decimal string we accept as an amount: digits, optional fraction of at most 18 digits. */
export function isTokenAmount(text: string): boolean {
  return AMOUNT.test(text);
}

/** "12.5" → 12500000000000000000n. Throws on anything that is not a plain non-negative decimal. */
export function parseTokens(text: string): bigint {
  const match = AMOUNT.exec(text.trim());
  if (!match) throw new RangeError(`not a token amount: ${text}`);
  const whole = BigInt(match[1] ?? '0');
  const fraction = BigInt((match[2] ?? '').padEnd(TOKEN_DECIMALS, '0'));
  return whole * UNIT + fraction;
}

/** 12500000000000000000n → "12.5" (exact; no trailing zeros). */
export function formatTokens(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = abs / UNIT;
  const fraction = (abs % UNIT).toString().padStart(TOKEN_DECIMALS, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Rounded down to `digits` fraction digits, for display: (12.3456, 2) → "12.34"; 0 when absent. */
export function displayTokens(units: bigint | null | undefined, digits = 4): string {
  if (units === null || units === undefined) return '0';
  const step = 10n ** BigInt(TOKEN_DECIMALS - Math.min(digits, TOKEN_DECIMALS));
  return formatTokens((units / step) * step);
}

/** amount × bps / 10,000, rounded down. */
export function basisPoints(amount: bigint, bps: number): bigint {
  return (amount * BigInt(bps)) / 10_000n;
}
