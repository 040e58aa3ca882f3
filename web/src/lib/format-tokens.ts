import { displayTokens, isTokenAmount, parseTokens } from '@questboard/contract/money';

/** Fraction digits shown for token amounts; the exact amount stays available in a title. */
export const TOKEN_DISPLAY_DIGITS = 4;

/** "1234567.123456" → "1,234,567.1234"; an absent or malformed amount shows as "0". */
export function formatTokenAmount(amount: string | null | undefined, digits = TOKEN_DISPLAY_DIGITS): string {
  if (!amount || !isTokenAmount(amount)) return '0';
  const [whole = '0', fraction] = displayTokens(parseTokens(amount), digits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}
