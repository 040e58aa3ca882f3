import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { memoizePlainLookups } from './plain-lookups';

async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: {
      'en-US': {
        translation: { nav: { quests: 'Quests' }, left: 'Ends in {{count}} day', left_other: 'Ends in {{count}} days' },
      },
    },
    lng: 'en-US',
    fallbackLng: 'en-US',
    interpolation: { escapeValue: false },
  });
  memoizePlainLookups(i18n);
  return i18n;
}

describe('memoizePlainLookups', () => {
  it('answers plain keys, missing keys and calls with options as i18next does', async () => {
    const i18n = await instance();
    const t = i18n.getFixedT('en-US', 'translation');
    expect(t('nav.quests')).toBe('Quests');
    expect(t('nav.quests')).toBe('Quests');
    expect(t('nav.missing')).toBe('nav.missing');
    expect(t('left', { count: 1 })).toBe('Ends in 1 day');
    expect(t('left', { count: 3 })).toBe('Ends in 3 days');
    expect(t('nav.missing', { defaultValue: 'Fallback' })).toBe('Fallback');
  });

  it('answers the new strings once a language is added and chosen, even from a t handed out before', async () => {
    const i18n = await instance();
    const english = i18n.getFixedT('en-US', 'translation');
    expect(english('nav.quests')).toBe('Quests');
    i18n.addResourceBundle('en-US', 'translation', { nav: { quests: 'All quests' } }, true, true);
    expect(english('nav.quests')).toBe('All quests');
    i18n.addResourceBundle('fr', 'translation', { nav: { quests: 'Quêtes' } });
    await i18n.changeLanguage('fr');
    expect(i18n.getFixedT('fr', 'translation')('nav.quests')).toBe('Quêtes');
    expect(i18n.getFixedT('en-US', 'translation')('nav.quests')).toBe('All quests');
  });
});
