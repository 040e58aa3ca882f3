import { STREAK_RULES } from '@questboard/contract/constants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countStreak } from './streak-count';

const DAY_MS = 86_400_000;
/** Zones with DST moving at 02:00 (New York, Paris), at midnight (Santiago), south of the equator, and none. */
const ZONES = ['America/New_York', 'Europe/Paris', 'America/Santiago', 'Australia/Sydney', 'Asia/Kolkata', 'UTC'];
/** Windows that hold DST changes and month ends. */
const STARTS = ['2027-03-01', '2027-03-25', '2027-09-01', '2027-10-20', '2027-12-20'].map(
  (iso) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS,
);

/** The wall clock of `at` in `zone`, read with Intl: [day number, minute of day]. */
function wallClock(at: number, zone: string): [number, number] {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(at));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return [Date.UTC(n('year'), n('month') - 1, n('day')) / DAY_MS, n('hour') * 60 + n('minute')];
}

/** The instant a wall clock in `zone` shows `day` at `minute`; null when DST skips that time there. */
function instantOf(day: number, minute: number, zone: string): number | null {
  const naive = day * DAY_MS + minute * 60_000;
  for (const offsetHours of [
    -14, -13, -12, -11, -10, -9, -8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 5.5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
  ]) {
    const at = naive - offsetHours * 3_600_000;
    const [d, m] = wallClock(at, zone);
    if (d === day && m === minute) return at;
  }
  return null;
}

const monthOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 7);

/** The rules walked day by day on the calendar: the reference the counting is held to. */
function reference(done: Set<number>, today: number) {
  const used = new Map<string, number>();
  const fits = (missed: number[]) => {
    const want = new Map<string, number>();
    for (const d of missed) want.set(monthOf(d), (want.get(monthOf(d)) ?? 0) + 1);
    return [...want].every(([m, n]) => (used.get(m) ?? 0) + n <= STREAK_RULES.repairsPerMonth);
  };
  const spend = (missed: number[]) => {
    for (const d of missed) used.set(monthOf(d), (used.get(monthOf(d)) ?? 0) + 1);
  };
  let length = 0;
  let best = 0;
  let missed: number[] = [];
  const first = Math.min(...done, today);
  for (let day = first; day <= today; day++) {
    if (done.has(day)) {
      if (missed.length > 0 && fits(missed)) spend(missed);
      else if (missed.length > 0) length = 0;
      missed = [];
      length += 1;
      best = Math.max(best, length);
    } else if (day < today && length > 0) missed.push(day);
  }
  const doneToday = done.has(today);
  const alive = length > 0 && (doneToday || missed.length === 0 || fits(missed));
  if (alive && !doneToday) spend(missed);
  return { current: alive ? length : 0, best, doneToday, repairedThisMonth: used.get(monthOf(today)) ?? 0 };
}

describe('a streak counted in the person’s time zone', () => {
  it('matches the day-by-day rules for any completions, zone and now, across DST changes and month ends', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.constantFrom(...STARTS),
        fc.array(fc.record({ day: fc.nat(45), minute: fc.nat(1439) }), { maxLength: 60 }),
        fc.record({ day: fc.nat(50), minute: fc.nat(1439) }),
        (zone, start, picks, now) => {
          const today = start + now.day;
          const nowAt = instantOf(today, now.minute, zone) ?? instantOf(today, 12 * 60, zone);
          if (nowAt === null) throw new Error('noon exists everywhere');
          const completions: Date[] = [];
          const done = new Set<number>();
          for (const pick of picks) {
            const at = instantOf(start + pick.day, pick.minute, zone);
            if (at === null || at > nowAt) continue; // skipped by DST, or still to come
            completions.push(new Date(at));
            done.add(start + pick.day);
          }
          const counted = countStreak(completions, zone, new Date(nowAt));
          const expected = reference(done, today);
          expect(counted).toMatchObject({ ...expected, today: new Date(today * DAY_MS).toISOString().slice(0, 10) });
          expect(counted.repairsLeft).toBe(STREAK_RULES.repairsPerMonth - expected.repairedThisMonth);
          expect(counted.current).toBeLessThanOrEqual(counted.best);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('counts a completion every local day at any minute as that many days, through a DST change', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.constantFrom(...STARTS),
        fc.array(fc.nat(1439), { minLength: 1, maxLength: 40 }),
        (zone, start, minutes) => {
          const completions = minutes.flatMap((minute, i) => {
            const at = instantOf(start + i, minute, zone) ?? instantOf(start + i, 720, zone);
            return at === null ? [] : [new Date(at)];
          });
          const last = completions[completions.length - 1];
          if (!last) throw new Error('no completion');
          const counted = countStreak(completions, zone, last);
          expect(counted).toMatchObject({ current: minutes.length, best: minutes.length, doneToday: true });
        },
      ),
      { numRuns: 200 },
    );
  });
});
