import { displayTokens, formatTokens, isTokenAmount, parseTokens } from '@questboard/contract/money';
import { formatTokenAmount } from '../../lib/format-tokens';

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

/**
 * What an "extend lock" may add to a position (docs/staking.md: the whole lock stays within the maximum).
 * A running lock can grow by whole weeks up to the room left, the last choice filling it; none when the lock is
 * already at the maximum. A lock that has ended starts again now, so every lock length is open (`restarts`).
 */
export function extensionChoices(
  position: { lockStartTime: string | null; lockEndTime: string | null },
  maxLockDuration: number,
  weekSeconds: number,
  now = Date.now(),
): { restarts: boolean; choices: Array<{ seconds: number; weeks: number | null }> } {
  const start = position.lockStartTime ? Date.parse(position.lockStartTime) : null;
  const end = position.lockEndTime ? Date.parse(position.lockEndTime) : null;
  if (start === null || end === null || end < now) {
    return { restarts: true, choices: lockChoices(maxLockDuration, weekSeconds) };
  }
  const room = maxLockDuration - Math.round((end - start) / 1000);
  if (room <= 0) return { restarts: false, choices: [] };
  const weeks = [1, 2, 4, 8, 13, 26, 39].filter((w) => w * weekSeconds < room);
  return {
    restarts: false,
    choices: [...weeks.map((w) => ({ seconds: w * weekSeconds, weeks: w })), { seconds: room, weeks: null }],
  };
}

/** "×20.945205479452" → "×20.94" (rounded down); the exact multiplier belongs in a title. */
export function formatBoost(boost: string): string {
  return isTokenAmount(boost) ? `×${displayTokens(parseTokens(boost), 2)}` : `×${boost}`;
}

/**
 * Shares are counted in base units like tokens (1e18 to one), so a position holds numbers of 22 digits and more:
 * shown as "2,094.5205" instead, the exact count in a title.
 */
export function formatShares(shares: string): string {
  return /^\d+$/.test(shares) ? formatTokenAmount(formatTokens(BigInt(shares))) : shares;
}

/** "72 hours", "4 minutes", "25 seconds" in the reader's language: the largest unit that gives a whole number ≥ 1. */
export function formatPeriod(seconds: number, locale: string): string {
  const [value, unit] =
    seconds >= 3_600
      ? [Math.floor(seconds / 3_600), 'hour']
      : seconds >= 60
        ? [Math.floor(seconds / 60), 'minute']
        : [seconds, 'second'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
