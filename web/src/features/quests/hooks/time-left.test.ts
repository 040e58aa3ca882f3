import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left';

const now = Date.parse('2026-05-01T12:00:00Z');
const at = (hours: number) => new Date(now + hours * 3_600_000).toISOString();

describe('timeLeft', () => {
  it('counts down to the end of a live quest in the largest whole unit', () => {
    expect(timeLeft({ phase: 'LIVE', startAt: at(-1), endAt: at(74) }, now, 'en-US')).toEqual({
      kind: 'ends',
      relative: 'in 3 days',
    });
    expect(timeLeft({ phase: 'LIVE', startAt: null, endAt: at(5.5) }, now, 'en-US').relative).toBe('in 5 hours');
    expect(timeLeft({ phase: 'LIVE', startAt: null, endAt: at(0.001) }, now, 'en-US').relative).toBe('in 1 minute');
  });

  it('tells when an upcoming quest starts, and in the reader’s language', () => {
    expect(timeLeft({ phase: 'UPCOMING', startAt: at(49), endAt: at(100) }, now, 'fr')).toEqual({
      kind: 'starts',
      relative: 'dans 2 jours',
    });
  });

  it('knows ended quests and quests without an end', () => {
    expect(timeLeft({ phase: 'ENDED', startAt: at(-10), endAt: at(10) }, now, 'en-US').kind).toBe('ended');
    expect(timeLeft({ phase: 'LIVE', startAt: at(-10), endAt: at(-1) }, now, 'en-US').kind).toBe('ended');
    expect(timeLeft({ phase: 'LIVE', startAt: at(-10), endAt: null }, now, 'en-US').kind).toBe('open');
  });
});
