import { describe, expect, it } from 'vitest';
import { formatShortTime } from './format-short-time';

const now = new Date(2025, 5, 18, 15, 30);
const local = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

describe('short times', () => {
  it('shows the time for today, the weekday within a week, else the date', () => {
    expect(formatShortTime(local(2025, 5, 18, 9, 5), now, 'en-US')).toBe('09:05 AM');
    expect(formatShortTime(local(2025, 5, 16, 9, 5), now, 'en-US')).toBe('Mon');
    expect(formatShortTime(local(2025, 4, 2, 9, 5), now, 'en-US')).toBe('May 2');
    expect(formatShortTime(local(2024, 11, 24, 9, 5), now, 'en-US')).toBe('Dec 24, 2024');
  });

  it('follows the language', () => {
    expect(formatShortTime(local(2025, 5, 18, 21, 5), now, 'fr')).toBe('21:05');
    expect(formatShortTime(local(2025, 4, 2, 9, 5), now, 'fr')).toBe('2 mai');
  });
});
