import { LOCALE_COOKIE_DAYS } from '@questboard/contract/constants';
import i18next from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_KEY, readLanguage } from '../lib/token-storage';
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
// English (the default and the fallback) ships in the bundle; other locales load in their own chunk when chosen,
// so a guest on the landing page does not download every translation.
const enUS = mergeLocale(import.meta.glob<{ default: Messages }>('./en-US/*.json', { eager: true }));
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

const lng = initialLanguage();
document.documentElement.lang = lng;

void i18next.use(initReactI18next).init({
  resources: { 'en-US': { translation: enUS } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  returnNull: false,
});
memoizePlainLookups(i18next);

/** Resolves once the starting language's strings are in (the app renders after it, so nothing flashes English). */
export const i18nReady: Promise<void> = loadLocale(lng)
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
