import { displayTokens, isTokenAmount, parseTokens } from '@questboard/contract/money';

/** "30905280.123" → "30,905,280.12 %"; null (an empty pool) → "—". Rounded down, like every staking figure. */
export function formatApy(apy: string | null | undefined): string {
  if (!apy || !isTokenAmount(apy)) return '—';
  const [whole = '0', fraction] = displayTokens(parseTokens(apy), 2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${grouped}${fraction ? `.${fraction}` : ''} %`;
}

/** A duration in the pool's weeks (a demo pool's week may be 600 s), rounded down; under a week, in days. */
export function durationParts(seconds: number, weekSeconds: number): { weeks: number; days: number } {
  const weeks = Math.floor(seconds / weekSeconds);
  return { weeks, days: Math.floor(((seconds % weekSeconds) * 7) / weekSeconds) };
}

/** Lock lengths offered in the dialog, in weeks, up to the pool's maximum. */
export function lockChoices(maxLockDuration: number, weekSeconds: number): number[] {
  const maxWeeks = Math.floor(maxLockDuration / weekSeconds);
  return [1, 2, 4, 8, 13, 26, 39, maxWeeks].filter((w, i, all) => w <= maxWeeks && all.indexOf(w) === i);
}
