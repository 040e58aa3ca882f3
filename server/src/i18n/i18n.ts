import i18next from 'i18next';
import fr from './locales/fr.json' with { type: 'json' };

/** Languages the server answers in; English is the source language (messages are written in it in the code). */
export const SERVER_LANGUAGES = ['en', 'fr'] as const;
export type ServerLanguage = (typeof SERVER_LANGUAGES)[number];

/** Catalogues of the translated languages: `errors` keyed by error code, `messages` keyed by the exact English text. */
export const catalogues = { fr } as const;

const instance = i18next.createInstance();
// Resources are inline, so init is synchronous; keys are English sentences, hence no key/namespace separators.
void instance.init({
  resources: { fr },
  ns: ['errors', 'messages'],
  lng: 'en',
  fallbackLng: false,
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The translation of `key` in `namespace` for `language`, or undefined when the catalogue has none. */
export function translate(
  language: ServerLanguage,
  namespace: 'errors' | 'messages',
  key: string,
  options: Record<string, unknown> = {},
): string | undefined {
  if (language === 'en') return undefined;
  const t = instance.getFixedT(language, namespace);
  const exists = instance.exists(key, { ns: namespace, lng: language, ...options });
  return exists ? t(key, options) : undefined;
}
