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

const inBrowser = typeof document !== 'undefined';

function initialLanguage(): LanguageCode {
  if (!inBrowser) return DEFAULT_LANGUAGE;
  return supported(readLanguage()) ?? supported(Cookies.get(LANGUAGE_KEY)) ?? DEFAULT_LANGUAGE;
}

type Messages = Record<string, unknown>;

/** Each feature keeps its strings in its own file per locale (`en-US/wallet.json`, …); a locale is their union. */
function mergeLocale(files: Record<string, { default: Messages }>): Messages {
  return Object.assign({}, ...Object.values(files).map((file) => file.default));
}
// English (the default and the fallback) ships in the bundle, except the strings of features only a signed-in
// person opens (the brand's dashboard, the wallet, funding, chat, referrals, signed-in devices): those load in their own chunk once there is a
// session (see loadSignedInStrings). Other locales load in their own chunk when chosen, so a guest on the landing
// page does not download every translation.
const enUS = mergeLocale(
  import.meta.glob<{ default: Messages }>(
    [
      './en-US/*.json',
      '!./en-US/brands_dashboard.json',
      '!./en-US/developers.json',
      '!./en-US/exports.json',
      '!./en-US/chain_wallet.json',
      '!./en-US/quest_funds.json',
      '!./en-US/chat.json',
      '!./en-US/referrals.json',
      '!./en-US/distribution.json',
      '!./en-US/eligibility.json',
      '!./en-US/streaks.json',
      '!./en-US/badges.json',
      '!./en-US/seasons.json',
      '!./en-US/staking.json',
      '!./en-US/wallet_login.json',
      '!./en-US/security.json',
      // English field messages are the contract's own sentences (the file lists which ones other locales translate).
      '!./en-US/field_messages.json',
    ],
    { eager: true },
  ),
);
const enUSSignedIn = import.meta.glob<{ default: Messages }>([
  './en-US/brands_dashboard.json',
  './en-US/developers.json',
  './en-US/exports.json',
  './en-US/chain_wallet.json',
  './en-US/quest_funds.json',
  './en-US/chat.json',
  './en-US/referrals.json',
  './en-US/wallet_login.json',
  './en-US/security.json',
]);
// How a quest pays, whom it admits and how often it repeats, streaks and badges: on quest pages, draws, the
// builder, people's pages, a badge's page and the dashboard, never on the landing page; and the staking page's.
const enUSQuestPages = { strings: () => import('./quest-page-strings') };
const otherLocales: Partial<Record<LanguageCode, () => Promise<Messages>>> = {
  fr: async () => (await import('./french-strings')).default,
};

async function promiseAll(files: Record<string, () => Promise<{ default: Messages }>>) {
  const entries = await Promise.all(Object.entries(files).map(async ([path, load]) => [path, await load()] as const));
  return Object.fromEntries(entries);
}

/** Loads a locale's strings once (English is always there). */
export async function loadLocale(code: LanguageCode): Promise<void> {
  const load = otherLocales[code];
  if (!load || i18next.hasResourceBundle(code, 'translation')) return;
  i18next.addResourceBundle(code, 'translation', await load(), true, true);
}

/** A loader that adds `files` (English strings kept out of the main bundle) once, however often it is called. */
function englishOnce(files: Record<string, () => Promise<{ default: Messages }>>): () => Promise<void> {
  let added: Promise<void> | null = null;
  return () => {
    added ??= promiseAll(files).then((loaded) => {
      // Each file's strings sit under keys of their own (locales.test.ts checks it), so a shallow add is enough; and
      // i18next need not copy them (they are fresh objects): the deep merge and the copy were a long task's worth.
      i18next.addResourceBundle(DEFAULT_LANGUAGE, 'translation', mergeLocale(loaded), false, true, {
        silent: false,
        skipCopy: true,
      });
    });
    return added;
  };
}

/**
 * Adds the signed-in features' English strings (once). Called before a session's profile is shown, so no page of
 * those features renders before its words are in.
 */
export const loadSignedInStrings = englishOnce(enUSSignedIn);

/**
 * Adds the English strings of quest pages' pay modes and rules (once): before the first render of any page but the
 * landing page, on the server before rendering, and on the first navigation away from the landing page.
 */
export const loadQuestPageStrings = englishOnce(enUSQuestPages);

/** Adds the strings of signing in with a wallet (once): the sign-in dialog asks for them when it opens. */
export const loadWalletLoginStrings = englishOnce(import.meta.glob<{ default: Messages }>('./en-US/wallet_login.json'));

const lng = initialLanguage();
if (inBrowser) document.documentElement.lang = lng;

void i18next.use(initReactI18next).init({
  resources: { 'en-US': { translation: enUS } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  // `{{token}}` is the token's one name (contract constants) wherever a text shows an amount's unit.
  interpolation: { escapeValue: false, defaultVariables: { token: TOKEN_SYMBOL } },
  returnNull: false,
  // Strings added later (loadQuestPageStrings on a navigation) re-render what asked for them.
  react: { bindI18nStore: 'added' },
});
memoizePlainLookups(i18next);

/** Resolves once the starting language's strings are in (the app renders after it, so nothing flashes English). */
export const i18nReady: Promise<void> = Promise.all([
  loadLocale(lng),
  readTokens() ? loadSignedInStrings() : null,
  readTokens() || (inBrowser && window.location.pathname !== '/') ? loadQuestPageStrings() : null,
])
  // In a task of its own: adding the strings above and switching the language were one long task together.
  .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
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
