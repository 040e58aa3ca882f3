import { displayTokens, isTokenAmount, parseTokens } from '@questboard/contract/money';

/** "30905280.123" → "30,905,280.12 %"; null (an empty pool) → "—". Rounded down, like every staking figure. */
export function formatApy(apy: string | null | undefined): string {
  if (!apy || !isTokenAmount(apy)) return '—';
  const [whole = '0', fraction] = displayTokens(parseTokens(apy), 2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${grouped}${fraction ? `.${fraction}` : ''} %`;
}

/** Lock lengths offered in the dialog, in seconds: whole weeks, then the pool's maximum itself (a year). */
export function lockChoices(
  maxLockDuration: number,
  weekSeconds: number,
): Array<{ seconds: number; weeks: number | null }> {
  const weeks = [1, 2, 4, 8, 13, 26, 39].filter((w) => w * weekSeconds < maxLockDuration);
  return [...weeks.map((w) => ({ seconds: w * weekSeconds, weeks: w })), { seconds: maxLockDuration, weeks: null }];
}
