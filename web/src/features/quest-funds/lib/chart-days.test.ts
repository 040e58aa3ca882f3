import { describe, expect, it } from 'vitest';
import { chartDays } from './chart-days';

const day = (date: string, claims: number, paid: string) => ({ date, participants: claims, claims, paid });

describe('chartDays', () => {
  it('puts quiet days on the axis as zeros, up to the latest active day', () => {
    const days = chartDays([day('2026-11-20', 2, '10'), day('2026-11-23', 1, '5.5')]);
    expect(days.map((d) => [d.date, d.claims, d.paid])).toEqual([
      ['2026-11-20', 2, '10'],
      ['2026-11-21', 0, '0'],
      ['2026-11-22', 0, '0'],
      ['2026-11-23', 1, '5.5'],
    ]);
    expect(days[3]?.paidValue).toBe(5.5);
  });

  it('keeps the last 14 days of a long history, and nothing for none', () => {
    const long = chartDays([day('2026-10-01', 1, '1'), day('2026-11-27', 3, '3')]);
    expect(long).toHaveLength(14);
    expect(long[0]?.date).toBe('2026-11-14');
    expect(long.at(-1)).toMatchObject({ date: '2026-11-27', claims: 3 });
    expect(chartDays([])).toEqual([]);
  });
});
