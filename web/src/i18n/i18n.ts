import { LOCALE_COOKIE_DAYS, TOKEN_SYMBOL } from '@questboard/contract/constants';
import i18next from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_KEY, readLanguage, readTokens } from '../lib/token-storage';
import { memoizePlainLookups } from './plain-lookups';

export const LANGUAGES = [
  { code: 'en-US', label: 'English' },
  { code: 'fr', label: 'Français' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
const DEFAULT_LANGUAGE: LanguageCode = 'en-US';

function supported(code: string | null | undefined): LanguageCode | null {
  return LANGUAGES.find((l) => l.code === code)?.code ?? null;
}

function initialLanguage(): LanguageCode {
  return supported(readLanguage()) ?? supported(Cookies.get(LANGUAGE_KEY)) ?? DEFAULT_LANGUAGE;
}

type Messages = Record<string, unknown>;

/** Each feature keeps its strings in its own file per locale (`en-US/wallet.json`, …); a locale is their union. */
function mergeLocale(files: Record<string, { default: Messages }>): Messages {
  return Object.assign({}, ...Object.values(files).map((file) => file.default));
}
// English (the default and the fallback) ships in the bundle, except the strings of features only a signed-in
// person opens (the brand's dashboard, the wallet, funding, chat): those load in their own chunk once there is a
// session (see loadSignedInStrings). Other locales load in their own chunk when chosen, so a guest on the landing
// page does not download every translation.
const enUS = mergeLocale(
  import.meta.glob<{ default: Messages }>(
    [
      './en-US/*.json',
      '!./en-US/brands_dashboard.json',
      '!./en-US/developers.json',
      '!./en-US/chain_wallet.json',
      '!./en-US/quest_money.json',
      '!./en-US/chat.json',
      // English field messages are the contract's own sentences (the file lists which ones other locales translate).
      '!./en-US/field_messages.json',
    ],
    { eager: true },
  ),
);
const enUSSignedIn = import.meta.glob<{ default: Messages }>([
  './en-US/brands_dashboard.json',
  './en-US/developers.json',
  './en-US/chain_wallet.json',
  './en-US/quest_money.json',
  './en-US/chat.json',
]);
const otherLocales: Partial<Record<LanguageCode, () => Promise<Messages>>> = {
  fr: async () => mergeLocale(await promiseAll(import.meta.glob<{ default: Messages }>('./fr/*.json'))),
};

async function promiseAll(files: Record<string, () => Promise<{ default: Messages }>>) {
  const entries = await Promise.all(Object.entries(files).map(async ([path, load]) => [path, await load()] as const));
  return Object.fromEntries(entries);
}

/** Loads a locale's strings once (English is always there). */
async function loadLocale(code: LanguageCode): Promise<void> {
  const load = otherLocales[code];
  if (!load || i18next.hasResourceBundle(code, 'translation')) return;
  i18next.addResourceBundle(code, 'translation', await load(), true, true);
}

let signedInStrings: Promise<void> | null = null;
/**
 * Adds the signed-in features' English strings (once). Called before a session's profile is shown, so no page of
 * those features renders before its words are in.
 */
export function loadSignedInStrings(): Promise<void> {
  signedInStrings ??= promiseAll(enUSSignedIn).then((files) => {
    i18next.addResourceBundle(DEFAULT_LANGUAGE, 'translation', mergeLocale(files), true, true);
  });
  return signedInStrings;
}

const lng = initialLanguage();
document.documentElement.lang = lng;

void i18next.use(initReactI18next).init({
  resources: { 'en-US': { translation: enUS } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  // `{{token}}` is the token's one name (contract constants) wherever a text shows an amount's unit.
  interpolation: { escapeValue: false, defaultVariables: { token: TOKEN_SYMBOL } },
  returnNull: false,
});
memoizePlainLookups(i18next);

/** Resolves once the starting language's strings are in (the app renders after it, so nothing flashes English). */
export const i18nReady: Promise<void> = Promise.all([loadLocale(lng), readTokens() ? loadSignedInStrings() : null])
  .then(() => i18next.changeLanguage(lng))
  .then(
    () => undefined,
    () => undefined,
  );

/** Switches the language and stores it in localStorage and a 365-day cookie. */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, code);
  Cookies.set(LANGUAGE_KEY, code, { expires: LOCALE_COOKIE_DAYS, sameSite: 'lax', path: '/' });
  document.documentElement.lang = code;
  await loadLocale(code);
  await i18next.changeLanguage(code);
}

export { i18next };
