import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import english from '../../../i18n/en-US/browse.json';
import french from '../../../i18n/fr/browse.json';
import { timeLeft, timeLeftText } from './time-left';

const now = Date.parse('2026-05-01T12:00:00Z');
const at = (hours: number) => new Date(now + hours * 3_600_000).toISOString();
const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    resources: { 'en-US': { translation: english }, fr: { translation: french } },
    lng: 'en-US',
    fallbackLng: 'en-US',
    interpolation: { escapeValue: false },
  });
});

const text = (quest: Parameters<typeof timeLeft>[0], language = 'en-US') =>
  timeLeftText(timeLeft(quest, now), i18n.getFixedT(language));

describe('timeLeft', () => {
  it('counts down to the end of a live quest in the largest whole unit', () => {
    expect(timeLeft({ phase: 'LIVE', startAt: at(-1), endAt: at(74) }, now)).toEqual({
      kind: 'ends',
      count: 3,
      unit: 'day',
    });
    expect(text({ phase: 'LIVE', startAt: at(-1), endAt: at(74) })).toBe('Ends in 3 days');
    expect(text({ phase: 'LIVE', startAt: null, endAt: at(5.5) })).toBe('Ends in 5 hours');
    expect(text({ phase: 'LIVE', startAt: null, endAt: at(1) })).toBe('Ends in 1 hour');
    expect(text({ phase: 'LIVE', startAt: null, endAt: at(0.001) })).toBe('Ends in 1 minute');
  });

  it('tells when an upcoming quest starts, and in the reader’s language', () => {
    expect(timeLeft({ phase: 'UPCOMING', startAt: at(49), endAt: at(100) }, now)).toEqual({
      kind: 'starts',
      count: 2,
      unit: 'day',
    });
    expect(text({ phase: 'UPCOMING', startAt: at(49), endAt: at(100) }, 'fr')).toBe('Commence dans 2 jours');
    expect(text({ phase: 'UPCOMING', startAt: at(0.5), endAt: at(100) }, 'fr')).toBe('Commence dans 30 minutes');
    expect(text({ phase: 'LIVE', startAt: null, endAt: at(24) }, 'fr')).toBe('Se termine dans 1 jour');
    // French's "many" form (a million and up), for an end date set centuries ahead.
    expect(text({ phase: 'LIVE', startAt: null, endAt: at(24 * 1_000_000) }, 'fr')).toBe(
      'Se termine dans 1000000 jours',
    );
  });

  it('knows ended quests and quests without an end', () => {
    expect(timeLeft({ phase: 'ENDED', startAt: at(-10), endAt: at(10) }, now).kind).toBe('ended');
    expect(timeLeft({ phase: 'LIVE', startAt: at(-10), endAt: at(-1) }, now).kind).toBe('ended');
    expect(text({ phase: 'LIVE', startAt: at(-10), endAt: at(-1) })).toBe('Ended');
    expect(text({ phase: 'LIVE', startAt: at(-10), endAt: null }, 'fr')).toBe('Sans date de fin');
  });
});
