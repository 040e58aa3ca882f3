import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import english from '../i18n/en-US/core.json';
import french from '../i18n/fr/core.json';
import { formatDateTime } from './format-date-time';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    resources: { 'en-US': { translation: english }, fr: { translation: french } },
    lng: 'en-US',
    interpolation: { escapeValue: false },
  });
});

// Every month, and hours around midnight and noon, in both languages.
const dates = Array.from({ length: 12 }, (_, month) =>
  [0, 1, 9, 11, 12, 13, 23].map((h) => new Date(2026, month, (month % 28) + 1, h, month * 5)),
).flat();

describe('formatDateTime', () => {
  it.each(['en-US', 'fr'])('writes %s dates as Intl does (medium date, short time)', (language) => {
    const intl = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const t = i18n.getFixedT(language);
    for (const date of dates) expect(formatDateTime(date, t)).toBe(intl.format(date).replace(/\u202f/g, ' '));
  });

  it('reads ISO strings from the API', () => {
    const iso = new Date(2026, 10, 26, 16, 5).toISOString();
    expect(formatDateTime(iso, i18n.getFixedT('en-US'))).toBe('Nov 26, 2026, 4:05 PM');
    expect(formatDateTime(iso, i18n.getFixedT('fr'))).toBe('26 nov. 2026, 16:05');
  });
});
