import Cookies from 'js-cookie';

/** What the user picked; `system` follows the device's light/dark setting (dark when it says nothing). */
export type ThemeChoice = 'system' | 'light' | 'dark';
export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];
/** Kept like the language: localStorage (read by public/boot.js before the first paint) and a year-long cookie. */
export const THEME_KEY = 'theme';
const THEME_COLORS = { dark: '#09090b', light: '#fafafa' } as const;
const lightQuery = () => window.matchMedia?.('(prefers-color-scheme: light)');

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_KEY);
    return THEME_CHOICES.includes(stored as ThemeChoice) ? (stored as ThemeChoice) : 'system';
  } catch {
    return 'system';
  }
}

/** The theme a choice shows on this device now. */
export function resolveTheme(choice: ThemeChoice): 'light' | 'dark' {
  if (choice !== 'system') return choice;
  return lightQuery()?.matches ? 'light' : 'dark';
}

/** Puts the resolved theme on <html data-theme> and the browser's theme colour (what boot.js does at load). */
export function applyTheme(choice: ThemeChoice): void {
  const theme = resolveTheme(choice);
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

/** Stores and applies a choice. */
export function setThemeChoice(choice: ThemeChoice): void {
  try {
    localStorage.setItem(THEME_KEY, choice);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
  Cookies.set(THEME_KEY, choice, { expires: 365, sameSite: 'lax', path: '/' });
  applyTheme(choice);
  window.dispatchEvent(new Event('questboard:theme'));
}

/** Calls `listener` when the choice or (for `system`) the device setting changes; returns the unsubscribe. */
export function subscribeTheme(listener: () => void): () => void {
  const query = lightQuery();
  const onSystem = () => {
    if (readThemeChoice() === 'system') applyTheme('system');
    listener();
  };
  query?.addEventListener('change', onSystem);
  window.addEventListener('questboard:theme', listener);
  return () => {
    query?.removeEventListener('change', onSystem);
    window.removeEventListener('questboard:theme', listener);
  };
}
