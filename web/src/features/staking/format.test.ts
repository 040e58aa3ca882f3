import { describe, expect, it } from 'vitest';
import { extensionChoices, formatBoost, formatPeriod, formatShares, lockChoices } from './format';

const WEEK = 604_800;
const YEAR = 31_536_000;
const iso = (ms: number) => new Date(ms).toISOString();
const NOW = Date.parse('2026-06-01T00:00:00Z');

describe('extensionChoices', () => {
  it('offers nothing for a running lock already at the maximum', () => {
    const position = { lockStartTime: iso(NOW - 1_000), lockEndTime: iso(NOW - 1_000 + YEAR * 1000) };
    expect(extensionChoices(position, YEAR, WEEK, NOW)).toEqual({ restarts: false, choices: [] });
  });

  it('offers whole weeks that fit in the room left, and the room itself last', () => {
    // A 50-week lock leaves 365 days − 50 weeks = 15 days of room.
    const position = { lockStartTime: iso(NOW - 1_000), lockEndTime: iso(NOW - 1_000 + 50 * WEEK * 1000) };
    const room = YEAR - 50 * WEEK;
    expect(extensionChoices(position, YEAR, WEEK, NOW)).toEqual({
      restarts: false,
      choices: [
        { seconds: WEEK, weeks: 1 },
        { seconds: 2 * WEEK, weeks: 2 },
        { seconds: room, weeks: null },
      ],
    });
  });

  it('offers every lock length when the lock has ended (the new lock starts now)', () => {
    const position = { lockStartTime: iso(NOW - 3 * WEEK * 1000), lockEndTime: iso(NOW - 2 * WEEK * 1000) };
    expect(extensionChoices(position, YEAR, WEEK, NOW)).toEqual({ restarts: true, choices: lockChoices(YEAR, WEEK) });
  });
});

describe('position figures', () => {
  it('shortens a share count of base units to a grouped number with four decimals', () => {
    expect(formatShares('1245130990484524235790')).toBe('1,245.1309');
    expect(formatShares('0')).toBe('0');
  });

  it('shows a boost with two decimals, rounded down', () => {
    expect(formatBoost('20.945205479452')).toBe('×20.94');
    expect(formatBoost('21')).toBe('×21');
    expect(formatBoost('1')).toBe('×1');
  });
});

describe('formatPeriod', () => {
  it('names the withdraw fee period in its largest whole unit (a demo pool scales 72 hours down)', () => {
    expect(formatPeriod(259_200, 'en-US')).toBe('72 hours');
    expect(formatPeriod(1_542, 'en-US')).toBe('25 minutes');
    expect(formatPeriod(25, 'en-US')).toBe('25 seconds');
    expect(formatPeriod(259_200, 'fr')).toMatch(/^72\sheures$/); // with a no-break space
  });
});
