import { TOKEN_SYMBOL } from '@questboard/contract/constants';
import i18next from 'i18next';
import en from './locales/en.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };

/** Languages the server answers in; English is the source language (messages are written in it in the code). */
export const SERVER_LANGUAGES = ['en', 'fr'] as const;
export type ServerLanguage = (typeof SERVER_LANGUAGES)[number];

/**
 * Catalogues. `errors` (by error code) and `messages` (by the exact English text) exist for the translated languages
 * only, since errors are written in English in the code; `notifications`, `emails`, `catalogue` (category,
 * network and action names), `badges` (the names of badges rules award), `fields` (messages shown next to a form's field) and `share` (the words of link
 * cards) exist in every language, so people read them in theirs.
 */
export const catalogues = { en, fr } as const;

/** Namespaces written in every language (a test fails when a key is missing in one). */
export const MESSAGE_NAMESPACES = ['notifications', 'emails', 'catalogue', 'fields', 'badges', 'share'] as const;
export type MessageNamespace = (typeof MESSAGE_NAMESPACES)[number];

const instance = i18next.createInstance();
// Resources are inline, so init is synchronous; keys are English sentences, hence no key/namespace separators.
void instance.init({
  resources: { en, fr },
  ns: ['errors', 'messages', ...MESSAGE_NAMESPACES],
  lng: 'en',
  fallbackLng: false,
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  // `{{token}}` is the token's one name (contract constants) wherever a text shows an amount's unit.
  interpolation: { escapeValue: false, defaultVariables: { token: TOKEN_SYMBOL } },
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

const fixedTs = new Map<string, ReturnType<typeof instance.getFixedT>>();
function fixedT(language: ServerLanguage, namespace: MessageNamespace) {
  const key = `${language}:${namespace}`;
  let t = fixedTs.get(key);
  if (!t) {
    t = instance.getFixedT(language, namespace);
    fixedTs.set(key, t);
  }
  return t;
}

/** A text of a namespace written in every language, in `language` (English when a key is missing there). */
export function say(
  language: ServerLanguage,
  namespace: MessageNamespace,
  key: string,
  params: Record<string, unknown> = {},
): string {
  const text = fixedT(language, namespace)(key, { ...params, fallbackLng: 'en' });
  return typeof text === 'string' ? text : key;
}

export const isServerLanguage = (value: unknown): value is ServerLanguage =>
  SERVER_LANGUAGES.includes(value as ServerLanguage);
