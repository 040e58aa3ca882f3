import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18next, loadQuestPageStrings } from '../../../i18n/i18n';
import { ruleNeeds, ruleYours } from './rule-words';

beforeAll(() => loadQuestPageStrings());
afterAll(() => changeLanguage('en-US'));

const rule = { kind: 'X_ACCOUNT_AGE', days: 30 } as const;

describe('the X account age rule in words', () => {
  it('says what it needs and where the viewer stands, untold age included, in English and French', async () => {
    await changeLanguage('en-US');
    const t = i18next.t.bind(i18next);
    expect(ruleNeeds(t, rule)).toBe('An X account at least 30 days old');
    expect(ruleYours(t, { rule, met: false, seen: 12 })).toBe('Your X account is 12 days old; this quest needs 30.');
    expect(ruleYours(t, { rule, met: true, seen: 400 })).toBe('Your X account is 400 days old.');
    expect(ruleYours(t, { rule, met: false, seen: null })).toBe(
      'Connect an X account at least 30 days old (connect yours again if X did not tell its age).',
    );
    await changeLanguage('fr');
    expect(ruleNeeds(t, rule)).toBe('Un compte X d’au moins 30 jours');
    expect(ruleYours(t, { rule, met: false, seen: 12 })).toBe('Votre compte X a 12 jours ; cette quête en demande 30.');
  });
});
